import { Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DocumentGallery } from '../components/info-center/DocumentGallery';
import { InvestorForm } from '../components/info-center/InvestorForm';
import { INVESTOR_TOTAL_MB, PDF_MAX_MB } from '../../api/uploadLimits';
import { PageFrame } from '../components/frame/PageFrame';

/** /info-center: investors send their documents, and find the park's own. */
export default function InfoCenterPage() {
  const { t } = useTranslation(['infoCenter', 'notification']);
  return (
    <PageFrame ns="infoCenter">
      <Container sx={{ py: 6 }}>
        <Typography variant="h2" gutterBottom>
          {t('form.heading')}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
          {t('form.intro', { max: PDF_MAX_MB, total: INVESTOR_TOTAL_MB })}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, mb: 6 }}>
          <InvestorForm />
        </Paper>
        <Typography variant="h2" gutterBottom>
          {t('gallery.heading')}
        </Typography>
        <DocumentGallery />
      </Container>
    </PageFrame>
  );
}
