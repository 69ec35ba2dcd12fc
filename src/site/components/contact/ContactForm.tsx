import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { TOAST_MS } from '../forms/toastDurations';
import { ConsentField } from '../forms/ConsentField';
import { Honeypot } from '../forms/Honeypot';
import { SendButton } from '../forms/SendButton';
import { ApiError } from '../../../api/client';
import { problemOfStatus } from '../../../api/plainForms';
import type { ContactCreate } from '../../../api/contacts';
import { useSendContact } from '../../queries/contacts';
import { fieldMessages, problemMessage } from '../forms/fieldMessages';
import { PlainFormNotice } from '../forms/PlainFormNotice';
import { type SentNews, SentReference, sentNewsOf } from '../forms/SentReference';
import { focusFirstInvalid, ScriptedForm } from '../forms/ScriptedForm';
import { PhoneField } from '../forms/PhoneField';
import { useToast } from '../forms/Toasts';
import { useApplicationFields } from '../forms/useApplicationFields';
import { FormTextField } from '../forms/FormTextField';

type Values = Omit<ContactCreate, 'consent'>;
type Field = keyof Values;
const EMPTY: Values = { name: '', email: '', phone_number: '', message: '', website: '' };
const MESSAGE_MAX = 5000;

/** The shape of an address; the server has the last word. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The right column of /contact: the contact request form (docs/product.md#contact). */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'notification', 'common']);
  const { enqueueSnackbar } = useToast();
  const send = useSendContact(useLanguage());
  const [sentNews, setSentNews] = useState<SentNews>();
  const {
    values,
    setValues,
    setErrors,
    fieldProps: field,
    reset,
    form,
    answer,
    consent,
    setConsent,
    consentError,
    setConsentError,
  } = useApplicationFields('contact', EMPTY, t);

  /** Shows each message under its field and takes the visitor to the first. */
  const showErrors = (found: Record<string, string | undefined>) => {
    setErrors(found);
    setConsentError(found.consent);
    focusFirstInvalid(
      form.current,
      Object.keys(found).filter((name) => found[name]),
    );
  };

  /** The server's message for each refused field shows under it, in the page's language (docs/product.md#errors). */
  const failed = (error: unknown) => {
    const status = error instanceof ApiError ? error.status : undefined;
    // The limits (too large, too many, busy) have their own sentence; anything else is the form's own.
    const problem = status === undefined ? undefined : problemOfStatus(status);
    const text = problem && problem !== 'failed' ? problemMessage(t, problem) : t('notification:contact.failed');
    enqueueSnackbar(text, { variant: 'error', autoHideDuration: TOAST_MS.form });
    if (error instanceof ApiError) showErrors(fieldMessages(t, error.fields));
  };

  /** What the browser can tell before sending; the server checks again. */
  const check = (): Partial<Record<Field | 'consent', string>> => {
    const found: Partial<Record<Field | 'consent', string>> = {};
    if (!values.name.trim()) found.name = t('notification:fields.nameRequired');
    if (!LOOKS_LIKE_EMAIL.test(values.email.trim())) found.email = t('notification:fields.emailInvalid');
    if (!values.message.trim()) found.message = t('notification:fields.messageRequired');
    else if (values.message.trim().length > MESSAGE_MAX)
      found.message = t('notification:fields.tooLong', { max: MESSAGE_MAX });
    if (!consent) found.consent = t('common:privacy.required');
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    send.mutate(
      { ...values, consent: true },
      {
        onSuccess: (sent) => {
          enqueueSnackbar(t('notification:contact.sent'), { variant: 'success', autoHideDuration: TOAST_MS.form });
          setSentNews(sentNewsOf(sent));
          reset();
          setConsent(false);
        },
        onError: failed,
      },
    );
  };

  return (
    <ScriptedForm ref={form} plain spacing={2.5} onSubmit={submit} aria-label={t('form.label')}>
      <PlainFormNotice answer={answer} sent={t('notification:contact.sent')} />
      <SentReference reference={sentNews?.reference} receipt={sentNews?.receipt} email={sentNews?.email} />
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
