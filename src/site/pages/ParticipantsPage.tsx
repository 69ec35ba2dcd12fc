import { Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../components/LoadError';
import { PageBanner } from '../components/PageBanner';
import { PageMeta } from '../components/PageMeta';
import { ParticipantCard } from '../components/participants/ParticipantCard';
import { useResidentList } from '../queries/residents';

function ParticipantGrid() {
  const { t } = useTranslation('participants');
  const residents = useResidentList();
  if (residents.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (residents.isError) {
    return <LoadError error={residents.error} onRetry={() => residents.refetch()} retrying={residents.isFetching} />;
  }
  if (residents.data.length === 0) return <Typography>{t('empty')}</Typography>;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {residents.data.map((resident) => (
        <Grid key={resident.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <ParticipantCard resident={resident} />
        </Grid>
      ))}
    </Grid>
  );
}

/** /participants: the companies working or building in the park, from the API. */
export default function ParticipantsPage() {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation(['participants', 'notification']);
  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        keywords={t('meta.keywords')}
        path="/participants"
      />
      <PageBanner title={t('title')} />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('intro')}</Typography>
        <ParticipantGrid />
      </Container>
    </>
  );
}
