import i18next from 'i18next';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { rememberLanguage } from '../i18n/languagePaths';
import { isLanguage, LANGUAGES, type Language } from '../i18n/namespaces';
import enApplications from '../../locales/en/applications.json';
import enForms from '../../locales/en/forms.json';
import enIntegrations from '../../locales/en/integrations.json';
import enLists from '../../locales/en/lists.json';
import enSidebar from '../../locales/en/sidebar.json';
import ruApplications from '../../locales/ru/applications.json';
import ruForms from '../../locales/ru/forms.json';
import ruIntegrations from '../../locales/ru/integrations.json';
import ruLists from '../../locales/ru/lists.json';
import ruSidebar from '../../locales/ru/sidebar.json';
import uzApplications from '../../locales/uz/applications.json';
import uzForms from '../../locales/uz/forms.json';
import uzIntegrations from '../../locales/uz/integrations.json';
import uzLists from '../../locales/uz/lists.json';
import uzSidebar from '../../locales/uz/sidebar.json';
import { RICH_TEXT_MESSAGES } from './i18n/richText';
import { russianAdditions } from './i18n/ru';
import { uzbekMessages } from './i18n/uz';

interface AdminNamespaces {
  sidebar: object;
  lists: { resources: object };
  forms: { resources: object; languages: object };
  applications: object;
  integrations: object;
}

/**
 * One language's messages: react-admin's own (with the rich-text toolbar's, i18n/richText.ts), then our five namespaces. Each namespace stays under
 * its own name (`sidebar.menu.news`), and the resource names, field labels (lists) and per-resource
 * notifications (forms) are also merged into `resources`, where react-admin looks for them; the
 * names of the content languages go to `ra.locales`, the tabs of TranslatableInputs.
 */
function adminMessages(base: TranslationMessages, namespaces: AdminNamespaces): TranslationMessages {
  return mergeTranslations(base, namespaces, {
    resources: mergeTranslations(namespaces.lists.resources, namespaces.forms.resources),
    ra: { locales: namespaces.forms.languages },
  });
}

export const ADMIN_MESSAGES: Record<Language, TranslationMessages> = {
  en: adminMessages(mergeTranslations(englishMessages, RICH_TEXT_MESSAGES.en), {
    sidebar: enSidebar,
    lists: enLists,
    forms: enForms,
    applications: enApplications,
    integrations: enIntegrations,
  }),
  ru: adminMessages(mergeTranslations(russianMessages, russianAdditions, RICH_TEXT_MESSAGES.ru), {
    sidebar: ruSidebar,
    lists: ruLists,
    forms: ruForms,
    applications: ruApplications,
    integrations: ruIntegrations,
  }),
  uz: adminMessages(mergeTranslations(uzbekMessages, RICH_TEXT_MESSAGES.uz), {
    sidebar: uzSidebar,
    lists: uzLists,
    forms: uzForms,
    applications: uzApplications,
    integrations: uzIntegrations,
  }),
};

/**
 * The back office's i18nProvider, starting in `initialLanguage` (loginAddress.ts's adminLanguage).
 * A change of language (from the app bar) is handed to i18next, and kept under the public site's
 * storage key as the person's choice, so both halves stay in one language and it wins next time.
 */
export function createI18nProvider(initialLanguage: Language) {
  const polyglot = polyglotI18nProvider(
    (locale) => ADMIN_MESSAGES[isLanguage(locale) ? locale : 'en'],
    initialLanguage,
    LANGUAGES.map((locale) => ({ locale, name: enSidebar.language[locale] })),
  );
  return {
    ...polyglot,
    changeLocale: async (locale: string) => {
      await polyglot.changeLocale(locale);
      if (isLanguage(locale)) rememberLanguage(locale);
      await i18next.changeLanguage(locale);
    },
  };
}
