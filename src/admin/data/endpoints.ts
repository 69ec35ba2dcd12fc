/**
 * The back office's map of our API: for every react-admin resource, the paths it calls, the
 * record react-admin sees and the JSON it sends. `dataProvider.ts` reads nothing else, so this
 * table is the one place to look when a path or a payload changes.
 *
 * For integrators
 * - Another host: `createDataProvider({ apiUrl: 'https://park.example/api' })` (and
 *   `createAuthProvider({ apiUrl })` for the login). Across origins the server must allow it with
 *   CORS and expose the `X-Total-Count` header (Access-Control-Expose-Headers), which lists need.
 * - A new resource: add one entry below — the five paths (`:id` stands for the record's id),
 *   the fields the server can sort by, how a server item becomes a record (`toRecord`, e.g. to
 *   choose which field is the `id`), and the bodies of create and update. Its screens, menu item
 *   and labels are listed in docs/architecture.md ("A back-office resource").
 * - Without editing this file: `createDataProvider({ resources: { ...endpoints, mine } })` takes a
 *   table of one's own, `httpClient` wraps every call, and react-admin's `withLifecycleCallbacks`
 *   wraps the provider (docs/architecture.md#extending-the-data-provider).
 *
 * Conventions every entry follows
 * - Lists take `page, per_page, sort, order, q` and answer `X-Total-Count`. Sorting by a field the
 *   server does not sort by falls back to the server's default order instead of failing.
 * - One record shape for every resource with a picture (staff, news, participants, services):
 *   `picture` is the stored picture's URL (or null; for news the cover, a picture or a video,
 *   whose MIME type is `picture_type`), and the form's file input is `new_picture`. Only this
 *   table turns them into the API's own names (`profile_image`, `image`, `photo`, `file`…); a
 *   picture goes along only when the user picked a new file (`isPickedFile`), otherwise the
 *   stored one stays.
 * - Updates send the writable fields only.
 * - An input the user emptied (react-admin gives null) is sent as '' so the server answers with
 *   its own field message.
 * - `formFields` names the server's fields that differ from the form's inputs, so that the
 *   server's message shows under the right input.
 * - Texts written in three languages (staff, news, participants, services) are wrapped by
 *   `withTranslatedTexts` (translatedTexts.ts): the old fields of a record are its English texts,
 *   and the bodies add the Russian and Uzbek ones the form changed as `translations`.
 */
import type { RaRecord } from 'react-admin';
import { USER_SORTABLE, type User, type UserCreate, type UserUpdate } from '../../api/auth';
import { CONTACT_SORTABLE, type Contact, type ContactCreate, type ContactUpdate } from '../../api/contacts';
import { INVESTOR_SORTABLE, type Investor, type InvestorCreate, type InvestorUpdate } from '../../api/investors';
import { NEWS_SORTABLE, NEWS_TRANSLATABLE, type News, type NewsCreate } from '../../api/news';
import {
  RESIDENT_SORTABLE,
  RESIDENT_TRANSLATABLE,
  type Resident,
  type ResidentCreate,
  type ResidentUpdate,
} from '../../api/residents';
import { SERVICE_SORTABLE, SERVICE_TRANSLATABLE, type Service, type ServiceCreate } from '../../api/services';
import { STAFF_SORTABLE, STAFF_TRANSLATABLE, type Staff, type StaffCreate } from '../../api/staff';
import { fileToDataUrl } from '../../api/dataUrl';
import { isPickedFile, pickedFileDataUrl, withoutDataPrefix } from './fileData';
import { withTranslatedTexts } from './translatedTexts';

/** The values of a react-admin form (or a whole record, on update). */
export type FormValues = Record<string, unknown>;
type Body = Record<string, unknown>;

export interface ResourceEndpoints<Item> {
  paths: {
    /** GET: the list. */
    list: string;
    /** GET one record. */
    one: string;
    /** POST a new record. */
    create: string;
    /** PATCH a record. */
    update: string;
    /** DELETE a record. */
    remove: string;
  };
  /** The fields the list endpoint can sort by. */
  sortable: readonly string[];
  /** The fields the list endpoint filters by (`?status=new`); the data provider refuses any other filter. */
  filters?: readonly string[];
  /** The record react-admin sees, made from one item of the server's answer. */
  toRecord(item: Item): RaRecord;
  /** The JSON body of create, from the form's values. */
  createBody: (values: FormValues) => Promise<Body>;
  /** The JSON body of update, from the edited record (and the record as it was, when known). */
  updateBody: (values: FormValues, previous?: FormValues) => Promise<Body>;
  /** Server field name → form input name, where they differ. */
  formFields?: Record<string, string>;
}

