import { Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/frame/PageFrame';
import { ResetPasswordForm } from '../components/login/ResetPasswordForm';

/** /reset-password#token=…: where the mail of a forgotten password leads; a new password is set here. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('login', { keyPrefix: 'resetPassword' });
  return (
    <PageFrame ns="login" keyPrefix="resetPassword">
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" gutterBottom>
            {t('heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('intro')}
          </Typography>
          <ResetPasswordForm />
        </Paper>
      </Container>
    </PageFrame>
  );
}
