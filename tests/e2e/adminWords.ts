import type { Page } from '@playwright/test';
import { catalogue } from '../support/catalogue';
import { browserLanguage, type Language } from './browserLanguage';

// The back office's words as a test expects to see them: the text of a catalogue key in the
// language the back office speaks, which is the project's browser's (the test never chooses it).
// The same catalogues the i18nProvider merges (tests/support/catalogue.ts), filled in as
// react-admin's polyglot fills them, so a test names a key, not an English string.

/** What polyglot fills in: `%{name}` parts, and `smart_count` to choose a plural form. */
export type Values = Record<string, string | number>;

/**
 * Polyglot's plural form for a count: Russian has three (1 новость, 2 новости, 5 новостей);
 * English has two, and so has Uzbek, which polyglot knows no rule for and reads as English.
 */
function pluralForm(language: Language, count: number): number {
  if (language !== 'ru') return count === 1 ? 0 : 1;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastDigit === 1 && lastTwo !== 11) return 0;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 10 || lastTwo >= 20) ? 1 : 2;
}

/** The text of `key` in `language`, with its plural form chosen and its `%{name}` parts filled in. */
export function sayIn(language: Language, key: string, values: Values = {}): string {
  const text = catalogue(language).get(key);
  if (text === undefined) throw new Error(`no "${key}" in the ${language} back-office catalogue`);
  const forms = text.split('||||').map((form) => form.trim());
  const form =
    typeof values.smart_count === 'number' ? (forms[pluralForm(language, values.smart_count)] ?? forms[0]) : forms[0];
  return form.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of `key` in the language of this project's browser (English, Russian, Uzbek). */
export const say = (key: string, values?: Values) => sayIn(browserLanguage(), key, values);

/**
 * The text of `key` as a pattern, its unfilled `%{name}` parts standing for any text: for a
 * sentence whose parts (a date, a name) the test does not know to the letter.
 */
export function sayPattern(key: string, values?: Values): RegExp {
  const text = say(key, values);
  const escaped = text
    .split(/%\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${escaped}$`);
}

/** Of a text given in each language, the one the back office shows (a record's title, a typed name). */
export const inInterfaceLanguage = <T>(texts: Record<Language, T>): T => texts[browserLanguage()];

/** A form's tab of one content language, by the name the interface gives it. */
export const languageTab = (page: Page, language: Language) =>
  page.getByRole('tab', { name: say(`forms.languages.${language}`) });
