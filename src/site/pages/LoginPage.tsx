import { Alert, Container, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LoginForm } from '../components/login/LoginForm';
import type { PasswordSetState } from '../components/login/ResetPasswordForm';
import { PageFrame } from '../components/frame/PageFrame';
import { pagePath } from '../publicPages';
import { useLocalizedPath } from '../useLocalizedPath';

/** /login: staff sign in here and go on to the back office. */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const localize = useLocalizedPath();
  // Sent here by /reset-password once a new password is set.
  const passwordSet = (useLocation().state as Partial<PasswordSetState> | null)?.passwordSet === true;
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
          {passwordSet && (
            <Alert severity="success" role="status" sx={{ mb: 3 }}>
              {t('passwordSet')}
            </Alert>
          )}
          <LoginForm />
          <Link
            component={RouterLink}
            to={localize(pagePath('forgotPassword'))}
            sx={{ display: 'inline-block', mt: 2 }}
          >
            {t('forgotLink')}
          </Link>
        </Paper>
      </Container>
    </PageFrame>
  );
}
