import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../api/browserStorage';
import { LANGUAGES } from './namespaces';

/** `<html lang>` follows the visitor's choice, for screen readers and search engines. */
function followInHtml(language: string) {
  document.documentElement.lang = language;
}

/**
 * Translations are read over HTTP from locales/{lng}/{ns}.json, with the loader settings the
 * product has always used (10 parallel reads, 5 retries from 350 ms) and its separators (`:` and `.`).
 * The choice is kept in localStorage under the language key; English is the default.
 */
export function startI18n() {
  i18next.on('languageChanged', followInHtml);
  return i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      load: 'languageOnly',
      ns: ['translation', 'common', 'navbar', 'footer'],
      defaultNS: 'translation',
      nsSeparator: ':',
      keySeparator: '.',
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      // React escapes what it renders.
      interpolation: { escapeValue: false, maxReplaces: 1000 },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage'],
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
      },
    });
}
