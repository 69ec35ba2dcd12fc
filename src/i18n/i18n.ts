import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'ru', 'uz'] as const;

/**
 * Translations are read over HTTP from locales/{lng}/{ns}.json, with the loader settings of
 * SPEC section 9 (10 parallel reads, 5 retries from 350 ms) and its separators (`:` and `.`).
 */
export function startI18n() {
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      ns: ['translation'],
      defaultNS: 'translation',
      nsSeparator: ':',
      keySeparator: '.',
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      // React escapes what it renders.
      interpolation: { escapeValue: false, maxReplaces: 1000 },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    });
}
