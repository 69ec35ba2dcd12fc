import { Alert } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../forms/toastDurations';
import type { Login } from '../../../api/auth';
import { takeReturnPath } from '../../../api/browserStorage';
import { rememberSignInLanguage } from '../../../i18n/languagePaths';
import { isLanguage } from '../../../i18n/namespaces';
import { useLogIn } from '../../queries/auth';
import { ScriptedForm } from '../forms/ScriptedForm';
import { useToast } from '../forms/Toasts';
import { FormTextField } from '../forms/FormTextField';
import { useFormFields } from '../forms/useFormFields';
import { SubmitButton } from '../forms/SubmitButton';
import { loginIcon } from '../ui/icons/loginIcon';
import { useRefusalText } from './refusalText';
import { TwoStepCodeForm } from './TwoStepCodeForm';

type Field = keyof Login;
const EMPTY: Login = { email: '', password: '' };

/**
 * Names every field the schema refuses, not only when both are empty as the old page did. The
 * schema, and zod with it, arrive with the first press of the button: evaluating them took a
 * phone about a tenth of a second of the page's start.
 */
async function missingFields(values: Login): Promise<Field[]> {
  const { loginSchema } = await import('../../../api/auth');
  const result = loginSchema.safeParse(values);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.path[0] as Field))];
}

/**
 * The back office is a page of its own (admin.html), not a route of the public site; it opens
 * where it sent the visitor to log in from, if it did, and in this page's language unless the
 * person chose one (src/admin/loginAddress.ts).
 */
function useOpenBackOffice() {
  const { i18n } = useTranslation();
  return () => {
    if (isLanguage(i18n.language)) rememberSignInLanguage(i18n.language);
    window.location.assign(takeReturnPath() ?? '/admin');
  };
}

/** E-mail and password; for an account with two-step sign-in, then its code. */
export function LoginForm() {
  const { t } = useTranslation('login');
  const [challenge, setChallenge] = useState<string | null>(null);
  const { enqueueSnackbar } = useToast();
  const logIn = useLogIn();
  const refusalText = useRefusalText();
  const failureText = (error: unknown) => refusalText(error, t('errors.wrongCredentials'));
  const openBackOffice = useOpenBackOffice();
  const { values, setErrors, fieldProps } = useFormFields(EMPTY);
  const showFailure = (error: unknown) =>
    enqueueSnackbar(failureText(error), { variant: 'error', autoHideDuration: TOAST_MS.login });

  const check = async () => {
    const refused = await missingFields(values);
    setErrors(Object.fromEntries(refused.map((name) => [name, t(`errors.${name}Required`)])));
    if (refused.length) return;
    logIn.mutate(values, {
      onSuccess: (answer) => ('token' in answer ? openBackOffice() : setChallenge(answer.challenge)),
      onError: showFailure,
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schema could not be fetched: the server cannot be reached either.
    check().catch(showFailure);
  };

  const field = (name: Field) => ({ ...fieldProps(name), required: true });

  if (challenge) {
    return (
      <TwoStepCodeForm
        challenge={challenge}
        onSignedIn={openBackOffice}
        onExpired={() => {
          logIn.reset();
          setChallenge(null);
        }}
      />
    );
  }

  return (
    <ScriptedForm spacing={2.5} noValidate onSubmit={submit} aria-label={t('form.label')}>
      {logIn.isError && <Alert severity="error">{failureText(logIn.error)}</Alert>}
      <FormTextField {...field('email')} label={t('form.email')} type="email" autoComplete="username" />
      <FormTextField
        {...field('password')}
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton drawing={loginIcon} sending={logIn.isPending}>
        {t('form.submit')}
      </SubmitButton>
    </ScriptedForm>
  );
}
