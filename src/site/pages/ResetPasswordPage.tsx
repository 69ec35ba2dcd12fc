import { AccountFormPage } from '../components/login/AccountFormPage';
import { ResetPasswordForm } from '../components/login/ResetPasswordForm';

/** /reset-password#token=…: where the mail of a forgotten password leads; a new password is set here. */
export default function ResetPasswordPage() {
  return (
    <AccountFormPage keyPrefix="resetPassword">
      <ResetPasswordForm />
    </AccountFormPage>
  );
}
