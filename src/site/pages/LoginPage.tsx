import { Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/login/LoginForm';
import { PageFrame } from '../components/frame/PageFrame';

/** /login: staff sign in here and go on to the back office. */
export default function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <PageFrame ns="login">
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" gutterBottom>
            {t('heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('intro')}
          </Typography>
          <LoginForm />
        </Paper>
      </Container>
    </PageFrame>
  );
}
