import { Alert, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AccountFormPage } from '../components/login/AccountFormPage';
import { LoginForm } from '../components/login/LoginForm';
import type { PasswordSetState } from '../components/login/ResetPasswordForm';
import { pagePath } from '../publicPages';
import { useLocalizedPath } from '../useLocalizedPath';
import { PageLink } from '../components/frame/PageLink';

/** /login: staff sign in here and go on to the back office. */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const localize = useLocalizedPath();
  // Sent here by /reset-password once a new password is set.
  const passwordSet = (useLocation().state as Partial<PasswordSetState> | null)?.passwordSet === true;
  return (
    <AccountFormPage>
      {passwordSet && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t('passwordSet')}
        </Alert>
      )}
      <LoginForm />
      <Link component={PageLink} to={localize(pagePath('forgotPassword'))} sx={{ display: 'inline-block', mt: 2 }}>
        {t('forgotLink')}
      </Link>
    </AccountFormPage>
  );
}
