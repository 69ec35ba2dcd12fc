import type { FastifyRequest } from 'fastify';
import { rememberedReadings } from '../http/headerReadings';
import {
  CONTENT_LANGUAGES,
  isContentLanguage,
  languageOfText,
  type ContentLanguage,
  type TextLanguages,
  type Translations,
  type TranslationsInput,
} from '../../api/translations';

/**
 * Translated texts live beside the English one in the same row: `title` holds English (so every
 * row written before translations existed keeps its text as English), `title_ru` and `title_uz`
 * the others; '' where a language has no text, English included. Three fixed languages make extra columns simpler than a
 * translations table: reads, sorting and search stay one query over one table, with no joins.
 */
export const columnOf = (field: string, lang: ContentLanguage) => (lang === 'en' ? field : `${field}_${lang}`);

/** Every column of the given translatable fields, for search in any language. */
export const allLanguageColumns = <Field extends string>(fields: readonly Field[]) =>
  fields.flatMap((field) => CONTENT_LANGUAGES.map((lang) => columnOf(field, lang))) as never[];

/** The first of our languages in an `Accept-Language` header, by its weights; English if none. */
function rankedLanguage(header: string): ContentLanguage {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.q > 0 && isContentLanguage(entry.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.lang;
  return isContentLanguage(first) ? first : 'en';
}

/** Each distinct header parsed once (http/headerReadings.ts); none asks for English. */
const rememberedLanguage = rememberedReadings(rankedLanguage, 64);
export const acceptedLanguage = (header: string | undefined): ContentLanguage =>
  header ? rememberedLanguage(header) : 'en';

const queryLanguage = (request: FastifyRequest) => {
  const query = request.query as { lang?: unknown } | undefined;
  return isContentLanguage(query?.lang) ? query.lang : undefined;
};

/** The language a read asks for: `?lang=`, else `Accept-Language`, else English. */
export function requestLanguage(request: FastifyRequest): ContentLanguage {
  return queryLanguage(request) ?? acceptedLanguage(request.headers['accept-language']);
}

/**
 * The language of a write's plain fields (`title`, `body`…): `?lang=`, else English, as the API
 * documents. Never `Accept-Language`: a browser sends its own language with every request, so a
 * Russian browser's save of the English texts would land in the Russian columns.
 */
export function writeLanguage(request: FastifyRequest): ContentLanguage {
  return queryLanguage(request) ?? 'en';
}

type TextRow = Record<string, unknown>;
const text = (row: TextRow, column: string) => (typeof row[column] === 'string' ? row[column] : '');

/** The stored text of every language. */
export function translationsOf<Field extends string>(row: TextRow, fields: readonly Field[]): Translations<Field> {
  const entries = CONTENT_LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(fields.map((field) => [field, text(row, columnOf(field, lang))])),
  ]);
  return Object.fromEntries(entries) as Translations<Field>;
}

/**
 * Each field in the language asked for or, where that language has no text, in the first one that
 * has (FALLBACK_LANGUAGES), and which language that is.
 */
export function localized<Field extends string>(
  translations: Translations<Field>,
  fields: readonly Field[],
  lang: ContentLanguage,
): { texts: Record<Field, string>; languages: TextLanguages<Field> } {
  const languages = Object.fromEntries(
    fields.map((field) => [field, languageOfText(translations, field, lang)]),
  ) as TextLanguages<Field>;
  const texts = Object.fromEntries(fields.map((field) => [field, translations[languages[field]][field]]));
  return { texts: texts as Record<Field, string>, languages };
}

/** The required fields that have no text in any language once `columns` are written over `stored`. */
export function textsMissingEverywhere<Field extends string>(
  fields: readonly Field[],
  columns: Record<string, unknown>,
  stored: TextRow = {},
): Field[] {
  const written = (column: string) => {
    const value = column in columns ? columns[column] : stored[column];
    return typeof value === 'string' && value.trim() !== '';
  };
  return fields.filter((field) => !CONTENT_LANGUAGES.some((lang) => written(columnOf(field, lang))));
}

/**
 * The columns to write: the old payload's texts (in `lang`) and then what `translations` names,
 * each cleaned by `clean`. Fields named nowhere are left out, so they keep their stored text.
 */
export function translatedColumns<Field extends string>(
  fields: readonly Field[],
  lang: ContentLanguage,
  plain: Partial<Record<Field, string | undefined>>,
  translations: TranslationsInput<Field> | undefined,
  clean: (field: Field, lang: ContentLanguage, value: string) => string = (_field, _lang, value) => value,
): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const field of fields) {
    const value = plain[field];
    if (value !== undefined) columns[columnOf(field, lang)] = clean(field, lang, value);
  }
  for (const language of CONTENT_LANGUAGES) {
    for (const field of fields) {
      const value = translations?.[language]?.[field];
      if (value !== undefined) columns[columnOf(field, language)] = clean(field, language, value);
    }
  }
  return columns;
}

/**
 * The columns of a new row: as above, and '' for every language not written. A record written in
 * Russian only has no English text: reads in English fall back to the Russian one and say so.
 */
export function newRowColumns<Field extends string>(
  fields: readonly Field[],
  lang: ContentLanguage,
  plain: Partial<Record<Field, string | undefined>>,
  translations: TranslationsInput<Field> | undefined,
  clean?: (field: Field, lang: ContentLanguage, value: string) => string,
): Record<string, string> {
  const columns = translatedColumns(fields, lang, plain, translations, clean);
  for (const field of fields) {
    for (const language of CONTENT_LANGUAGES) columns[columnOf(field, language)] ??= '';
  }
  return columns;
}
