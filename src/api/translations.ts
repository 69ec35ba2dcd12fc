import { z } from 'zod';

export { FALLBACK_LANGUAGES, languageOfText } from './textFallback';

/**
 * Content written by staff exists in each of these languages. A record may be written in any of
 * them first; a read in a language it lacks shows the text it has (`FALLBACK_LANGUAGES`).
 */
export const CONTENT_LANGUAGES = ['en', 'ru', 'uz'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const isContentLanguage = (value: unknown): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly unknown[]).includes(value);

/**
 * `?lang=` of every read and write of translatable content. Without it a read follows
 * `Accept-Language`, but a write takes its plain fields as English: a browser names its own
 * language on every request, which says nothing about the language of what its user typed.
 */
export const langQuerySchema = z.object({
  lang: z
    .enum(CONTENT_LANGUAGES, 'lang must be en, ru or uz')
    .optional()
    .describe(
      'language of the plain text fields (default: for reads Accept-Language, then English; for writes English)',
    ),
});

/** What a read carries: every language with its stored text ('' where none was written). */
export function translationsSchema<Field extends string>(fields: readonly Field[]) {
  const texts = z.object(Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<Field, z.ZodString>);
  return z
    .object({ en: texts, ru: texts, uz: texts })
    .describe('the stored text of each language; the plain fields show the requested one, or another where empty');
}

/** Which language each plain text field of a read is in: the one asked for, or the one it fell back to. */
export function textLanguagesSchema<Field extends string>(fields: readonly Field[]) {
  const language = z.enum(CONTENT_LANGUAGES);
  return z
    .object(Object.fromEntries(fields.map((field) => [field, language])) as Record<Field, typeof language>)
    .describe(
      'the language each plain text field is in: the one asked for, else the first the record has of English, Russian and Uzbek (for an Uzbek read Russian before English); the one asked for where no language has it',
    );
}

/**
 * How a translated text is written: at most `max` characters in each language, and `required`,
 * the message when a record has it in no language at all (a text without one may stay empty, as
 * a picture's alt text may). Any one language is enough: a record may start in Russian or Uzbek.
 */
export interface TextRule {
  max: number;
  required?: string;
}
export type TextRules<Field extends string> = Readonly<Record<Field, TextRule>>;

export const textNames = <Field extends string>(rules: TextRules<Field>) => Object.keys(rules) as Field[];

/** The texts a record must have in at least one language. */
export const requiredTextNames = <Field extends string>(rules: TextRules<Field>) =>
  textNames(rules).filter((field) => rules[field].required !== undefined);

const textInput = ({ max, required }: TextRule) =>
  z
    .string({ error: required ?? 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .optional();

/**
 * The plain text fields of a write, in the write's language, under their names on the wire. Each
 * may be left out (kept as stored) or '' (that language's text removed); whether every required
 * text is still written in some language is a question about the whole record, which the server
 * answers after the write's texts are merged with the stored ones.
 */
export function plainTextsInput<Field extends string>(
  rules: TextRules<Field>,
  wireNames: Partial<Record<string, string>> = {},
): Record<string, z.ZodOptional<z.ZodString>> {
  return Object.fromEntries(textNames(rules).map((field) => [wireNames[field] ?? field, textInput(rules[field])]));
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isObjectBody = ({ value }: { value: unknown }) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A create body that names each required text sent in no language, all at once and beside the
 * body's other mistakes. (The server checks again once the texts are cleaned and in their
 * columns: an HTML text with nothing to show counts as none.)
 */
export function withTextsInSomeLanguage<Body extends z.ZodObject, Field extends string>(
  body: Body,
  rules: TextRules<Field>,
  wireNames: Partial<Record<string, string>> = {},
): Body {
  return requiredTextNames(rules).reduce((schema, field) => {
    const wire = wireNames[field] ?? field;
    const sent = (value: unknown) => {
      const { [wire]: plain, translations } = (value ?? {}) as Record<string, unknown>;
      const languages = (translations ?? {}) as Partial<Record<ContentLanguage, Record<string, unknown> | undefined>>;
      return hasText(plain) || CONTENT_LANGUAGES.some((lang) => hasText(languages[lang]?.[field]));
    };
    // Run even when other fields are wrong, so that a 400 names every mistake at once.
    return schema.refine(sent, { path: [wire], message: rules[field].required, when: isObjectBody });
  }, body);
}

/**
 * What a create or update may send: any languages, any of their fields; '' removes that language's
 * text. English is no more required than the others.
 */
export function translationsInputSchema<Field extends string>(rules: TextRules<Field>) {
  const texts = z.strictObject(
    Object.fromEntries(textNames(rules).map((field) => [field, textInput(rules[field])])) as Record<
      Field,
      z.ZodOptional<z.ZodString>
    >,
    'Name only the translatable fields',
  );
  return z
    .strictObject({ en: texts.optional(), ru: texts.optional(), uz: texts.optional() }, 'Languages are en, ru and uz')
    .optional()
    .describe('texts per language; only the languages and fields named change');
}

export type TranslationsInput<Field extends string> = Partial<
  Record<ContentLanguage, Partial<Record<Field, string | undefined>> | undefined>
>;
export type Translations<Field extends string> = Record<ContentLanguage, Record<Field, string>>;
export type TextLanguages<Field extends string> = Record<Field, ContentLanguage>;

const written = (text: string | undefined) => (text ?? '').trim() !== '';

/**
 * The languages missing the text of one of `fields` (every field, when not named) that another
 * language has: the back office's "still to translate". A field no language has (an optional one
 * left empty, such as the heading of a page's opening text) is missing in none.
 */
export const missingLanguages = <Field extends string>(
  translations: Translations<Field> | undefined,
  fields?: readonly Field[],
) =>
  translations
    ? CONTENT_LANGUAGES.filter((lang) =>
        (fields ?? (Object.keys(translations[lang]) as Field[])).some(
          (field) =>
            !written(translations[lang][field]) &&
            CONTENT_LANGUAGES.some((other) => written(translations[other][field])),
        ),
      )
    : [];
