import { Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/frame/PageFrame';
import { ForgotPasswordForm } from '../components/login/ForgotPasswordForm';

/** /forgot-password: staff who forgot their password ask for a link to set a new one (from /login). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('login', { keyPrefix: 'forgotPassword' });
  return (
    <PageFrame ns="login" keyPrefix="forgotPassword">
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" gutterBottom>
            {t('heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('intro')}
          </Typography>
          <ForgotPasswordForm />
        </Paper>
      </Container>
    </PageFrame>
  );
}
