import i18next from 'i18next';
import type { RaRecord } from 'react-admin';
import { isContentLanguage, languageOfText, type ContentLanguage, type Translations } from '../../api/translations';
import enLists from '../../../locales/en/lists.json';
import ruLists from '../../../locales/ru/lists.json';
import uzLists from '../../../locales/uz/lists.json';

/**
 * How the back office names a record's text wherever it shows one (lists, the dashboard, titles,
 * dialogs, notices, the trash): in the interface's language or, where the record has none, in the
 * first language it has (the order the public site falls back in, FALLBACK_LANGUAGES), marked
 * with that language. So a Russian back office lists a news item by its Russian title, and an item
 * written in Uzbek alone by its Uzbek one, never by an empty title.
 */

type TextRecord = Partial<RaRecord> & { translations?: Translations<string> };

/** A text as shown, the language it is in, and whether that is another than the interface's. */
export interface ShownText {
  text: string;
  lang: ContentLanguage;
  foreign: boolean;
}

/** The interface's language as a content language (react-admin's locale); English for anything else. */
export const contentLanguageOf = (locale: string | undefined): ContentLanguage =>
  isContentLanguage(locale) ? locale : 'en';

/**
 * `field` of `record` in `language`, else in the first language that has it. A field the record
 * keeps in one language only (an applicant's name, an e-mail) is shown as it is, unmarked.
 */
export function shownText(record: TextRecord | undefined, field: string, language: ContentLanguage): ShownText {
  const translations = record?.translations;
  if (!translations || !(field in translations.en)) {
    const value: unknown = record?.[field];
    return { text: typeof value === 'string' ? value : '', lang: language, foreign: false };
  }
  const lang = languageOfText(translations, field, language);
  return { text: translations[lang][field] ?? '', lang, foreign: lang !== language };
}

/** A rich text's words, for a line that names a record (a page section without a heading). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const IN_LANGUAGE: Record<ContentLanguage, Record<ContentLanguage, string>> = {
  en: enLists.translations.in_language,
  ru: ruLists.translations.in_language,
  uz: uzLists.translations.in_language,
};

/** "in Uzbek", said in the interface's language: what the language mark tells screen readers. */
export const inLanguageLabel = (text: ContentLanguage, interfaceLanguage: ContentLanguage) =>
  IN_LANGUAGE[interfaceLanguage][text];

/** A shown text as one line of plain text, its language mark in words: for titles, dialogs and notices. */
export const asLine = ({ text, lang, foreign }: ShownText, interfaceLanguage: ContentLanguage) =>
  foreign && text ? `${text} (${inLanguageLabel(lang, interfaceLanguage)})` : text;

/**
 * The interface's language where no React hook can be asked: react-admin calls a resource's
 * `recordRepresentation` with the record alone. The back office's i18next starts in its language
 * and follows each change of it (i18nProvider.ts), before react-admin renders in the new one.
 */
const interfaceLanguage = () => contentLanguageOf(i18next.language);

/** How much of a rich text names its record, where the record has no title (see `representedBy`). */
const WORDS_OF_A_BODY = 60;

/**
 * A resource's `recordRepresentation`: its record named by `field` as `asLine` writes it, else by
 * the first words of `bodyField` (a page section without a heading), else by its number, so no
 * title or dialog is ever left empty.
 */
export function representedBy(field: string, bodyField?: string) {
  return (record: TextRecord): string => {
    const language = interfaceLanguage();
    const named = shownText(record, field, language);
    if (named.text.trim()) return asLine(named, language);
    const body = bodyField ? shownText(record, bodyField, language) : undefined;
    const words = plainText(body?.text ?? '').slice(0, WORDS_OF_A_BODY);
    if (body && words) return asLine({ ...body, text: words }, language);
    return `#${String(record.id ?? '')}`;
  };
}
