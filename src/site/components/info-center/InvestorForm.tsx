import { Alert, LinearProgress } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { TOAST_MS } from '../forms/toastDurations';
import { ConsentField } from '../forms/ConsentField';
import { Honeypot } from '../forms/Honeypot';
import { SendButton } from '../forms/SendButton';
import { ApiError } from '../../../api/client';
import { useSendInvestorApplication } from '../../queries/investors';
import { DocumentSlot } from './DocumentSlot';
import { DOCUMENT_SLOTS, type DocumentSlotId } from './documentSlots';
import { INVESTOR_TOTAL_MB, PDF_MAX_MB } from '../../../api/uploadLimits';
import { pdfProblem } from './pdfCheck';
import { focusFirstInvalid, ScriptedForm } from '../forms/ScriptedForm';
import { FILE_FIELD_PREFIX, problemOfStatus } from '../../../api/plainForms';
import { fieldMessages, problemMessage } from '../forms/fieldMessages';
import { PlainFormNotice } from '../forms/PlainFormNotice';
import { type SentNews, SentReference, sentNewsOf } from '../forms/SentReference';
import { PhoneField } from '../forms/PhoneField';
import { useToast } from '../forms/Toasts';
import { useApplicationFields } from '../forms/useApplicationFields';
import { FormTextField } from '../forms/FormTextField';

/** A picked file; `refused` says why it cannot be sent (it stays in its slot until removed or replaced). */
interface Picked {
  file: File;
  refused?: string;
}
type Chosen = Partial<Record<DocumentSlotId, Picked>>;

const FIELDS = ['name', 'email', 'phone_number', 'info'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { website: string };
const EMPTY: Values = { name: '', email: '', phone_number: '', info: '', website: '' };

/** The shape of an address; the server has the last word. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{0,32}$/;

const acceptedBytesExcept = (chosen: Chosen, slot: DocumentSlotId) =>
  Object.entries(chosen).reduce(
    (sum, [other, picked]) => (other === slot || !picked || picked.refused ? sum : sum + picked.file.size),
    0,
  );

/** The API names a refused file by its place among those sent (`files.2.file`); the form by its slot. */
const fieldsBySlot = (fields: Record<string, string>, sentSlots: readonly DocumentSlotId[]) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      const slot = sentSlots[Number(/^files\.(\d+)\./.exec(field)?.[1] ?? -1)];
      return [slot ? FILE_FIELD_PREFIX + slot : field, message];
    }),
  );

/** The messages of the files, by their slot's input. */
const filesBySlot = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).filter(([field]) => field.startsWith(FILE_FIELD_PREFIX)));

/**
 * The Info Center's application: who applies (name and e-mail required, phone and a short message
 * optional) and up to seven PDFs. It never reloads: success clears the form, failure keeps what
 * was entered. A refused file stays in its slot with the reason, and the form is not sent until
 * the visitor removes or replaces it, so nothing leaves silently without a document.
 */
