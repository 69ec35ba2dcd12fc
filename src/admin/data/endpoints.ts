/**
 * The back office's map of our API: for every react-admin resource, the paths it calls, the
 * record react-admin sees and the JSON it sends. `dataProvider.ts` reads nothing else, so this
 * table is the one place to look when a path or a payload changes.
 *
 * For integrators
 * - Another host: `createDataProvider({ apiUrl: 'https://park.example/api' })` (and
 *   `createAuthProvider({ apiUrl })` for the login). Across origins the server must allow it with
 *   CORS and expose the `X-Total-Count` header (Access-Control-Expose-Headers), which lists need.
 * - A translated content resource (team, news, participants, services) is not written here: its
 *   entry is made from its declaration in src/api (contentEndpoints.ts), so declaring it in
 *   src/api/contentResources.ts is all this table needs.
 * - Another resource: add one entry below — the five paths (`:id` stands for the record's id),
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
 *   whose MIME type is `picture_type`), and the form's file input is `new_picture`. Only the
 *   declarations' wire names turn them into the API's own (`profile_image`, `image`, `photo`…); a
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
import { AUDIT_SORTABLE, type AuditEntry, auditListQuerySchema } from '../../api/auditLog';
import { USER_SORTABLE, type User, type UserCreate, type UserUpdate } from '../../api/auth';
import {
  CONTACT_SORTABLE,
  type Contact,
  type ContactCreate,
  type ContactUpdate,
  contactListQuerySchema,
} from '../../api/contacts';
import { restPaths } from '../../api/contentResource';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import {
  INVESTOR_SORTABLE,
  type Investor,
  type InvestorCreate,
  type InvestorUpdate,
  investorListQuerySchema,
} from '../../api/investors';
import { fileToDataUrl } from '../../api/dataUrl';
import {
  MISSED_SORTABLE,
  type MissedAddress,
  REDIRECT_SORTABLE,
  type Redirect,
  type RedirectBody,
} from '../../api/redirects';
import { contentEndpoints } from './contentEndpoints';
import { isPickedFile } from './fileData';
import { settingsEndpoints } from './settingsEndpoints';
import type { Body, FormValues, ResourceEndpoints } from './resourceEndpoints';

/** The named form values that are set; null (an emptied input) becomes ''. */
function pick<Payload>(values: FormValues, fields: readonly (keyof Payload & string)[]): Body {
  return Object.fromEntries(
    fields.filter((field) => values[field] !== undefined).map((field) => [field, values[field] ?? '']),
  );
}

const asIs = <Item extends RaRecord>(item: Item): RaRecord => item;

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
  listQuery: contactListQuerySchema,
  toRecord: asIs,
  createBody: async (values) => pick<ContactCreate>(values, ['name', 'email', 'phone_number', 'message', 'consent']),
  updateBody: async (values) => pick<ContactUpdate>(values, ['status', 'note']),
};

/** Participants' applications from the Info Center, with their PDF documents in `Files`. */
const investors: ResourceEndpoints<Investor> = {
  paths: restPaths('/investor'),
  sortable: INVESTOR_SORTABLE,
  toRecord: asIs,
  filters: ['status'],
  listQuery: investorListQuerySchema,
  createBody: async (values) => ({
    ...pick<InvestorCreate>(values, ['name', 'email', 'phone_number', 'info', 'consent']),
    files: await investorFiles(values.files),
  }),
  updateBody: async (values) =>
    pick<InvestorUpdate>(values, ['name', 'email', 'phone_number', 'info', 'status', 'note']),
};

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

/** The write bodies of what staff only read: none, refused with why. */
function refusedBodies(why: string): Pick<ResourceEndpoints<never>, 'createBody' | 'updateBody'> {
  const refuse = () => Promise.reject(new Error(why));
  return { createBody: refuse, updateBody: refuse };
}

/** The activity log: read only, by admins. */
const auditLog: ResourceEndpoints<AuditEntry> = {
  paths: restPaths('/audit-log'),
  sortable: AUDIT_SORTABLE,
  filters: ['user_id', 'resource', 'action', 'from', 'to'],
  listQuery: auditListQuerySchema,
  toRecord: asIs,
  ...refusedBodies('The activity log is written by the server only'),
};

/** The page addresses visitors missed: read only, by admins; a redirect takes one out. */
const missedAddresses: ResourceEndpoints<MissedAddress> = {
  paths: restPaths('/not-found'),
  sortable: MISSED_SORTABLE,
  toRecord: asIs,
  ...refusedBodies('Missed addresses are noted by the server only'),
};

/** The body of a redirect, new or changed: its two addresses. */
const redirectBody = async (values: FormValues) => pick<RedirectBody>(values, ['from_path', 'to']);

/** Staff redirects (301) from old addresses, by admins. */
const redirects: ResourceEndpoints<Redirect> = {
  paths: restPaths('/redirects'),
  sortable: REDIRECT_SORTABLE,
  toRecord: asIs,
  createBody: redirectBody,
  updateBody: redirectBody,
};

/** Every resource of the back office: the translated content ones from their declarations, and the others. */
export const endpoints: Record<string, ResourceEndpoints<never>> = {
  ...Object.fromEntries(CONTENT_RESOURCES.map((resource) => [resource.name, contentEndpoints(resource)])),
  contacts,
  investors,
  users,
  settings: settingsEndpoints,
  'audit-log': auditLog,
  'not-found': missedAddresses,
  redirects,
};


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
