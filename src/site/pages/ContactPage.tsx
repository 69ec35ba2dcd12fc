import { Container, Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../components/contact/ContactForm';
import { ContactInfo } from '../components/contact/ContactInfo';
import { PageBanner } from '../components/frame/PageBanner';
import { PageMeta } from '../components/frame/PageMeta';

/** /contact: how to reach the park, and a form that sends a request to its staff. */
export default function ContactPage() {
  const { t } = useTranslation(['contact', 'notification']);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} />
      <PageBanner title={t('title')} />
      <Container component="section" aria-labelledby="contact-heading" sx={{ py: 6 }}>
        <Typography variant="h2" id="contact-heading" gutterBottom>
          {t('heading')}
        </Typography>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('intro')}</Typography>
        <Grid container spacing={5}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactInfo />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper sx={{ p: { xs: 2.5, md: 4 } }} variant="outlined">
              <ContactForm />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