/** The named form values that are set; null (an emptied input) becomes ''. */
function pick<Payload>(values: FormValues, fields: readonly (keyof Payload & string)[]): Body {
  return Object.fromEntries(
    fields.filter((field) => values[field] !== undefined).map((field) => [field, values[field] ?? '']),
  );
}

/** The form input of a newly picked picture, whatever the API calls it. */
export const NEW_PICTURE = 'new_picture';

/** The data URL of the picture the user picked, or undefined to keep the stored one. */
const newPicture = (values: FormValues) => pickedFileDataUrl(values[NEW_PICTURE]);

/** The named fields plus the newly picked picture as the API's `pictureField`, a data URL. */
const fieldsAndPicture =
  <Payload>(fields: readonly (keyof Payload & string)[], pictureField: keyof Payload & string) =>
  async (values: FormValues): Promise<Body> => ({
    ...pick<Payload>(values, fields),
    [pictureField]: await newPicture(values),
  });

const asIs = <Item extends RaRecord>(item: Item): RaRecord => item;

/** `/staff/:id` style paths for a resource addressed by one base path. */
const restPaths = (list: string, base: string) => ({
  list,
  one: `${base}/:id`,
  create: base,
  update: `${base}/:id`,
  remove: `${base}/:id`,
});

/** Investor documents from a multiple FileInput: each picked file with its title (or its name). */
async function investorFiles(value: unknown): Promise<InvestorCreate['files']> {
  const entries = Array.isArray(value) ? value : [];
  return Promise.all(
    entries.filter(isPickedFile).map(async (entry) => ({
      file: await fileToDataUrl(entry.rawFile),
      title: entry.title || (entry.rawFile instanceof File ? entry.rawFile.name : ''),
    })),
  );
}

const staffRecord = ({ image, ...worker }: Staff) => ({ ...worker, picture: image.image_url });
export type StaffRecord = ReturnType<typeof staffRecord>;
const staffBody = fieldsAndPicture<StaffCreate>(['full_name', 'position'], 'profile_image');
const staff: ResourceEndpoints<Staff> = withTranslatedTexts(STAFF_TRANSLATABLE, {
  paths: restPaths('/staff/', '/staff'),
  sortable: STAFF_SORTABLE,
  toRecord: staffRecord,
  createBody: staffBody,
  updateBody: staffBody,
  formFields: { profile_image: NEW_PICTURE },
});

/** A news item's cover is a picture or a video; `picture_type` tells which. */
const newsRecord = ({ file, ...item }: News) => ({ ...item, picture: file.image_url, picture_type: file.mime_type });
export type NewsRecord = ReturnType<typeof newsRecord>;
const newsBody = fieldsAndPicture<NewsCreate>(['title', 'body'], 'image');
const news: ResourceEndpoints<News> = withTranslatedTexts(NEWS_TRANSLATABLE, {
  paths: restPaths('/news', '/news'),
  sortable: NEWS_SORTABLE,
  toRecord: newsRecord,
  createBody: newsBody,
  updateBody: newsBody,
  formFields: { image: NEW_PICTURE },
});

/**
 * Participants: the API answers the description twice (`descp`, `content`) and the picture twice
 * (`image_url`, `photo`); the record keeps `content` and `picture`. Create wants the description
 * as `desc` and a data URL `image`, update `content` and a bare base64 `photo`.
 */
const residentRecord = ({ descp: _descp, image_url, photo: _photo, ...resident }: Resident) => ({
  ...resident,
  picture: image_url,
});
export type ResidentRecord = ReturnType<typeof residentRecord>;
const residents: ResourceEndpoints<Resident> = withTranslatedTexts(RESIDENT_TRANSLATABLE, {
  paths: restPaths('/residents/', '/residents'),
  sortable: RESIDENT_SORTABLE,
  filters: ['status'],
  toRecord: residentRecord,
  createBody: async (values) => ({
    ...pick<ResidentCreate>({ ...values, desc: values.content }, ['name', 'status', 'desc']),
    image: await newPicture(values),
  }),
  updateBody: async (values) => {
    const picked = await newPicture(values);
    return {
      ...pick<ResidentUpdate>(values, ['name', 'content', 'status']),
      photo: picked && withoutDataPrefix(picked),
    };
  },
  formFields: { desc: 'content', image: NEW_PICTURE, photo: NEW_PICTURE },
});

