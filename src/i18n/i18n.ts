import i18next, { type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LazyHttpBackend } from './lazyHttpBackend';
import { LANGUAGES, type Language } from './namespaces';

/** `<html lang>` follows the language on show, for screen readers and search engines. */
function followInHtml(language: string) {
  document.documentElement.lang = language;
}

/** What the browser's and the server's instances share: languages, separators (`:` and `.`), escaping. */
export const I18N_OPTIONS = {
  // Every text exists in every language (tests/unit/locales.test.ts), so nothing falls back to
  // English; with English behind Russian and Uzbek, the browser would read the English files of
  // every namespace a page uses on each Russian or Uzbek visit, for texts it never shows.
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  defaultNS: 'translation',
  nsSeparator: ':',
  keySeparator: '.',
  // React escapes what it renders.
  interpolation: { escapeValue: false, maxReplaces: 1000 },
} satisfies InitOptions;

/** The namespaces every page needs: the layout's. */
const LAYOUT_NAMESPACES = ['translation', 'common', 'navbar', 'footer'];

/**
 * The browser's i18next, in the language of the address. When the server rendered the page it
 * inlined the translations the page used: i18next starts from them synchronously, so hydration
 * sees the same texts. Other namespaces are read over HTTP from locales/{lng}/{ns}.json when a
 * page first asks for them (the loader itself is fetched then, see lazyHttpBackend.ts), with the loader settings the product has always used (10 parallel reads,
 * 5 retries from 350 ms).
 */
export function startI18n(language: Language, inlined?: Resource) {
  i18next.on('languageChanged', followInHtml);
  return i18next
    .use(LazyHttpBackend)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: language,
      ns: inlined ? Object.keys(inlined[language] ?? {}) : LAYOUT_NAMESPACES,
      resources: inlined,
      partialBundledLanguages: true,
      initAsync: !inlined,
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    });
}
