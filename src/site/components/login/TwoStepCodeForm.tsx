import { Alert, Button, Typography } from '@mui/material';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useTwoStepLogIn } from '../../queries/auth';
import { FormTextField } from '../forms/FormTextField';
import { ScriptedForm } from '../forms/ScriptedForm';
import { TOAST_MS } from '../forms/toastDurations';
import { useToast } from '../forms/Toasts';
import { useFormFields } from '../forms/useFormFields';
import { SubmitButton } from '../forms/SubmitButton';
import { shieldTickIcon } from '../ui/icons/shieldTickIcon';
import { useRefusalText } from './refusalText';

const EMPTY = { code: '' };

/**
 * The second step of signing in, once the password was right: the 6-digit code of the
 * authenticator app, or one of the recovery codes. A sign-in that waited too long, or used up its
 * tries, goes back to the e-mail and password (`onExpired`).
 */
export function TwoStepCodeForm({
  challenge,
  onSignedIn,
  onExpired,
}: {
  challenge: string;
  onSignedIn: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('login', { keyPrefix: 'twoStep' });
  const { enqueueSnackbar } = useToast();
  const send = useTwoStepLogIn();
  const { values, setErrors, fieldProps } = useFormFields(EMPTY);

  const signInRefusal = useRefusalText();
  const refusalText = (error: unknown) => signInRefusal(error, t('errors.wrongCode'));
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.fields.challenge) {
      enqueueSnackbar(t('errors.expired'), { variant: 'warning', autoHideDuration: TOAST_MS.login });
      return onExpired();
    }
    if (error instanceof ApiError && error.status === 401) setErrors({ code: t('errors.wrongCode') });
    enqueueSnackbar(refusalText(error), { variant: 'error', autoHideDuration: TOAST_MS.login });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = values.code.replace(/\s+/g, '');
    if (!code) return setErrors({ code: t('errors.codeRequired') });
    send.mutate({ challenge, code }, { onSuccess: onSignedIn, onError: failed });
  };

  return (
    <ScriptedForm spacing={2.5} noValidate onSubmit={submit} aria-label={t('form.label')}>
      <Typography>{t('intro')}</Typography>
      {send.isError && <Alert severity="error">{refusalText(send.error)}</Alert>}
      <FormTextField
        {...fieldProps('code')}
        label={t('form.code')}
        required
        autoFocus
        autoComplete="one-time-code"
        inputProps={{ spellCheck: false, autoCapitalize: 'none' }}
      />
      <SubmitButton drawing={shieldTickIcon} sending={send.isPending}>
        {t('form.submit')}
      </SubmitButton>
      <Button variant="text" onClick={onExpired} sx={{ alignSelf: 'flex-start' }}>
        {t('back')}
      </Button>
    </ScriptedForm>
  );
}
