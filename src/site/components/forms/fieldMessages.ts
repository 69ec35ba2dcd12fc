import type { TFunction } from 'i18next';
import { fieldMessageKind } from '../../../api/fieldMessageKinds';
import type { PlainFormProblem } from '../../../api/plainForms';
import { INVESTOR_TOTAL_MB, PDF_MAX_MB } from '../../../api/uploadLimits';

/** Fields whose empty value has a message of its own; the others say "fill in this field". */
const OWN_REQUIRED: Record<string, string> = {
  name: 'notification:fields.nameRequired',
  message: 'notification:fields.messageRequired',
};

/** The server's message for a field of a public form, said in the page's language by its kind. */
export function fieldMessage(t: TFunction, field: string, message: string): string {
  const { kind, max } = fieldMessageKind(message);
  switch (kind) {
    case 'required':
      return t(OWN_REQUIRED[field] ?? 'notification:fields.required');
    case 'consentRequired':
      return t('common:privacy.required');
    case 'fileType':
      return t('notification:files.invalidType');
    case 'fileTooLarge':
      return t('notification:files.tooLarge', { max: max ?? PDF_MAX_MB });
    case 'filesTooLarge':
      return t('notification:files.totalTooLarge', { total: max ?? INVESTOR_TOTAL_MB });
    case 'tooLong':
    case 'tooManyFiles':
      return t(`notification:fields.${kind}`, { max });
    default:
      return t(`notification:fields.${kind}`);
  }
}

/** Every field's message in the page's language. */
export const fieldMessages = (t: TFunction, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, fieldMessage(t, field, message)]));

/** A refusal of the whole form, in the page's language. */
export const problemMessage = (t: TFunction, problem: PlainFormProblem) =>
  t(`notification:problems.${problem}`, { total: INVESTOR_TOTAL_MB });
