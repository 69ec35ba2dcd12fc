import { AccountFormPage } from '../components/login/AccountFormPage';
import { ForgotPasswordForm } from '../components/login/ForgotPasswordForm';

/** /forgot-password: staff who forgot their password ask for a link to set a new one (from /login). */
export default function ForgotPasswordPage() {
  return (
    <AccountFormPage keyPrefix="forgotPassword">
      <ForgotPasswordForm />
    </AccountFormPage>
  );
}
