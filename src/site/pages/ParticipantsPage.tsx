import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/frame/PageBanner';
import { PageMeta } from '../components/frame/PageMeta';
import { QueryGrid } from '../components/ui/QueryGrid';
import { ParticipantCard } from '../components/participants/ParticipantCard';
import { useResidentList } from '../queries/residents';

function ParticipantGrid() {
  const { t } = useTranslation('participants');
  const residents = useResidentList();
  return (
    <QueryGrid
      query={residents}
      loadingText={t('loading')}
      emptyText={t('empty')}
      size={{ xs: 12, sm: 6, md: 4 }}
      keyOf={(resident) => resident.id}
      renderItem={(resident, firstRow) => <ParticipantCard resident={resident} onScreen={firstRow} />}
    />
  );
}

/** /participants: the companies working or building in the park, from the API. */
export default function ParticipantsPage() {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation(['participants', 'notification']);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} />
      <PageBanner title={t('title')} />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('intro')}</Typography>
        <ParticipantGrid />
      </Container>
    </>
  );
}
