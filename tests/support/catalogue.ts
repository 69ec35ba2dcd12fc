import { readFileSync } from 'node:fs';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { RICH_TEXT_MESSAGES } from '../../src/admin/i18n/richText';
import { russianAdditions } from '../../src/admin/i18n/ru';
import { uzbekMessages } from '../../src/admin/i18n/uz';

// The back office's catalogues as flat keys, for the walk that looks for English left over in the
// Russian and Uzbek interface (tests/e2e/admin-screens.spec.ts). Read from the same files the
// i18nProvider merges (react-admin's messages, the rich-text toolbar's, our five namespaces), and
// kept apart from it: the provider imports react-admin itself, which wants a browser.

type Tree = { [key: string]: string | Tree };
type Language = 'en' | 'ru' | 'uz';

/** One of our namespaces (read, not imported: Playwright's loader imports JSON only with an import attribute). */
const namespace = (language: Language, name: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${name}.json`, import.meta.url), 'utf8')) as Tree;

/** The namespaces the back office merges, each under its own name. */
const ours = (language: Language): Tree =>
  Object.fromEntries(
    ['sidebar', 'lists', 'forms', 'applications', 'integrations'].map((name) => [name, namespace(language, name)]),
  );

/** A CommonJS package's messages, whether the loader hands them over as they are or under `default`. */
const messagesOf = (module: object) => ('default' in module ? module.default : module) as Tree;

const CATALOGUES: Record<Language, Tree[]> = {
  en: [messagesOf(englishMessages), RICH_TEXT_MESSAGES.en, ours('en')],
  ru: [messagesOf(russianMessages), russianAdditions, RICH_TEXT_MESSAGES.ru, ours('ru')],
  uz: [uzbekMessages, RICH_TEXT_MESSAGES.uz, ours('uz')],
} as unknown as Record<Language, Tree[]>;

/** Every key of a message tree with its text, e.g. `ra.action.save` → `Save`. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** One language's back-office catalogue, flat (a later catalogue's key wins, as in mergeTranslations). */
export function catalogue(language: Language): Map<string, string> {
  const flat = new Map<string, string>();
  for (const tree of CATALOGUES[language]) {
    for (const [key, text] of flatten(tree)) flat.set(key, text);
  }
  return flat;
}

/**
 * Too short or too generic to say a screen was left in English: two letters or fewer ("OK", "To"),
 * a number, a sign. A template with parts ("%{offsetBegin}-%{offsetEnd} of %{total}") is specific
 * by its shape, so one word of it is enough. Longer words that read the same in every language
 * ("E-mail", "CSV") are caught by the rule that a text the other catalogue also has anywhere is
 * never English left over.
 */
const letters = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;
const tooGeneric = (form: string) => {
  const literal = form.replace(/%\{\w+\}/g, '');
  return literal === form ? letters(literal) <= 2 : letters(literal) === 0;
};

/** A catalogue text as what a screen may show: its plural forms apart, its `%{…}` parts any short text (a name, a number). */
function shownForms(text: string): RegExp[] {
  return text
    .split('||||')
    .map((form) => form.trim())
    .filter((form) => !tooGeneric(form))
    .map((form) => {
      const pattern = form
        .split(/%\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.{1,40}');
      return new RegExp(`^${pattern}$`);
    });
}

export interface EnglishText {
  key: string;
  english: string;
  pattern: RegExp;
}

/**
 * The English texts that must not show in the `language` interface: those of keys where that
 * language's catalogue has a text of its own. A text that is also one of that catalogue's own
 * texts (under any key) is left out: seeing it proves nothing.
 */
export function englishLeftOvers(language: Exclude<Language, 'en'>): EnglishText[] {
  const english = catalogue('en');
  const other = catalogue(language);
  const otherTexts = new Set([...other.values()].flatMap((text) => text.split('||||').map((form) => form.trim())));
  return [...english].flatMap(([key, text]) => {
    const translated = other.get(key);
    if (translated === undefined || translated === text) return [];
    return shownForms(text)
      .filter((pattern) => ![...otherTexts].some((own) => pattern.test(own)))
      .map((pattern) => ({ key, english: text, pattern }));
  });
}

/** The first English text a shown text is, if any. */
export function englishTextOf(shown: string, leftOvers: EnglishText[]): EnglishText | undefined {
  const text = shown.replace(/\s+/g, ' ').trim();
  return text ? leftOvers.find(({ pattern }) => pattern.test(text)) : undefined;
}
