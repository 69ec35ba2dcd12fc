import type { RaRecord } from 'react-admin';
import { SETTINGS_PATH, SETTINGS_TRANSLATABLE, type SiteSettings, type SettingsUpdate } from '../../api/settings';
import { pickedFileDataUrl } from './fileData';
import { type FormValues, NEW_PICTURE, type ResourceEndpoints } from './resourceEndpoints';
import { withTranslatedTexts } from './translatedTexts';

/** The one record's id in the back office: the API addresses it without one. */
export const SETTINGS_RECORD_ID = 'site';

/** An emptied input (react-admin gives null) is sent as '', so the server answers with its own field message. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The social links as the form holds them, each as the API takes it. */
const linksOf = (value: unknown): SettingsUpdate['social_links'] =>
  list(value).map((link) => {
    const { label, url } = (link ?? {}) as Record<string, unknown>;
    return { label: text(label), url: text(url) };
  });

/**
 * The whole record as the form edits it (English in the plain texts, translatedTexts.ts adds the
 * others), and the film's poster only when staff picked a new one: otherwise the stored one stays.
 */
const bodyOf = async (values: FormValues): Promise<SettingsUpdate> => ({
  phones: list(values.phones).map(text),
  email: text(values.email),
  address: text(values.address),
  working_hours: text(values.working_hours),
  map_url: text(values.map_url),
  social_links: linksOf(values.social_links),
  infrastructure_video_url: text(values.infrastructure_video_url),
  infrastructure_video_poster: await pickedFileDataUrl(values[NEW_PICTURE]),
});

/**
 * The park's details (src/api/settings.ts): one record at one path, read and changed, never
 * listed, added or deleted; saved with its version like every record staff edit.
 */
export const settingsEndpoints: ResourceEndpoints<SiteSettings> = withTranslatedTexts(SETTINGS_TRANSLATABLE, {
  paths: { list: SETTINGS_PATH, one: SETTINGS_PATH, create: SETTINGS_PATH, update: SETTINGS_PATH, remove: SETTINGS_PATH },
  sortable: [],
  // The poster is the record's picture, as every form's picture input and CurrentPicture expect it.
  toRecord: (item): RaRecord => ({ ...item, id: SETTINGS_RECORD_ID, picture: item.infrastructure_video_poster }),
  createBody: bodyOf,
  updateBody: bodyOf,
  // A refused poster is shown under the picture input.
  formFields: { infrastructure_video_poster: NEW_PICTURE },
});
