import type { RaRecord } from 'react-admin';
import { isFile, isText } from '../../api/contentFields';
import { type AnyOneRecordResource, isList, type RecordField, recordFieldsOf } from '../../api/oneRecordResource';
import type { Translations } from '../../api/translations';
import { pickedFileDataUrl } from './fileData';
import { type Body, type FormValues, NEW_PICTURE, type ResourceEndpoints } from './resourceEndpoints';
import { withTranslatedTexts } from './translatedTexts';

/** An emptied input (react-admin gives null) is sent as '', so the server answers with its own field message. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The keys of a list's item where it is an object (a link's label and url); none for a list of texts. */
const itemKeys = (field: RecordField) =>
  isList(field) && 'shape' in field.item ? Object.keys(field.item.shape as object) : undefined;

/** A list as the form holds it, each item as the API takes it. */
function listOf(field: RecordField, value: unknown): unknown[] {
  const keys = itemKeys(field);
  return (Array.isArray(value) ? value : []).map((item) => {
    if (!keys) return text(item);
    const sent = (item ?? {}) as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [key, text(sent[key])]));
  });
}

/**
 * The data-provider entry of a one-record resource (src/api/oneRecordResource.ts): one record at
 * one path, read and changed, never listed, added or deleted; saved with its version like every
 * record staff edit. Its body is made from the field map: the whole record as the form edits it
 * (English in the plain texts, translatedTexts.ts adds the others), and the file only when staff
 * picked a new one, otherwise the stored one stays. The file is the record's picture, as every
 * form's picture input and CurrentPicture expect it, and a refused one is shown under that input.
 */
export function oneRecordEndpoints<Item extends { translations: Translations<string> }>(
  resource: AnyOneRecordResource,
  recordId: string,
): ResourceEndpoints<Item> {
  const { path } = resource;
  const written = recordFieldsOf(resource).filter(([, field]) => field.kind !== 'given');
  const fileName = written.find(([, field]) => isFile(field))?.[0];
  const bodyOf = async (values: FormValues): Promise<Body> => {
    const entries = await Promise.all(
      written.map(async ([name, field]) => {
        if (isFile(field)) return [name, await pickedFileDataUrl(values[NEW_PICTURE])] as const;
        if (isList(field)) return [name, listOf(field, values[name])] as const;
        return [name, text(values[name])] as const;
      }),
    );
    return Object.fromEntries(entries);
  };
  return withTranslatedTexts<Item, string>(
    written.filter(([, field]) => isText(field)).map(([name]) => name),
    {
      paths: { list: path, one: path, create: path, update: path, remove: path },
      revisionPaths: { list: resource.revisionsPath, restore: resource.restoreRevisionPath },
      sortable: [],
      toRecord: (item: Item): RaRecord => ({
        ...(item as object),
        id: recordId,
        ...(fileName && { picture: (item as Record<string, unknown>)[fileName] }),
      }),
      createBody: bodyOf,
      updateBody: bodyOf,
      ...(fileName && { formFields: { [fileName]: NEW_PICTURE } }),
    },
  );
}
