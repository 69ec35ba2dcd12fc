import type { Kysely } from 'kysely';
import type { PublicStatus } from '../../api/applicationStatus';
import { type ContentLanguage, isContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';
import type { PublicAddress } from '../http/publicAddress';
import { receiptMessage, replyMessage, type SentApplication, statusMessage } from '../mail/applicantMail';
import type { StaffMail } from '../mail/staffMail';
import type { ApplicationRow } from './applicationThreads';
import { parkContacts } from './parkContacts';
import { statusLink } from './statusLinks';

interface NoticeDeps {
  db: Kysely<Database>;
  staffMail: StaffMail;
  siteUrl: PublicAddress;
}

const languageOf = (row: ApplicationRow): ContentLanguage => (isContentLanguage(row.language) ? row.language : 'en');

/**
 * The applicant's receipt, once, as their application is stored: it is the only place their
 * status link is ever written out. Nothing without SMTP_URL (the page then says to keep the number).
 */
export async function mailReceipt(
  { db, staffMail, siteUrl }: NoticeDeps,
  sent: SentApplication & { id: number; row: ApplicationRow },
  token: string,
): Promise<void> {
  if (!staffMail.enabled || !sent.email) return;
  const language = languageOf(sent.row);
  const link = statusLink(siteUrl(), language, token);
  const mail = receiptMessage(language, sent, link, await parkContacts(db, language));
  staffMail.sendToApplicant({ to: sent.email, ...mail }, { receipt: `${sent.kind} ${sent.id}` });
}

/** Staff's public reply, or a new status they chose to tell, mailed to the applicant. */
export function mailReply({ staffMail }: Pick<NoticeDeps, 'staffMail'>, row: ApplicationRow, reply: string): void {
  if (!row.email) return;
  const mail = replyMessage(languageOf(row), row.reference, reply);
  staffMail.sendToApplicant({ to: row.email, ...mail }, { reply: row.reference });
}

export function mailNewStatus(
  { staffMail }: Pick<NoticeDeps, 'staffMail'>,
  row: ApplicationRow,
  status: PublicStatus,
): void {
  if (!row.email) return;
  const mail = statusMessage(languageOf(row), row.reference, status);
  staffMail.sendToApplicant({ to: row.email, ...mail }, { status: row.reference });
}
