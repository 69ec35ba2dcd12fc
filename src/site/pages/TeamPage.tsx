import { Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../components/LoadError';
import { PageBanner } from '../components/PageBanner';
import { PageMeta } from '../components/PageMeta';
import { StaffCard } from '../components/team/StaffCard';
import { useStaffList } from '../queries/staff';

function StaffGrid() {
  const { t } = useTranslation('team');
  const staff = useStaffList();
  if (staff.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (staff.isError) {
    return <LoadError error={staff.error} onRetry={() => staff.refetch()} retrying={staff.isFetching} />;
  }
  if (staff.data.length === 0) return <Typography>{t('empty')}</Typography>;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {staff.data.map((member) => (
        <Grid key={member.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <StaffCard member={member} />
        </Grid>
      ))}
    </Grid>
  );
}

/** /team: the people who run the park, from the API. */
export default function TeamPage() {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation(['team', 'notification']);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} path="/team" />
      <PageBanner title={t('title')} />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('intro')}</Typography>
        <StaffGrid />
      </Container>
    </>
  );
}