export function InvestorForm() {
  const { t } = useTranslation(['infoCenter', 'notification', 'common']);
  const { enqueueSnackbar } = useToast();
  const send = useSendInvestorApplication(useLanguage());
  const [sentNews, setSentNews] = useState<SentNews>();
  const {
    values,
    setValues,
    setErrors,
    fieldProps,
    reset,
    form,
    answer,
    serverErrors,
    consent,
    setConsent,
    consentError,
    setConsentError,
  } = useApplicationFields<Values>('investor', EMPTY, t);
  const [chosen, setChosen] = useState<Chosen>({});
  const [blocked, setBlocked] = useState(false);
  /** The server's word on a slot's file, until the visitor picks another. */
  const [fileErrors, setFileErrors] = useState<Record<string, string>>(serverErrors);

  const slotTitle = (slot: DocumentSlotId) => t(`slots.${slot}`);
  const refusedSlots = DOCUMENT_SLOTS.filter((slot) => chosen[slot]?.refused);

  const pick = async (slot: DocumentSlotId, file: File) => {
    const problem = await pdfProblem(file, acceptedBytesExcept(chosen, slot));
    const refused = problem && t(`notification:files.${problem}`, { max: PDF_MAX_MB, total: INVESTOR_TOTAL_MB });
    setChosen((current) => ({ ...current, [slot]: { file, refused } }));
    setFileErrors(({ [FILE_FIELD_PREFIX + slot]: _answered, ...rest }) => rest);
    if (!refused) setBlocked(false);
  };

  const remove = (slot: DocumentSlotId) => {
    setChosen(({ [slot]: _removed, ...rest }) => rest);
    setBlocked(false);
  };

  const clear = () => {
    reset();
    setFileErrors({});
    setConsent(false);
    setChosen({});
    setBlocked(false);
  };

  /** The server's messages in the page's language: under their fields, a file's under its slot. */
  const failed = (error: Error, sentSlots: readonly DocumentSlotId[]) => {
    const status = error instanceof ApiError ? error.status : undefined;
    // The limits (too large, too many, busy) have their own sentence; anything else is the form's own.
    const problem = status === undefined ? undefined : problemOfStatus(status);
    const text = problem && problem !== 'failed' ? problemMessage(t, problem) : t('notification:infoCenter.failed');
    enqueueSnackbar(text, { variant: 'error', autoHideDuration: TOAST_MS.application });
    if (!(error instanceof ApiError)) return;
    const messages = fieldMessages(t, fieldsBySlot(error.fields, sentSlots));
    setErrors(Object.fromEntries(FIELDS.filter((field) => messages[field]).map((f) => [f, messages[f]])));
    setConsentError(messages.consent);
    setFileErrors(filesBySlot(messages));
    focusFirstInvalid(form.current, Object.keys(messages));
  };

  /** What the browser can tell before sending: the required fields and the shape of the e-mail and phone. */
  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t('form.nameRequired');
    if (!LOOKS_LIKE_EMAIL.test(values.email.trim())) found.email = t('form.emailInvalid');
    if (!PHONE.test(values.phone_number.trim())) found.phone_number = t('form.phoneInvalid');
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setBlocked(refusedSlots.length > 0);
    setConsentError(consent ? undefined : t('common:privacy.required'));
    focusFirstInvalid(form.current, [...Object.keys(found), ...(consent ? [] : ['consent'])]);
    if (Object.keys(found).length > 0 || refusedSlots.length > 0 || !consent) return;
    const sentSlots = DOCUMENT_SLOTS.filter((slot) => chosen[slot]);
    const documents = DOCUMENT_SLOTS.flatMap((slot) => {
      const picked = chosen[slot];
      return picked ? [{ file: picked.file, title: slotTitle(slot) }] : [];
    });
    const trimmed = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as Record<Field, string>;
    send.mutate(
      { ...trimmed, consent, website: values.website, documents },
      {
        onSuccess: (sent) => {
          setSentNews(sentNewsOf(sent));
          enqueueSnackbar(t('notification:infoCenter.sent'), {
            variant: 'success',
            autoHideDuration: TOAST_MS.application,
          });
          clear();
        },
        onError: (error) => failed(error, sentSlots),
      },
    );
  };

  const field = (name: Field) => ({ ...fieldProps(name), disabled: send.isPending });

  return (
    <ScriptedForm
      ref={form}
      plain
      spacing={3}
      encType="multipart/form-data"
      onSubmit={submit}
      aria-label={t('form.label')}
      aria-busy={send.isPending}
    >
      <PlainFormNotice answer={answer} sent={t('notification:infoCenter.sent')} />
      <SentReference reference={sentNews?.reference} receipt={sentNews?.receipt} email={sentNews?.email} />
      <FormTextField {...field('name')} label={t('form.name')} required autoComplete="organization" />
      <FormTextField {...field('email')} label={t('form.email')} type="email" required autoComplete="email" />
      <PhoneField {...field('phone_number')} label={t('form.phone')} />
      <FormTextField {...field('info')} label={t('form.info')} multiline minRows={3} inputProps={{ maxLength: 5000 }} />
      <div>
        {DOCUMENT_SLOTS.map((slot) => (
          <DocumentSlot
            key={slot}
            slot={slot}
            title={slotTitle(slot)}
            file={chosen[slot]?.file}
            error={chosen[slot]?.refused ?? fileErrors[FILE_FIELD_PREFIX + slot]}
            disabled={send.isPending}
            onPick={(file) => void pick(slot, file)}
            onRemove={() => remove(slot)}
          />
        ))}
      </div>
      <ConsentField
        checked={consent}
        error={consentError}
        disabled={send.isPending}
        onChange={(checked) => {
          setConsent(checked);
          setConsentError(undefined);
        }}
      />
      <Honeypot value={values.website} onChange={(website) => setValues((current) => ({ ...current, website }))} />
      {blocked && refusedSlots.length > 0 && (
        <Alert severity="error" role="alert">
          {t('form.refusedBlocks', { documents: refusedSlots.map(slotTitle).join(', ') })}
        </Alert>
      )}
      {send.isPending && <LinearProgress aria-label={t('form.sending')} />}
      <SendButton sending={send.isPending}>{t('form.send')}</SendButton>
    </ScriptedForm>
  );
}