/** Client applications: sent by visitors from /contact; staff change their status and note. */
const contacts: ResourceEndpoints<Contact> = {
  paths: {
    list: '/contacts',
    one: '/service/client_request_detail/:id',
    create: '/contacts',
    update: '/service/client_request_update/:id',
    remove: '/service/client_request_delete/:id',
  },
  sortable: CONTACT_SORTABLE,
  filters: ['status'],
  toRecord: asIs,
  createBody: async (values) => pick<ContactCreate>(values, ['name', 'email', 'phone_number', 'message']),
  updateBody: async (values) => pick<ContactUpdate>(values, ['status', 'note']),
};

/** Participants' applications from the Info Center, with their PDF documents in `Files`. */
const investors: ResourceEndpoints<Investor> = {
  paths: restPaths('/investor', '/investor'),
  sortable: INVESTOR_SORTABLE,
  toRecord: asIs,
  filters: ['status'],
  createBody: async (values) => ({
    ...pick<InvestorCreate>(values, ['name', 'email', 'phone_number', 'info']),
    files: await investorFiles(values.files),
  }),
  updateBody: async (values) =>
    pick<InvestorUpdate>(values, ['name', 'email', 'phone_number', 'info', 'status', 'note']),
};

const serviceRecord = ({ photo, ...service }: Service) => ({ ...service, id: service.uuid, picture: photo });
export type ServiceRecord = ReturnType<typeof serviceRecord>;
const serviceBody = fieldsAndPicture<ServiceCreate>(['name', 'content', 'status'], 'photo');
/** Services are addressed by uuid in the admin's documented paths, so the record's id is the uuid. */
const services: ResourceEndpoints<Service> = withTranslatedTexts(SERVICE_TRANSLATABLE, {
  paths: {
    list: '/service/get_all_services',
    one: '/service/service_detail/:id',
    create: '/service/create_service',
    update: '/service/service_update/:id',
    remove: '/service/service_delete/:id',
  },
  sortable: SERVICE_SORTABLE,
  toRecord: serviceRecord,
  createBody: serviceBody,
  updateBody: serviceBody,
  formFields: { photo: NEW_PICTURE },
});

/**
 * On one's own account the server asks for the current password with a new password or a new
 * e-mail; it is sent with those changes only, when it was typed.
 */
const currentPasswordAsked = (values: FormValues, previous?: FormValues) =>
  Boolean(values.password) || values.email !== previous?.email;

/** Admin accounts. An empty password on edit keeps the current one: it is not sent. */
const users: ResourceEndpoints<User> = {
  paths: {
    list: '/auth/users',
    one: '/auth/users/:id',
    create: '/auth/users',
    update: '/auth/update_user/:id',
    remove: '/auth/delete_user/:id',
  },
  sortable: USER_SORTABLE,
  toRecord: asIs,
  createBody: async (values) => pick<UserCreate>(values, ['full_name', 'email', 'password', 'role']),
  updateBody: async (values, previous) => ({
    ...pick<UserUpdate>(values, ['full_name', 'email', 'role']),
    ...(values.password ? { password: values.password } : {}),
    ...(currentPasswordAsked(values, previous) && values.current_password
      ? { current_password: values.current_password }
      : {}),
  }),
};

export const endpoints = { staff, news, residents, contacts, investors, services, users };


/** The entry of a resource in a table; an unknown name is a programming error worth a clear message. */
export function endpointsOf(
  table: Record<string, ResourceEndpoints<never>>,
  resource: string,
): ResourceEndpoints<unknown> {
  if (!Object.hasOwn(table, resource)) {
    throw new Error(
      `The back office has no endpoints for the resource "${resource}"; add it to src/admin/data/endpoints.ts`,
    );
  }
  return table[resource] as ResourceEndpoints<unknown>;
}
