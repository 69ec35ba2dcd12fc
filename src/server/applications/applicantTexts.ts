import type { ContentLanguage } from '../../api/translations';
import enApplicant from '../../../locales/en/applicant.json';
import enFooter from '../../../locales/en/footer.json';
import enNavbar from '../../../locales/en/navbar.json';
import enTranslation from '../../../locales/en/translation.json';
import ruApplicant from '../../../locales/ru/applicant.json';
import ruFooter from '../../../locales/ru/footer.json';
import ruNavbar from '../../../locales/ru/navbar.json';
import ruTranslation from '../../../locales/ru/translation.json';
import uzApplicant from '../../../locales/uz/applicant.json';
import uzFooter from '../../../locales/uz/footer.json';
import uzNavbar from '../../../locales/uz/navbar.json';
import uzTranslation from '../../../locales/uz/translation.json';

/**
 * What the server writes to an applicant (their status page, their mails), in one language: the
 * `applicant` namespace, with the park's name, the names of the languages and the footer's words
 * the public site shows.
 */
export interface ApplicantTexts {
  statusPage: typeof enApplicant.statusPage;
  mail: typeof enApplicant.mail;
  brand: string;
  languageNames: Record<ContentLanguage, string>;
  languageList: string;
  contacts: string;
}

const textsOf = (
  applicant: typeof enApplicant,
  translation: typeof enTranslation,
  navbar: typeof enNavbar,
  footer: typeof enFooter,
): ApplicantTexts => ({
  ...applicant,
  brand: translation.brand,
  languageNames: { en: navbar.language.en, ru: navbar.language.ru, uz: navbar.language.uz },
  languageList: navbar.language.list,
  contacts: footer.contacts,
});

export const APPLICANT_TEXTS: Record<ContentLanguage, ApplicantTexts> = {
  en: textsOf(enApplicant, enTranslation, enNavbar, enFooter),
  ru: textsOf(ruApplicant, ruTranslation, ruNavbar, ruFooter),
  uz: textsOf(uzApplicant, uzTranslation, uzNavbar, uzFooter),
};

/** A text with its `{{name}}` parts filled in, as i18next fills the site's. */
export const filled = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
