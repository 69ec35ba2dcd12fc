/**
 * The public forms as plain HTML forms: a browser without scripts (or before they arrive) posts
 * the form to the page's own address (`POST /contact`, `/ru/info-center`…), and the server answers
 * with the page again. Written here because the server and its render entry both need it.
 */
import { REFERENCE_PATTERN } from './applicationReference';

export type PlainFormName = 'contact' | 'investor';

/** Each form's page (its English address; `/ru` and `/uz` come before it) and the API route it goes through. */
export const PLAIN_FORMS: Record<PlainFormName, { page: string; api: string }> = {
  contact: { page: '/contact', api: '/api/contacts' },
  investor: { page: '/info-center', api: '/api/investor' },
};

/** The investor form's file inputs are named `file-<slot>`; each carries its title in `title-<slot>`. */
export const FILE_FIELD_PREFIX = 'file-';
export const FILE_TITLE_PREFIX = 'title-';

/**
 * The query parameter of the page a sent plain form is redirected to, carrying the reference the
 * application was given: `/contact?sent=TP-2026-000123` (`?sent=1` from before references).
 */
export const SENT_PARAMETER = 'sent';

/** The reference a sent form's page address carries (`?sent=TP-2026-000123`), if it carries one. */
export function sentReference(search: URLSearchParams): string | undefined {
  const sent = search.get(SENT_PARAMETER);
  return sent !== null && REFERENCE_PATTERN.test(sent) ? sent : undefined;
}

/**
 * The query parameter that says, beside `sent`, whether a receipt was mailed to the applicant
 * (`mailed`) or the server sends no mail (`none`): the page then says to keep the number.
 */
export const RECEIPT_PARAMETER = 'receipt';
export type ReceiptNews = 'mailed' | 'none';

/** What became of the receipt, as the form's answer says it (`receipt_mailed`). */
export const receiptNews = (mailed: unknown): ReceiptNews | undefined =>
  mailed === true ? 'mailed' : mailed === false ? 'none' : undefined;

/** What a sent form's page address says of the receipt, if it says anything (not before receipts). */
export function sentReceipt(search: URLSearchParams): ReceiptNews | undefined {
  const receipt = search.get(RECEIPT_PARAMETER);
  return receipt === 'mailed' || receipt === 'none' ? receipt : undefined;
}

/** Why a plain form was refused as a whole, rather than for one of its fields. */
export type PlainFormProblem = 'tooManyRequests' | 'tooLarge' | 'busy' | 'failed';

/** What the server hands the page it renders again after refusing a plain form. */
export interface PlainFormAnswer {
  form: PlainFormName;
  /** What the visitor typed, to fill the fields again (files cannot be: a browser chooses them anew). */
  values: Record<string, string>;
  /** The server's sentence for each refused field (worded in the page's language by the page). */
  fields: Record<string, string>;
  problem?: PlainFormProblem;
  /** The visitor had chosen files, which must be chosen again. */
  hadFiles: boolean;
}

const PROBLEM_BY_STATUS: Record<number, PlainFormProblem> = { 413: 'tooLarge', 429: 'tooManyRequests', 503: 'busy' };

/** Why a form was refused as a whole (an answer that names no field), from the API's status. */
export const problemOfStatus = (status: number | undefined): PlainFormProblem =>
  PROBLEM_BY_STATUS[status ?? 0] ?? 'failed';
