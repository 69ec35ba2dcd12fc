import { Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DocumentGallery } from '../components/info-center/DocumentGallery';
import { InvestorForm } from '../components/info-center/InvestorForm';
import { INVESTOR_TOTAL_MB, PDF_MAX_MB } from '../../api/uploadLimits';
import { PageBanner } from '../components/frame/PageBanner';
import { PageMeta } from '../components/frame/PageMeta';

/** /info-center: investors send their documents, and find the park's own. */
export default function InfoCenterPage() {
  const { t } = useTranslation(['infoCenter', 'notification']);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} />
      <PageBanner title={t('title')} />
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
    </>
  );
}
