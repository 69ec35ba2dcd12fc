import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/frame/PageBanner';
import { PageMeta } from '../components/frame/PageMeta';
import { QueryGrid } from '../components/ui/QueryGrid';
import { StaffCard } from '../components/team/StaffCard';
import { useStaffList } from '../queries/staff';

function StaffGrid() {
  const { t } = useTranslation('team');
  const staff = useStaffList();
  return (
    <QueryGrid
      query={staff}
      loadingText={t('loading')}
      emptyText={t('empty')}
      size={{ xs: 12, sm: 6, md: 4 }}
      keyOf={(member) => member.id}
      renderItem={(member, firstRow) => <StaffCard member={member} onScreen={firstRow} />}
    />
  );
}

/** /team: the people who run the park, from the API. */
export default function TeamPage() {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation(['team', 'notification']);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} />
      <PageBanner title={t('title')} />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('intro')}</Typography>
        <StaffGrid />
      </Container>
    </>
  );
}
