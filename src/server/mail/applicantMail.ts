import type { PublicStatus } from '../../api/applicationStatus';
import type { ContentLanguage } from '../../api/translations';
import { APPLICANT_TEXTS, type ApplicantTexts, filled } from '../applications/applicantTexts';
import type { ParkContacts } from '../applications/parkContacts';
import { oneLine, quoted } from './mailText';

/** What the applicant sent, as their receipt repeats it (no attachment: document titles only). */
export interface SentApplication {
  kind: 'contact' | 'investor';
  reference: string;
  name: string;
  email: string;
  phone_number: string;
  text: string;
  documents: string[];
}

type MailTexts = ApplicantTexts['mail'];

function contactLines(texts: MailTexts, park: ParkContacts): string[] {
  const lines = [...park.phones, park.email, park.address, park.workingHours].filter(Boolean);
  return lines.length ? ['', texts.contacts, ...lines] : [];
}

/**
 * The receipt: the reference, what was sent, what happens next, the private status link and the
 * park's contacts. Its subject holds nothing the visitor typed, so no one can send a message of
 * their own to an address they fill in.
 */
export function receiptMessage(language: ContentLanguage, sent: SentApplication, link: string, park: ParkContacts) {
  const texts = APPLICANT_TEXTS[language].mail;
  const phone = oneLine(sent.phone_number);
  const lines = [
    texts.hello,
    '',
    filled(texts.received[sent.kind], { reference: sent.reference }),
    '',
    texts.youSent,
    `${texts.name}: ${oneLine(sent.name)}`,
    `${texts.email}: ${oneLine(sent.email)}`,
    ...(phone ? [`${texts.phone}: ${phone}`] : []),
    ...(sent.text ? [`${texts.message}:`, ...quoted(sent.text)] : []),
    ...(sent.documents.length ? [`${texts.documents}:`, ...sent.documents.map((doc) => `- ${oneLine(doc)}`)] : []),
    '',
    texts.next,
    '',
    texts.follow,
    link,
    texts.private,
    ...contactLines(texts, park),
    '',
    texts.noReply,
  ];
  return { subject: filled(texts.receiptSubject, { reference: sent.reference }), text: lines.join('\n') };
}

/**
 * Where a later mail sends the applicant: their status page's link when the server could open the
 * sealed token (statusLinks.ts), else the receipt's, by the reference the mail names.
 */
const pageLines = (texts: MailTexts, link: string | undefined) =>
  link ? [texts.openPage, link] : [texts.answerOnPage];

/** Staff's public reply, mailed to the applicant, with the link to their status page when there is one. */
export function replyMessage(language: ContentLanguage, reference: string, reply: string, link?: string) {
  const texts = APPLICANT_TEXTS[language].mail;
  const lines = [filled(texts.replied, { reference }), '', reply, '', ...pageLines(texts, link), '', texts.noReply];
  return { subject: filled(texts.replySubject, { reference }), text: lines.join('\n') };
}

/** A new status, when staff chose to tell the applicant. */
export function statusMessage(language: ContentLanguage, reference: string, status: PublicStatus, link?: string) {
  const texts = APPLICANT_TEXTS[language].mail;
  const now = filled(texts.statusNow, { reference, status: texts.statuses[status] });
  const lines = [now, '', ...pageLines(texts, link), '', texts.noReply];
  return { subject: filled(texts.statusSubject, { reference }), text: lines.join('\n') };
}
