import { Alert, Link, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPassword } from '../../../api/auth';
import { ApiError } from '../../../api/client';
import { useLanguage } from '../../../i18n/useLanguage';
import { pagePath } from '../../publicPages';
import { useForgotPassword } from '../../queries/auth';
import { useLocalizedPath } from '../../useLocalizedPath';
import { FormTextField } from '../forms/FormTextField';
import { ScriptedForm } from '../forms/ScriptedForm';
import { SendButton } from '../forms/SendButton';
import { TOAST_MS } from '../forms/toastDurations';
import { useToast } from '../forms/Toasts';
import { useFormFields } from '../forms/useFormFields';
import { PageLink } from '../frame/PageLink';
import { useRefusalText } from './refusalText';

const EMPTY: ForgotPassword = { email: '' };

/** What is wrong with the address typed, if anything. The schema (and zod) arrive with the first press of the button, as on the login form. */
async function emailProblem(email: string): Promise<'emailRequired' | 'emailInvalid' | undefined> {
  if (!email.trim()) return 'emailRequired';
  const { forgotPasswordSchema } = await import('../../../api/auth');
  return forgotPasswordSchema.safeParse({ email }).success ? undefined : 'emailInvalid';
}

/**
 * /forgot-password: asks for a link to set a new password. Whatever address is sent, the page
 * says the same afterwards, as the server does: nobody learns here which accounts exist.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('login', { keyPrefix: 'forgotPassword' });
  const localize = useLocalizedPath();
  const { enqueueSnackbar } = useToast();
  const send = useForgotPassword(useLanguage());
  const { values, setErrors, fieldProps } = useFormFields(EMPTY);

  /** Too many requests, with how long to wait, or a server that could not be reached, in the page's language. */
  const failureText = useRefusalText('forgotPassword');
  const failed = (error: unknown) => {
    enqueueSnackbar(t('errors.failed'), { variant: 'error', autoHideDuration: TOAST_MS.form });
    if (error instanceof ApiError && error.fields.email) setErrors({ email: t('errors.emailInvalid') });
  };

  const check = async () => {
    const problem = await emailProblem(values.email);
    setErrors({ email: problem && t(`errors.${problem}`) });
    if (problem) return;
    send.mutate(values, {
      onSuccess: () => enqueueSnackbar(t('sent'), { variant: 'success', autoHideDuration: TOAST_MS.form }),
      onError: failed,
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schema could not be fetched: the server cannot be reached either.
    check().catch(failed);
  };

  if (send.isSuccess) {
    return (
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          {t('sent')}
        </Alert>
        <Link component={PageLink} to={localize(pagePath('login'))}>
          {t('back')}
        </Link>
      </Stack>
    );
  }

  return (
    <ScriptedForm spacing={2.5} noValidate onSubmit={submit} aria-label={t('form.label')}>
      {send.isError && !(send.error instanceof ApiError && send.error.fields.email) && (
        <Alert severity="error">{failureText(send.error)}</Alert>
      )}
      <FormTextField {...fieldProps('email')} label={t('form.email')} type="email" required autoComplete="username" />
      <SendButton sending={send.isPending}>{t('form.submit')}</SendButton>
    </ScriptedForm>
  );
}
