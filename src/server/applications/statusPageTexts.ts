import type { PublicStatus } from '../../api/applicationStatus';
import type { ContentLanguage } from '../../api/translations';

/** The status page's words (ours, in all three languages). */
export interface StatusPageTexts {
  title: string;
  reference: string;
  status: string;
  received: string;
  since: string;
  statuses: Record<PublicStatus, string>;
  explanations: Record<PublicStatus, string>;
  thread: string;
  park: string;
  you: string;
  noMessages: string;
  documents: string;
  write: string;
  message: string;
  documentTitle: (slot: number) => string;
  documentFile: (slot: number) => string;
  pdfOnly: string;
  send: string;
  written: string;
  closed: string;
  problems: Record<'fix' | 'closed' | 'tooLarge' | 'pdfOnly' | 'tooMany' | 'failed', string>;
  privateNote: string;
}

export const STATUS_PAGE_TEXTS: Record<ContentLanguage, StatusPageTexts> = {
  en: {
    title: 'Your application',
    reference: 'Reference',
    status: 'Status',
    received: 'Received on',
    since: 'Since',
    statuses: { received: 'Received', in_review: 'In review', answered: 'Answered', closed: 'Closed' },
    explanations: {
      received: 'We have your application; our staff will read it within three working days.',
      in_review: 'Our staff are working on your application.',
      answered: 'We have answered you: read our reply below.',
      closed: 'We have finished with your application.',
    },
    thread: 'Messages',
    park: 'Technopark',
    you: 'You',
    noMessages: 'No messages yet.',
    documents: 'Documents',
    write: 'Write to us',
    message: 'Your message',
    documentTitle: (slot) => `Title of document ${slot}`,
    documentFile: (slot) => `Document ${slot} (PDF)`,
    pdfOnly: 'Only PDF documents, as on the application form.',
    send: 'Send',
    written: 'Your message has been sent.',
    closed: 'This application was closed more than 30 days ago: to write to us, send a new request.',
    problems: {
      fix: 'The message was not sent: write a message, and give every document a title.',
      closed: 'The message was not sent: this application is closed.',
      tooLarge: 'The message was not sent: the documents are too large.',
      pdfOnly: 'The message was not sent: only PDF documents can be added.',
      tooMany: 'The message was not sent: too many messages in a short time, try again later.',
      failed: 'The message was not sent: please try again later.',
    },
    privateNote: 'This page is private: only people with its link can see it. Do not share the link.',
  },
  ru: {
    title: 'Ваше обращение',
    reference: 'Номер',
    status: 'Статус',
    received: 'Дата получения',
    since: 'С',
    statuses: { received: 'Получено', in_review: 'На рассмотрении', answered: 'Дан ответ', closed: 'Закрыто' },
    explanations: {
      received: 'Мы получили ваше обращение; наши сотрудники рассмотрят его в течение трёх рабочих дней.',
      in_review: 'Наши сотрудники работают над вашим обращением.',
      answered: 'Мы вам ответили: прочитайте наш ответ ниже.',
      closed: 'Работа над вашим обращением завершена.',
    },
    thread: 'Сообщения',
    park: 'Технопарк',
    you: 'Вы',
    noMessages: 'Сообщений пока нет.',
    documents: 'Документы',
    write: 'Написать нам',
    message: 'Ваше сообщение',
    documentTitle: (slot) => `Название документа ${slot}`,
    documentFile: (slot) => `Документ ${slot} (PDF)`,
    pdfOnly: 'Только документы PDF, как в форме заявки.',
    send: 'Отправить',
    written: 'Ваше сообщение отправлено.',
    closed: 'Это обращение закрыто более 30 дней назад: чтобы написать нам, отправьте новое обращение.',
    problems: {
      fix: 'Сообщение не отправлено: напишите сообщение и укажите название каждого документа.',
      closed: 'Сообщение не отправлено: обращение закрыто.',
      tooLarge: 'Сообщение не отправлено: документы слишком большие.',
      pdfOnly: 'Сообщение не отправлено: можно добавлять только документы PDF.',
      tooMany: 'Сообщение не отправлено: слишком много сообщений за короткое время, попробуйте позже.',
      failed: 'Сообщение не отправлено: попробуйте позже.',
    },
    privateNote: 'Это личная страница: её видят только те, у кого есть ссылка. Не передавайте ссылку другим.',
  },
  uz: {
    title: 'Murojaatingiz',
    reference: 'Raqam',
    status: 'Holat',
    received: 'Qabul qilingan sana',
    since: 'Sana',
    statuses: {
      received: 'Qabul qilindi',
      in_review: 'Koʻrib chiqilmoqda',
      answered: 'Javob berildi',
      closed: 'Yopildi',
    },
    explanations: {
      received: 'Murojaatingiz bizda; xodimlarimiz uni uch ish kuni ichida koʻrib chiqadi.',
      in_review: 'Xodimlarimiz murojaatingiz ustida ishlamoqda.',
      answered: 'Sizga javob berdik: javobimizni quyida oʻqing.',
      closed: 'Murojaatingiz boʻyicha ish yakunlandi.',
    },
    thread: 'Xabarlar',
    park: 'Texnopark',
    you: 'Siz',
    noMessages: 'Hozircha xabarlar yoʻq.',
    documents: 'Hujjatlar',
    write: 'Bizga yozing',
    message: 'Xabaringiz',
    documentTitle: (slot) => `${slot}-hujjat nomi`,
    documentFile: (slot) => `${slot}-hujjat (PDF)`,
    pdfOnly: 'Ariza shaklidagidek faqat PDF hujjatlar.',
    send: 'Yuborish',
    written: 'Xabaringiz yuborildi.',
    closed: 'Bu murojaat 30 kundan koʻproq oldin yopilgan: bizga yozish uchun yangi murojaat yuboring.',
    problems: {
      fix: 'Xabar yuborilmadi: xabar yozing va har bir hujjatga nom bering.',
      closed: 'Xabar yuborilmadi: murojaat yopilgan.',
      tooLarge: 'Xabar yuborilmadi: hujjatlar juda katta.',
      pdfOnly: 'Xabar yuborilmadi: faqat PDF hujjatlar qoʻshish mumkin.',
      tooMany: 'Xabar yuborilmadi: qisqa vaqtda juda koʻp xabar yuborildi, keyinroq urinib koʻring.',
      failed: 'Xabar yuborilmadi: keyinroq urinib koʻring.',
    },
    privateNote: 'Bu shaxsiy sahifa: uni faqat havolasi borlar koʻra oladi. Havolani hech kimga bermang.',
  },
};
