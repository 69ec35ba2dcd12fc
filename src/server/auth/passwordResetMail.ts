import { RESET_LINK_MINUTES } from '../../api/auth';
import type { ContentLanguage } from '../../api/translations';

/** The texts of the mail with a link to set a new password, in the language of the page it was asked from. */
const TEXTS: Record<
  ContentLanguage,
  { subject: string; greeting: (name: string) => string; asked: string; open: string; once: string; notYou: string }
> = {
  en: {
    subject: 'Set a new password for the Technopark back office',
    greeting: (name) => `Hello, ${name}.`,
    asked: 'Someone, probably you, asked to set a new password for your account of the Technopark back office.',
    open: `Open this link within ${RESET_LINK_MINUTES} minutes to choose it:`,
    once: 'The link works once. Setting the new password signs your account out everywhere.',
    notYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  ru: {
    subject: 'Новый пароль для панели управления Технопарка',
    greeting: (name) => `Здравствуйте, ${name}.`,
    asked: 'Кто-то, вероятно вы, попросил задать новый пароль для вашей учётной записи в панели управления Технопарка.',
    open: `Откройте эту ссылку в течение ${RESET_LINK_MINUTES} минут, чтобы задать его:`,
    once: 'Ссылка действует один раз. После смены пароля ваша учётная запись выходит из системы на всех устройствах.',
    notYou: 'Если вы этого не просили, не обращайте внимания на это письмо: ваш пароль останется прежним.',
  },
  uz: {
    subject: 'Texnopark boshqaruv paneli uchun yangi parol oʻrnatish',
    greeting: (name) => `Assalomu alaykum, ${name}.`,
    asked: 'Kimdir, ehtimol siz, Texnopark boshqaruv panelidagi hisobingiz uchun yangi parol oʻrnatishni soʻradi.',
    open: `Uni tanlash uchun ushbu havolani ${RESET_LINK_MINUTES} daqiqa ichida oching:`,
    once: 'Havola bir marta ishlaydi. Yangi parol oʻrnatilgach, hisobingiz barcha qurilmalarda tizimdan chiqadi.',
    notYou: 'Agar buni soʻramagan boʻlsangiz, ushbu xatga eʼtibor bermang: parolingiz oʻzgarmaydi.',
  },
};

/** The plain-text mail: who it is for, why it came, the link, and what to do if nobody asked. */
export function resetMessage(language: ContentLanguage, fullName: string, link: string) {
  const texts = TEXTS[language];
  // The name was typed by an admin; one line of it, so it cannot add lines of its own.
  const name = fullName.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  return {
    subject: texts.subject,
    text: [texts.greeting(name), '', texts.asked, texts.open, '', link, '', texts.once, texts.notYou].join('\n'),
  };
}
