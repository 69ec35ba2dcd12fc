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

// Making a formatter loads the locale's data and costs a phone milliseconds each time; a news
// list dates every card, so each language's formatter is made once.
const formatters = new Map<Language, Intl.DateTimeFormat>();

function formatterOf(language: Language) {
  let formatter = formatters.get(language);
  if (!formatter) {
    const [locale, options] = DATE_FORMATS[language];
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Tashkent' });
    formatters.set(language, formatter);
  }
  return formatter;
}

export function formatDate(language: Language, iso: string): string {
  return formatterOf(language).format(new Date(iso));
}
