import type { Language } from '../i18n/namespaces';

/**
 * Dates as the park's visitors write them, the same on the server and in every browser: the
 * park's own time zone (not the reader's or the server's), and, because Chromium ships without
 * Uzbek date data while Node has it, Uzbek in the day.month.year digits used in Uzbekistan.
 */
const DATE_FORMATS: Record<Language, [string, Intl.DateTimeFormatOptions]> = {
  en: ['en', { dateStyle: 'long' }],
  ru: ['ru', { dateStyle: 'long' }],
  uz: ['ru', { day: '2-digit', month: '2-digit', year: 'numeric' }],
};

export function formatDate(language: Language, iso: string): string {
  const [locale, options] = DATE_FORMATS[language];
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Tashkent' }).format(new Date(iso));
}
