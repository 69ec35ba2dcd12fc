import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/namespaces';

/** Every translation file, bundled into the server build: rendering never waits for a read. */
const files = import.meta.glob<ResourceLanguage>('../../../locales/*/*.json', { eager: true, import: 'default' });

const RESOURCES: Resource = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.includes(`/locales/${language}/`))
        .map(([path, texts]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), texts]),
    ),
  ]),
);

/** A fresh i18next for one render in one language, ready at once. */
export function createServerI18n(language: Language): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: language, resources: RESOURCES, initAsync: false });
  return i18n;
}

/** The translations a render asked for, in its language, to inline into the page. */
export function usedTranslations(i18n: I18n, language: Language): Resource {
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  return { [language]: Object.fromEntries(used.map((namespace) => [namespace, RESOURCES[language][namespace]])) };
}
