import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../forms/toastDurations';
import { ConsentField } from '../forms/ConsentField';
import { Honeypot } from '../forms/Honeypot';
import { SendButton } from '../forms/SendButton';
import { ApiError } from '../../../api/client';
import type { ContactCreate } from '../../../api/contacts';
import { useSendContact } from '../../queries/contacts';
import { ScriptedForm } from '../forms/ScriptedForm';
import { PhoneField } from '../forms/PhoneField';
import { useToast } from '../forms/Toasts';
import { useFormFields } from '../forms/useFormFields';
import { FormTextField } from '../forms/FormTextField';

type Values = Omit<ContactCreate, 'consent'>;
const EMPTY: Values = { name: '', email: '', phone_number: '', message: '', website: '' };

/** The right column of /contact: the contact request form (docs/product.md#contact). */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'notification', 'common']);
  const { enqueueSnackbar } = useToast();
  const send = useSendContact();
  const { values, setValues, setErrors, fieldProps: field, reset } = useFormFields(EMPTY);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();

  /** The server's message for each refused field shows under it (docs/product.md#errors). */
  const failed = (error: unknown) => {
    enqueueSnackbar(t('notification:contact.failed'), { variant: 'error', autoHideDuration: TOAST_MS.form });
    if (error instanceof ApiError) {
      setErrors(error.fields);
      setConsentError(error.fields.consent);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consent) {
      setConsentError(t('common:privacy.required'));
      return;
    }
    send.mutate(
      { ...values, consent },
      {
        onSuccess: () => {
          enqueueSnackbar(t('notification:contact.sent'), { variant: 'success', autoHideDuration: TOAST_MS.form });
          reset();
          setConsent(false);
        },
        onError: failed,
      },
    );
  };

  return (
    <ScriptedForm spacing={2.5} onSubmit={submit} aria-label={t('form.label')}>
      <FormTextField {...field('name')} label={t('form.name')} required autoComplete="name" />
      <FormTextField {...field('email')} label={t('form.email')} type="email" required autoComplete="email" />
      <PhoneField {...field('phone_number')} label={t('form.phone')} />
      <FormTextField {...field('message')} label={t('form.message')} required multiline rows={6} />
      <ConsentField
        checked={consent}
        error={consentError}
        onChange={(checked) => {
          setConsent(checked);
          setConsentError(undefined);
        }}
      />
      <Honeypot
        value={values.website ?? ''}
        onChange={(website) => setValues((current) => ({ ...current, website }))}
      />
      <SendButton sending={send.isPending}>{t('form.send')}</SendButton>
    </ScriptedForm>
  );
}
