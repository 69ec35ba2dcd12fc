import type { RaRecord } from 'react-admin';
import {
  type AnyContentResource,
  type ContentRecord,
  MISSING_FILTER,
  reorderPath,
  wireName,
} from '../../api/contentResource';
import type { Translations } from '../../api/translations';
import { type FormValues, type ResourceEndpoints, NEW_PICTURE } from './resourceEndpoints';
import { pickedFileDataUrl, withoutDataPrefix } from './fileData';
import { withTranslatedTexts } from './translatedTexts';

type Item = Record<string, unknown> & { id: number; uuid: string; translations: Translations<string> };
type Write = 'create' | 'update';

/**
 * The data-provider entry of a translated content resource, made from its declaration: the record
 * is the declaration's one shape (`ContentRecord`: texts, other fields, `picture`), and the
 * bodies use the wire names each write of the API expects.
 */
export function contentEndpoints(resource: AnyContentResource): ResourceEndpoints<Item> {
  const { texts, fields, file } = resource;

  const toRecord = (item: Item): RaRecord => {
    const { picture = null, picture_type } = resource.pictureOf?.(item) ?? {};
    const record: Omit<ContentRecord, keyof Translations<string>['en']> = {
      id: item.id,
      uuid: item.uuid,
      created_at: item.created_at as string,
      ...(resource.stampsUpdates && { updated_at: item.updated_at as string }),
      picture,
      ...(file?.typeColumn && { picture_type }),
      translations: item.translations,
      languages: item.languages as ContentRecord['languages'],
      ...Object.fromEntries(fields.map((field: string) => [field, item[field]])),
    };
    return { ...record, id: resource.recordIdIsUuid ? item.uuid : item.id };
  };

  /**
   * Whether a write sends the field: one that is set; on update, the order's field only when the
   * form changed it, so an edit does not write back a place the list has moved it from since.
   */
  const sends = (field: string, values: FormValues, previous?: FormValues) =>
    values[field] !== undefined && (field !== resource.ordering || !previous || values[field] !== previous[field]);

  /** The set texts and fields under their wire names (an emptied input, null, as ''), and a newly picked picture. */
  const bodyOf = (write: Write) => async (values: FormValues, previous?: FormValues) => {
    const named = [...texts, ...fields].filter((field: string) => sends(field, values, previous));
    const picked = await pickedFileDataUrl(values[NEW_PICTURE]);
    const sent = write === 'update' && resource.bareFileOnUpdate && picked ? withoutDataPrefix(picked) : picked;
    return {
      ...Object.fromEntries(named.map((field: string) => [wireName(resource, write, field), values[field] ?? ''])),
      ...(file && { [wireName(resource, write, 'picture')]: sent }),
    };
  };

  const renamed = (write: Write) =>
    Object.entries(resource.wireNames[write] as Record<string, string>).map(([field, wire]) => [
      wire,
      field === 'picture' ? NEW_PICTURE : field,
    ]);

  return withTranslatedTexts(texts, {
    paths: resource.paths,
    ...(resource.ordering && { reorderPath: reorderPath(resource) }),
    sortable: resource.list.sortable,
    filters: [...(resource.list.filters ?? []), MISSING_FILTER, ...(resource.publishing ? ['status'] : [])],
    toRecord,
    createBody: bodyOf('create'),
    updateBody: bodyOf('update'),
    formFields: Object.fromEntries([...renamed('create'), ...renamed('update')]),
  });
}
