import type { Kysely } from 'kysely';
import type { PublicStatus } from '../../api/applicationStatus';
import { type ContentLanguage, isContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';
import type { PublicAddress } from '../http/publicAddress';
import { receiptMessage, replyMessage, type SentApplication, statusMessage } from '../mail/applicantMail';
import type { StaffMail } from '../mail/staffMail';
import type { SecretBox } from '../secrets/secretBox';
import type { ApplicationRow } from './applicationThreads';
import { parkContacts } from './parkContacts';
import { openedStatusToken, statusLink } from './statusLinks';

interface NoticeDeps {
  db: Kysely<Database>;
  staffMail: StaffMail;
  siteUrl: PublicAddress;
  secrets: SecretBox;
}

/** What a later mail needs to link the applicant's status page. */
export type LaterNoticeDeps = Pick<NoticeDeps, 'staffMail' | 'siteUrl' | 'secrets'>;

const languageOf = (row: ApplicationRow): ContentLanguage => (isContentLanguage(row.language) ? row.language : 'en');

/**
 * The applicant's receipt, once, as their application is stored, with their status link. Nothing
 * without SMTP_URL (the page then says to keep the number): answers whether it is on its way.
 */
export async function mailReceipt(
  { db, staffMail, siteUrl }: Omit<NoticeDeps, 'secrets'>,
  sent: SentApplication & { id: number; row: ApplicationRow },
  token: string,
): Promise<boolean> {
  if (!staffMail.enabled || !sent.email) return false;
  const language = languageOf(sent.row);
  const link = statusLink(siteUrl(), language, token);
  const mail = receiptMessage(language, sent, link, await parkContacts(db, language));
  staffMail.sendToApplicant({ to: sent.email, ...mail }, { receipt: `${sent.kind} ${sent.id}` });
  return true;
}

/** The status page's link for a later mail, when the server can open the sealed token. */
function laterLink({ siteUrl, secrets }: LaterNoticeDeps, row: ApplicationRow): string | undefined {
  const token = openedStatusToken(secrets, row);
  return token === undefined ? undefined : statusLink(siteUrl(), languageOf(row), token);
}

/** Staff's public reply, or a new status they chose to tell, mailed to the applicant. */
export function mailReply(deps: LaterNoticeDeps, row: ApplicationRow, reply: string): void {
  if (!row.email) return;
  const mail = replyMessage(languageOf(row), row.reference, reply, laterLink(deps, row));
  deps.staffMail.sendToApplicant({ to: row.email, ...mail }, { reply: row.reference });
}

export function mailNewStatus(deps: LaterNoticeDeps, row: ApplicationRow, status: PublicStatus): void {
  if (!row.email) return;
  const mail = statusMessage(languageOf(row), row.reference, status, laterLink(deps, row));
  deps.staffMail.sendToApplicant({ to: row.email, ...mail }, { status: row.reference });
}
