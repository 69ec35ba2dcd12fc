import { Container, Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../components/contact/ContactForm';
import { ContactInfo } from '../components/contact/ContactInfo';
import { PageFrame } from '../components/frame/PageFrame';

/** /contact: how to reach the park, and a form that sends a request to its staff. */
export default function ContactPage() {
  const { t } = useTranslation(['contact', 'notification']);
  return (
    <PageFrame ns="contact">
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
    </PageFrame>
  );
}
