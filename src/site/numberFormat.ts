import type { Language } from '../i18n/namespaces';

/**
 * Chromium ships without Uzbek number data (it would write 319,690,000) while Node has it, so a
 * page rendered on the server would not match in the browser. Uzbek groups digits as Russian
 * does (a no-break space every three digits, a decimal comma), so it borrows that format.
 */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en', ru: 'ru', uz: 'ru' };

/** Formats numbers the same way on the server and in every browser. */
export const numberFormat = (language: Language) => new Intl.NumberFormat(NUMBER_LOCALES[language]);
