import { Alert, Link, Stack } from '@mui/material';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { pagePath } from '../../publicPages';
import { useResetPassword } from '../../queries/auth';
import { useLocalizedPath } from '../../useLocalizedPath';
import { FormTextField } from '../forms/FormTextField';
import { ScriptedForm } from '../forms/ScriptedForm';
import { TOAST_MS } from '../forms/toastDurations';
import { useToast } from '../forms/Toasts';
import { useFormFields } from '../forms/useFormFields';
import { PageLink } from '../frame/PageLink';
import { SubmitButton } from '../forms/SubmitButton';
import { lockResetIcon } from '../ui/icons/lockResetIcon';
import { useRefusalText } from './refusalText';

/** What the login page is told after a new password is set, through the router's state. */
export interface PasswordSetState {
  passwordSet: true;
}

const EMPTY = { password: '', confirm: '' };
type Field = keyof typeof EMPTY;

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
const tokenInAddress = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
const unknownOnServer = () => null;

/**
 * The secret of the mailed link, which is in the address's fragment (`#token=…`): the browser
 * never sends a fragment, so the secret stays out of every server's log. Null on the server and
 * while hydrating (it cannot know), '' when the address has none.
 */
function useLinkToken(): string | null {
  return useSyncExternalStore(onHashChange, tokenInAddress, unknownOnServer);
}

/** Whether the password keeps the rule of every account (passwordSchema); zod arrives with the first press of the button. */
async function keepsRule(password: string): Promise<boolean> {
  const { passwordSchema } = await import('../../../api/common');
  return passwordSchema.safeParse(password).success;
}

/** A way to a new link, under a refusal of this one. */
function AskAgain({ severity, text }: { severity: 'error' | 'warning'; text: string }) {
  const { t } = useTranslation('login', { keyPrefix: 'resetPassword' });
  const localize = useLocalizedPath();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={severity} sx={{ width: '100%' }}>
        {text}
      </Alert>
      <Link component={PageLink} to={localize(pagePath('forgotPassword'))}>
        {t('askAgain')}
      </Link>
    </Stack>
  );
}

/** /reset-password: the new password, twice; once it is set, the login page, saying so. */
export function ResetPasswordForm() {
  const { t } = useTranslation('login', { keyPrefix: 'resetPassword' });
  const { t: tLogin } = useTranslation('login');
  const token = useLinkToken();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { enqueueSnackbar } = useToast();
  const reset = useResetPassword();
  const refusalText = useRefusalText('resetPassword');
  const [linkRefused, setLinkRefused] = useState(false);
  const { values, setErrors, fieldProps } = useFormFields(EMPTY);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.fields.token) return setLinkRefused(true);
    enqueueSnackbar(t('errors.failed'), { variant: 'error', autoHideDuration: TOAST_MS.form });
    if (error instanceof ApiError && error.fields.password) setErrors({ password: t('errors.passwordRule') });
  };

  const check = async () => {
    const refused: Partial<Record<Field, string>> = {};
    if (!(await keepsRule(values.password))) refused.password = t('errors.passwordRule');
    else if (values.confirm !== values.password) refused.confirm = t('errors.mismatch');
    setErrors(refused);
    if (Object.keys(refused).length) return;
    reset.mutate(
      { token: token ?? '', password: values.password },
      {
        onSuccess: () => {
          enqueueSnackbar(tLogin('passwordSet'), { variant: 'success', autoHideDuration: TOAST_MS.login });
          const state: PasswordSetState = { passwordSet: true };
          void navigate(localize(pagePath('login')), { state });
        },
        onError: failed,
      },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check().catch(failed);
  };

  if (token === '') return <AskAgain severity="warning" text={t('errors.noToken')} />;
  if (linkRefused) return <AskAgain severity="error" text={t('errors.token')} />;

  const field = (name: Field) => ({
    ...fieldProps(name),
    required: true,
    type: 'password',
    autoComplete: 'new-password',
  });
  // A refusal the fields do not show (too many tries), or a server that could not be reached.
  const { error } = reset;
  const refusal = error && !(error instanceof ApiError && error.fields.password) && refusalText(error);
  return (
    <ScriptedForm spacing={2.5} noValidate onSubmit={submit} aria-label={t('form.label')}>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <FormTextField {...field('password')} label={t('form.password')} />
      <FormTextField {...field('confirm')} label={t('form.confirm')} />
      <SubmitButton drawing={lockResetIcon} sending={reset.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('form.submit')}
      </SubmitButton>
    </ScriptedForm>
  );
}
