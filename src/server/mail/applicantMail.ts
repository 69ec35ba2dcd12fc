import type { PublicStatus } from '../../api/applicationStatus';
import type { ContentLanguage } from '../../api/translations';
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

interface Texts {
  receiptSubject: (reference: string) => string;
  hello: string;
  received: Record<SentApplication['kind'], (reference: string) => string>;
  youSent: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  documents: string;
  next: string;
  follow: string;
  private: string;
  contacts: string;
  replySubject: (reference: string) => string;
  replied: (reference: string) => string;
  statusSubject: (reference: string) => string;
  statusNow: (reference: string, status: string) => string;
  statuses: Record<PublicStatus, string>;
  answerOnPage: string;
  noReply: string;
}

/** The applicant's mails in the language of the page they sent from (ours, in all three). */
const TEXTS: Record<ContentLanguage, Texts> = {
  en: {
    receiptSubject: (reference) => `Technopark: your application ${reference} has been received`,
    hello: 'Hello,',
    received: {
      contact: (reference) => `We have received your contact request. Its reference number is ${reference}.`,
      investor: (reference) => `We have received your investor application. Its reference number is ${reference}.`,
    },
    youSent: 'What you sent:',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    documents: 'Documents',
    next: 'What happens next: our staff read every application within three working days and answer you by e-mail.',
    follow: 'See where your application stands, read our replies and write to us on its private page:',
    private: 'Keep this link to yourself: whoever has it can read your application.',
    contacts: 'How to reach the Technopark:',
    replySubject: (reference) => `Technopark: a reply to your application ${reference}`,
    replied: (reference) => `The Technopark has replied to your application ${reference}:`,
    statusSubject: (reference) => `Technopark: your application ${reference} has a new status`,
    statusNow: (reference, status) => `Your application ${reference} is now: ${status}.`,
    statuses: { received: 'received', in_review: 'in review', answered: 'answered', closed: 'closed' },
    answerOnPage:
      'To answer, or to see everything about your application, open its page with the link in the receipt we sent you.',
    noReply: 'This mail was sent automatically; replies to it are not read.',
  },
  ru: {
    receiptSubject: (reference) => `Технопарк: ваше обращение ${reference} получено`,
    hello: 'Здравствуйте!',
    received: {
      contact: (reference) => `Мы получили ваше обращение. Его номер — ${reference}.`,
      investor: (reference) => `Мы получили вашу заявку инвестора. Её номер — ${reference}.`,
    },
    youSent: 'Что вы отправили:',
    name: 'Имя',
    email: 'E-mail',
    phone: 'Телефон',
    message: 'Сообщение',
    documents: 'Документы',
    next: 'Что дальше: наши сотрудники рассматривают каждое обращение в течение трёх рабочих дней и отвечают по электронной почте.',
    follow: 'Следите за ходом рассмотрения, читайте наши ответы и пишите нам на личной странице обращения:',
    private: 'Не передавайте эту ссылку: любой, у кого она есть, может прочитать ваше обращение.',
    contacts: 'Как связаться с Технопарком:',
    replySubject: (reference) => `Технопарк: ответ на ваше обращение ${reference}`,
    replied: (reference) => `Технопарк ответил на ваше обращение ${reference}:`,
    statusSubject: (reference) => `Технопарк: новый статус обращения ${reference}`,
    statusNow: (reference, status) => `Статус вашего обращения ${reference}: ${status}.`,
    statuses: { received: 'получено', in_review: 'на рассмотрении', answered: 'дан ответ', closed: 'закрыто' },
    answerOnPage:
      'Чтобы ответить или посмотреть всё об обращении, откройте его страницу по ссылке из письма-подтверждения, которое мы вам прислали.',
    noReply: 'Это письмо отправлено автоматически; ответы на него не читаются.',
  },
  uz: {
    receiptSubject: (reference) => `Texnopark: ${reference} raqamli murojaatingiz qabul qilindi`,
    hello: 'Assalomu alaykum!',
    received: {
      contact: (reference) => `Murojaatingizni qabul qildik. Uning raqami — ${reference}.`,
      investor: (reference) => `Investor arizangizni qabul qildik. Uning raqami — ${reference}.`,
    },
    youSent: 'Siz yuborgan maʼlumotlar:',
    name: 'Ism',
    email: 'E-mail',
    phone: 'Telefon',
    message: 'Xabar',
    documents: 'Hujjatlar',
    next: 'Keyingi qadam: xodimlarimiz har bir murojaatni uch ish kuni ichida koʻrib chiqadi va elektron pochta orqali javob beradi.',
    follow:
      'Murojaatingiz holatini kuzatish, javoblarimizni oʻqish va bizga yozish uchun uning shaxsiy sahifasini oching:',
    private: 'Bu havolani hech kimga bermang: u kimda boʻlsa, murojaatingizni oʻqiy oladi.',
    contacts: 'Texnopark bilan bogʻlanish:',
    replySubject: (reference) => `Texnopark: ${reference} raqamli murojaatingizga javob`,
    replied: (reference) => `Texnopark ${reference} raqamli murojaatingizga javob berdi:`,
    statusSubject: (reference) => `Texnopark: ${reference} raqamli murojaatingizning yangi holati`,
    statusNow: (reference, status) => `${reference} raqamli murojaatingiz holati: ${status}.`,
    statuses: {
      received: 'qabul qilindi',
      in_review: 'koʻrib chiqilmoqda',
      answered: 'javob berildi',
      closed: 'yopildi',
    },
    answerOnPage:
      'Javob berish yoki murojaat haqida hammasini koʻrish uchun sizga yuborgan tasdiq xatimizdagi havola orqali uning sahifasini oching.',
    noReply: 'Bu xat avtomatik yuborildi; unga yozilgan javoblar oʻqilmaydi.',
  },
};

function contactLines(texts: Texts, park: ParkContacts): string[] {
  const lines = [...park.phones, park.email, park.address, park.workingHours].filter(Boolean);
  return lines.length ? ['', texts.contacts, ...lines] : [];
}

/**
 * The receipt: the reference, what was sent, what happens next, the private status link and the
 * park's contacts. Its subject holds nothing the visitor typed, so no one can send a message of
 * their own to an address they fill in.
 */
export function receiptMessage(language: ContentLanguage, sent: SentApplication, link: string, park: ParkContacts) {
  const texts = TEXTS[language];
  const phone = oneLine(sent.phone_number);
  const lines = [
    texts.hello,
    '',
    texts.received[sent.kind](sent.reference),
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
  return { subject: texts.receiptSubject(sent.reference), text: lines.join('\n') };
}

/**
 * Staff's public reply, mailed to the applicant. It cannot carry the status link (only its hash is
 * kept): it points to the receipt's.
 */
export function replyMessage(language: ContentLanguage, reference: string, reply: string) {
  const texts = TEXTS[language];
  const lines = [texts.replied(reference), '', reply, '', texts.answerOnPage, '', texts.noReply];
  return { subject: texts.replySubject(reference), text: lines.join('\n') };
}

/** A new status, when staff chose to tell the applicant. */
export function statusMessage(language: ContentLanguage, reference: string, status: PublicStatus) {
  const texts = TEXTS[language];
  const lines = [texts.statusNow(reference, texts.statuses[status]), '', texts.answerOnPage, '', texts.noReply];
  return { subject: texts.statusSubject(reference), text: lines.join('\n') };
}
