import { LinearProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../toastDurations';
import { SendButton } from '../SendButton';
import { ApiError } from '../../../api/client';
import { useSendInvestorApplication } from '../../queries/investors';
import { DocumentSlot } from './DocumentSlot';
import { DOCUMENT_SLOTS, type DocumentSlotId } from './documentSlots';
import { PDF_MAX_MB, PDFS_TOTAL_MAX_MB, pdfProblem } from './pdfCheck';
import { useToast } from '../Toasts';

type Chosen = Partial<Record<DocumentSlotId, File>>;

const bytesExcept = (chosen: Chosen, slot: DocumentSlotId) =>
  Object.entries(chosen).reduce((sum, [other, file]) => (other === slot || !file ? sum : sum + file.size), 0);

/**
 * The Info Center's application: a name and up to seven PDFs. Unlike the old page it never
 * reloads: success clears the form, failure keeps the name and the chosen files (DESIGN 8).
 */
export function InvestorForm() {
  const { t } = useTranslation(['infoCenter', 'notification']);
  const { enqueueSnackbar } = useToast();
  const send = useSendInvestorApplication();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [chosen, setChosen] = useState<Chosen>({});
  const [slotErrors, setSlotErrors] = useState<Partial<Record<DocumentSlotId, string>>>({});

  const slotTitle = (slot: DocumentSlotId) => t(`slots.${slot}`);
  const setSlotError = (slot: DocumentSlotId, message?: string) =>
    setSlotErrors((current) => ({ ...current, [slot]: message }));

  const pick = async (slot: DocumentSlotId, file: File) => {
    const problem = await pdfProblem(file, bytesExcept(chosen, slot));
    if (problem) {
      setSlotError(slot, t(`notification:files.${problem}`, { max: PDF_MAX_MB, total: PDFS_TOTAL_MAX_MB }));
      return;
    }
    setSlotError(slot);
    setChosen((current) => ({ ...current, [slot]: file }));
  };

  const remove = (slot: DocumentSlotId) => {
    setChosen(({ [slot]: _removed, ...rest }) => rest);
    setSlotError(slot);
  };

  const clear = () => {
    setName('');
    setChosen({});
    setSlotErrors({});
  };

  const failed = (error: Error) => {
    const reason = error instanceof ApiError && error.kind === 'HTTP_ERROR' ? error.message : '';
    const text = t('notification:infoCenter.failed');
    enqueueSnackbar(reason ? `${text}: ${reason}` : text, { variant: 'error', autoHideDuration: TOAST_MS.application });
    if (error instanceof ApiError && error.fields.name) setNameError(error.fields.name);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('form.nameRequired'));
      return;
    }
    const documents = DOCUMENT_SLOTS.flatMap((slot) => {
      const file = chosen[slot];
      return file ? [{ file, title: slotTitle(slot) }] : [];
    });
    send.mutate(
      { name: name.trim(), documents },
      {
        onSuccess: () => {
          enqueueSnackbar(t('notification:infoCenter.sent'), {
            variant: 'success',
            autoHideDuration: TOAST_MS.application,
          });
          clear();
        },
        onError: failed,
      },
    );
  };

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={submit}
      aria-label={t('form.label')}
      aria-busy={send.isPending}
    >
      <TextField
        name="name"
        label={t('form.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
        required
        error={Boolean(nameError)}
        helperText={nameError}
        autoComplete="organization"
        disabled={send.isPending}
        fullWidth
      />
      <div>
        {DOCUMENT_SLOTS.map((slot) => (
          <DocumentSlot
            key={slot}
            title={slotTitle(slot)}
            file={chosen[slot]}
            error={slotErrors[slot]}
            disabled={send.isPending}
            onPick={(file) => void pick(slot, file)}
            onRemove={() => remove(slot)}
          />
        ))}
      </div>
      {send.isPending && <LinearProgress aria-label={t('form.sending')} />}
      <SendButton sending={send.isPending}>{t('form.send')}</SendButton>
    </Stack>
  );
}
