import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type ReceiptNews, receiptNews } from '../../../api/plainForms';

/** What the page says of an application the scripted form sent: its reference, its receipt, the address typed. */
export interface SentNews {
  reference: string;
  receipt?: ReceiptNews;
  email?: string;
}

export const sentNewsOf = (answer: { reference: string; email: string; receipt_mailed?: boolean }): SentNews => ({
  reference: answer.reference,
  receipt: receiptNews(answer.receipt_mailed),
  email: answer.email,
});

/** Which sentence tells the number: with the receipt mailed (to the address typed, when the page knows it), or to keep it. */
function sentenceKey(receipt: ReceiptNews | undefined, email: string | undefined) {
  if (receipt === 'none') return 'reference.noMail';
  if (receipt === 'mailed') return email ? 'reference.mailed' : 'reference.mailedToYou';
  return 'reference.keep';
}

/**
 * The reference a sent application was given, above the form until the visitor sends another:
 * the toast that says it was sent is gone in two seconds, the number is one to write down. It
 * says whether a receipt is on its way, or that the server sends none and the number is all.
 */
export function SentReference({
  reference,
  receipt,
  email,
}: {
  reference: string | undefined;
  receipt?: ReceiptNews;
  email?: string;
}) {
  const { t } = useTranslation('notification');
  if (!reference) return null;
  return (
    <Alert severity="info" data-reference={reference}>
      {t(sentenceKey(receipt, email), { reference, email })}
    </Alert>
  );
}
