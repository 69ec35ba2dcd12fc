import type { RaRecord } from 'react-admin';
import { CONTENT_LANGUAGES, type Translations } from '../../api/translations';
import type { FormValues, ResourceEndpoints } from './resourceEndpoints';

/**
 * Texts staff write in three languages. The API answers the old fields in the language asked
 * for, and `translations: { en: { title }, ru: { title }, uz: { title } }` with what is stored;
 * it takes the old fields as English and `translations` for the others. So a record's old fields
 * are its English texts (whatever language the browser asks in), the forms edit English there and
 * Russian and Uzbek under `translations.<lang>.<field>` (see forms/TranslatedInputs.tsx), and a
 * body adds the Russian and Uzbek texts the form changed.
 */
const OTHER_LANGUAGES = CONTENT_LANGUAGES.filter((lang) => lang !== 'en');

type TextsOf = Partial<Record<string, Partial<Record<string, unknown>>>>;
const translationsOf = (values: FormValues | undefined) => values?.translations as TextsOf | undefined;
/** An emptied input (react-admin gives null) is sent as '', which removes that language's text. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `translations` with the Russian and Uzbek texts that differ from the record as it was (all the
 * given ones on create), or nothing: a form that changed none sends the old body alone.
 */
function changedTranslations(fields: readonly string[], values: FormValues, previous?: FormValues) {
  const now = translationsOf(values);
  const before = translationsOf(previous);
  const changed = Object.fromEntries(
    OTHER_LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(
        fields
          .filter((field) => now?.[lang]?.[field] !== undefined)
          .filter((field) => !previous || text(now?.[lang]?.[field]) !== text(before?.[lang]?.[field]))
          .map((field) => [field, text(now?.[lang]?.[field])]),
      ),
    ]).filter(([, texts]) => Object.keys(texts).length > 0),
  );
  return Object.keys(changed).length > 0 ? { translations: changed } : {};
}

/** A resource entry whose `fields` are written in three languages. */
export function withTranslatedTexts<Item extends { translations: Translations<Field> }, Field extends string>(
  fields: readonly Field[],
  entry: ResourceEndpoints<Item>,
): ResourceEndpoints<Item> {
  const english = (item: Item) => Object.fromEntries(fields.map((field) => [field, item.translations.en[field]]));
  return {
    ...entry,
    toRecord: (item: Item): RaRecord => ({ ...entry.toRecord(item), ...english(item) }),
    createBody: async (values) => ({ ...(await entry.createBody(values)), ...changedTranslations(fields, values) }),
    updateBody: async (values, previous) => ({
      ...(await entry.updateBody(values, previous)),
      ...changedTranslations(fields, values, previous),
    }),
  };
}
