import { z } from 'zod';

/**
 * Content written by staff exists in each of these languages. English is the one every item
 * has; Russian and Uzbek may be empty, and a read then shows the English text in their place.
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
    .describe('the stored text of each language; the plain fields show the requested one, or English where empty');
}

/**
 * What a create or update may send: any languages, any of their fields. English, when named,
 * must not be blank where the field is `required` (its message); Russian and Uzbek may be '' to
 * remove a translation.
 */
export function translationsInputSchema<Field extends string>(
  fields: Readonly<Record<Field, { max: number; required?: string }>>,
) {
  const entries = Object.entries(fields) as [Field, { max: number; required?: string }][];
  const english = Object.fromEntries(
    entries.map(([field, { max, required }]) => [
      field,
      required === undefined
        ? z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`).optional()
        : z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters`).optional(),
    ]),
  ) as Record<Field, z.ZodOptional<z.ZodString>>;
  const other = Object.fromEntries(
    entries.map(([field, { max }]) => [
      field,
      z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`).optional(),
    ]),
  ) as Record<Field, z.ZodOptional<z.ZodString>>;
  return z
    .strictObject(
      {
        en: z.strictObject(english, 'Name only the translatable fields').optional(),
        ru: z.strictObject(other, 'Name only the translatable fields').optional(),
        uz: z.strictObject(other, 'Name only the translatable fields').optional(),
      },
      'Languages are en, ru and uz',
    )
    .optional()
    .describe('texts per language; only the languages and fields named change');
}

export type TranslationsInput<Field extends string> = Partial<
  Record<ContentLanguage, Partial<Record<Field, string | undefined>> | undefined>
>;
export type Translations<Field extends string> = Record<ContentLanguage, Record<Field, string>>;

const written = (text: string | undefined) => (text ?? '').trim() !== '';

/**
 * The languages missing the text of a field another language has: the back office's "still to
 * translate". A field no language has (an optional one left empty, such as the heading of a
 * page's opening text) is missing in none.
 */
export const missingLanguages = <Field extends string>(translations: Translations<Field> | undefined) =>
  translations
    ? CONTENT_LANGUAGES.filter((lang) =>
        (Object.keys(translations[lang]) as Field[]).some(
          (field) =>
            !written(translations[lang][field]) &&
            CONTENT_LANGUAGES.some((other) => written(translations[other][field])),
        ),
      )
    : [];
