import {
  type CreateParams,
  type DataProvider,
  type GetListParams,
  type GetManyParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { API_BASE, type ApiRequest, type ApiResponse, apiRequest } from '../../api/client';
import { readToken } from '../../api/browserStorage';
import type { ErasedApplications } from '../../api/applicants';
import type { Reply, StaffReply } from '../../api/applicationReplies';
import { MAX_PER_PAGE } from '../../api/common';
import { type RestoredPublication, type Revision, restoreRevisionPath, revisionsPath } from '../../api/revisions';
import { SEARCH_PER_PAGE, type SearchHit } from '../../api/search';
import { endpoints as ourEndpoints, endpointsOf } from './endpoints';
import type { FormValues, ResourceEndpoints } from './resourceEndpoints';
import { toHttpError } from './httpError';
import { keepUnsavedWork } from './unsavedWork';

/**
 * react-admin's data provider over our API. Every verb works the same way for every resource;
 * what differs per resource (paths, records, payloads) lives in the table of `endpoints.ts`.
 */

/**
 * Sends one call to the API: the path (with its query) and the request, whose `baseUrl` and
 * `token` are filled in already. The default is the site's own client; an integrator may wrap it
 * (another header, logging, a retry), as ra-data-simple-rest's `httpClient` is wrapped.
 */
export type HttpClient = <T>(path: string, request: ApiRequest) => Promise<ApiResponse<T>>;

export interface DataProviderOptions {
  /** The API's base URL; `/api` on the site's own host by default. */
  apiUrl?: string;
  /** The bearer token to send; by default the one the login stored. */
  getToken?: () => string | null;
  /** The resources and their API (endpoints.ts); ours by default, and another table may add more. */
  resources?: Record<string, ResourceEndpoints<never>>;
  httpClient?: HttpClient;
}

// react-admin lets every caller name its record type (the R below); the records are the server's
// shapes of src/api, which the API tests and the data provider's own tests hold to.
type Endpoints = ResourceEndpoints<unknown>;
type ListQuery = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'signal'>;

/** The records of an ordered resource, by their ids as react-admin knows them, in their new order. */
export interface ReorderParams {
  ids: Identifier[];
}

const pathFor = (template: string, id: Identifier) => template.replace(':id', encodeURIComponent(String(id)));

/** The filters with a value; react-admin leaves emptied filter inputs as '' or null. */
function activeFilters(filter: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** Sorting the server understands; any other field keeps the server's default order. */
function sortQuery(endpoints: Endpoints, sort: ListQuery['sort']) {
  if (!sort || !endpoints.sortable.includes(sort.field)) return {};
  return { sort: sort.field, order: sort.order.toLowerCase() };
}

/**
 * The version of a record the server answered (its `ETag`), kept on the record as `etag`: a save
 * sends it back as `If-Match`, so the server refuses (412) to overwrite a change someone else made
 * since this copy was read. Records of a list carry none; their screens read the record itself.
 */
const withVersion = (record: RaRecord, headers: Headers): RaRecord => {
  const etag = headers.get('ETag');
  return etag ? { ...record, etag } : record;
};
const ifMatch = (values?: FormValues): Record<string, string> =>
  typeof values?.etag === 'string' ? { 'If-Match': values.etag } : {};

function totalOf(headers: Headers): number {
  const total = headers.get('X-Total-Count');
  if (total === null) {
    throw new Error('The list answer has no X-Total-Count header; across origins the server must expose it (CORS)');
  }
  return Number(total);
}

/** A search of the back office's palette: the words, the language searched and answered in, and the page. */
export interface StaffSearchParams {
  q: string;
  lang: string;
  page?: number;
  perPage?: number;
  signal?: AbortSignal;
}

/** react-admin's calls, and what the back office asks of the API beyond records. */
export interface AdminDataProvider extends DataProvider {
  /** One page of what staff find across every kind of record (`GET /search?scope=staff`), and its total. */
  searchAsStaff(params: StaffSearchParams): Promise<{ data: SearchHit[]; total: number }>;
  /** Deletes everything one applicant sent (their right to erasure); answers how much went. */
  eraseApplicant(email: string): Promise<ErasedApplications>;
  /** Staff's reply on an application: mailed to the applicant (`public`), or an internal note. */
  replyToApplication(resource: 'contacts' | 'investors', id: Identifier, reply: StaffReply): Promise<Reply>;
  /** A translated content record's revisions (or a one-record resource's), newest first. */
  revisions(resource: string, id: Identifier): Promise<Revision[]>;
  /**
   * Brings a revision back as a new save; `etag` is the version the screen shows (a record saved
   * by someone else since is refused with 412). The record keeps its publication unless
   * `publication` is `restore`. Answers the record as it now is.
   */
  restoreRevision(
    resource: string,
    id: Identifier,
    revision: number,
    etag?: string,
    publication?: RestoredPublication,
  ): Promise<RaRecord>;
}

export function createDataProvider({
  apiUrl = API_BASE,
  getToken = readToken,
  resources = ourEndpoints,
  httpClient = apiRequest,
}: DataProviderOptions = {}): AdminDataProvider {
  const endpointsFor = (resource: string) => endpointsOf(resources, resource);

  async function call<T>(endpoints: Endpoints, path: string, request: ApiRequest = {}) {
    try {
      return await httpClient<T>(path, { ...request, baseUrl: apiUrl, token: getToken() });
    } catch (error) {
      throw toHttpError(error, endpoints.formFields);
    }
  }

  /** A save refused for want of a session keeps what was typed for after the login (unsavedWork.ts). */
  async function save<T>(resource: string, id: Identifier | null, values: FormValues, send: () => Promise<T>) {
    try {
      return await send();
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) keepUnsavedWork(resource, id, values);
      throw error;
    }
  }

  async function readOne<R extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal): Promise<R> {
    const endpoints = endpointsFor(resource);
    const { data, headers } = await call(endpoints, pathFor(endpoints.paths.one, id), { signal });
    return withVersion(endpoints.toRecord(data), headers) as R;
  }

  /** The version sent is the one the form was filled from (`values.etag`), else the record's as it was read. */
  async function writeOne<R extends RaRecord>(
    resource: string,
    id: Identifier,
    values: FormValues,
    previous?: FormValues,
  ): Promise<R> {
    const endpoints = endpointsFor(resource);
    const body = await endpoints.updateBody(values, previous);
    const headers = ifMatch(values.etag === undefined ? previous : values);
    const { data, headers: answered } = await save(resource, id, values, () =>
      call(endpoints, pathFor(endpoints.paths.update, id), { method: 'PATCH', body, headers }),
    );
    return withVersion(endpoints.toRecord(data), answered) as R;
  }

  async function removeOne<R extends RaRecord>(resource: string, id: Identifier, previous?: FormValues): Promise<R> {
    const endpoints = endpointsFor(resource);
    const { data } = await call(endpoints, pathFor(endpoints.paths.remove, id), {
      method: 'DELETE',
      headers: ifMatch(previous),
    });
    return endpoints.toRecord(data) as R;
  }

  /** One answer of the list endpoint and the total it reports. */
  async function fetchRows(endpoints: Endpoints, query: ApiRequest['query'], signal?: AbortSignal) {
    const { data, headers } = await call<unknown[]>(endpoints, endpoints.paths.list, { query, signal });
    return { rows: data, total: totalOf(headers) };
  }

  /**
   * A page larger than the API's (react-admin's Export asks for 1,000 records) is read as the
   * API's pages, one after another, until it is full or the list ends.
   */
  async function readPage(
    endpoints: Endpoints,
    query: Record<string, string | undefined>,
    { page, perPage }: { page: number; perPage: number },
    signal?: AbortSignal,
  ) {
    if (perPage <= MAX_PER_PAGE) return fetchRows(endpoints, { ...query, page, per_page: perPage }, signal);
    const first = (page - 1) * perPage;
    const rows: unknown[] = [];
    let total = Infinity;
    while (rows.length < perPage && first + rows.length < total) {
      // Pages of the API's size that fall inside the one asked for (`first` is a multiple of them
      // when perPage is; otherwise the rows before `first` are skipped).
      const apiPage = Math.floor((first + rows.length) / MAX_PER_PAGE) + 1;
      const answer = await fetchRows(endpoints, { ...query, page: apiPage, per_page: MAX_PER_PAGE }, signal);
      total = answer.total;
      const skip = first + rows.length - (apiPage - 1) * MAX_PER_PAGE;
      if (answer.rows.length <= skip) break;
      rows.push(...answer.rows.slice(skip, skip + perPage - rows.length));
    }
    return { rows, total: Number.isFinite(total) ? total : 0 };
  }

  /**
   * One page of records. The server searches (`q`), filters by the fields its entry names in
   * `filters`, sorts and pages; a filter the server does not offer is a programming error.
   */
  async function listPage<R extends RaRecord>(
    resource: string,
    { pagination, sort, filter, signal }: ListQuery,
  ): Promise<{ data: R[]; total: number }> {
    const endpoints = endpointsFor(resource);
    const { q, ...byField } = activeFilters(filter);
    const unknown = Object.entries(byField).filter(
      ([field, value]) => !endpoints.filters?.includes(field) || Array.isArray(value),
    );
    if (unknown.length > 0) {
      const fields = unknown.map(([field]) => field).join(', ');
      throw new Error(
        `The API cannot filter ${resource} by ${fields}; add it to their entry in src/admin/data/endpoints.ts`,
      );
    }
    const query = {
      q: q === undefined ? undefined : String(q),
      ...Object.fromEntries(Object.entries(byField).map(([field, value]) => [field, String(value)])),
      ...sortQuery(endpoints, sort),
    };
    const { rows, total } = pagination
      ? await readPage(endpoints, query, pagination, signal)
      : await fetchRows(endpoints, query, signal);
    return { data: rows.map((item) => endpoints.toRecord(item) as R), total };
  }

  /** Runs a write for every id in turn: the API has no bulk endpoints, and one at a time keeps the server's order. */
  async function oneByOne(ids: Identifier[], write: (id: Identifier) => Promise<unknown>) {
    for (const id of ids) await write(id);
    return { data: ids };
  }

  const provider: AdminDataProvider = {
    supportAbortSignal: true,

    getList: (resource, params) => listPage(resource, params),

    getOne: async (resource, { id, signal }) => ({ data: await readOne(resource, id, signal) }),

    getMany: async <RecordType extends RaRecord>(resource: string, { ids, signal }: GetManyParams) => ({
      data: await Promise.all(ids.map((id) => readOne<RecordType>(resource, id, signal))),
    }),

    /** No resource refers to another yet; this is a list filtered (by the server) by the target field. */
    getManyReference: (resource, { target, id, filter, ...params }) =>
      listPage(resource, { ...params, filter: { ...filter, [target]: id } }),

    create: async <
      RecordType extends Omit<RaRecord, 'id'>,
      ResultRecordType extends RaRecord = RecordType & { id: Identifier },
    >(
      resource: string,
      { data: values }: CreateParams,
    ) => {
      const endpoints = endpointsFor(resource);
      const body = await endpoints.createBody(values);
      const { data, headers } = await save(resource, null, values, () =>
        call(endpoints, endpoints.paths.create, { method: 'POST', body }),
      );
      return { data: withVersion(endpoints.toRecord(data), headers) as ResultRecordType };
    },

    /** Edit forms send the whole record; a partial change (useUpdate) is completed from previousData. */
    update: async (resource, { id, data: values, previousData }) => ({
      data: await writeOne(resource, id, { ...previousData, ...values }, previousData),
    }),

    /** The update endpoints want whole records, so each record is read and merged with the change first. */
    updateMany: (resource, { ids, data: changes }) =>
      oneByOne(ids, async (id) => {
        const record = await readOne(resource, id);
        return writeOne(resource, id, { ...record, ...changes }, record);
      }),

    delete: async (resource, { id, previousData }) => ({ data: await removeOne(resource, id, previousData) }),

    deleteMany: (resource, { ids }) => oneByOne(ids, (id) => removeOne(resource, id)),

    searchAsStaff: async ({ q, lang, page = 1, perPage = SEARCH_PER_PAGE, signal }) => {
      try {
        const query = { q, lang, page, per_page: perPage, scope: 'staff' };
        const request: ApiRequest = { query, signal, baseUrl: apiUrl, token: getToken() };
        const { data, headers } = await httpClient<SearchHit[]>('/search', request);
        return { data, total: totalOf(headers) };
      } catch (error) {
        throw toHttpError(error);
      }
    },

    eraseApplicant: async (email) => {
      try {
        const request: ApiRequest = { method: 'POST', body: { email }, baseUrl: apiUrl, token: getToken() };
        return (await httpClient<ErasedApplications>('/applicants/erase', request)).data;
      } catch (error) {
        throw toHttpError(error);
      }
    },

    replyToApplication: async (resource, id, reply) => {
      try {
        const request: ApiRequest = { method: 'POST', body: reply, baseUrl: apiUrl, token: getToken() };
        const path = `/${resource === 'contacts' ? 'contacts' : 'investor'}/${id}/replies`;
        return (await httpClient<Reply>(path, request)).data;
      } catch (error) {
        throw toHttpError(error);
      }
    },

    revisions: async (resource, id) => {
      const endpoints = endpointsFor(resource);
      const template = endpoints.revisionPaths?.list ?? revisionsPath({ name: resource });
      const { data } = await call<Revision[]>(endpoints, pathFor(template, id));
      return data;
    },

    restoreRevision: async (resource, id, revision, etag, publication = 'keep') => {
      const endpoints = endpointsFor(resource);
      const template = endpoints.revisionPaths?.restore ?? restoreRevisionPath({ name: resource });
      const path = pathFor(template, id).replace(':rev', String(revision));
      const { data, headers } = await call(endpoints, path, {
        method: 'POST',
        headers: ifMatch({ etag }),
        body: { publication },
      });
      return withVersion(endpoints.toRecord(data), headers);
    },

    /**
     * Not one of react-admin's verbs: puts the records of an ordered resource in the order of
     * `ids` (they take the places they held among them, see src/api/contentResource.ts), and
     * answers them in it.
     */
    reorder: async (resource: string, { ids }: ReorderParams): Promise<{ data: RaRecord[] }> => {
      const endpoints = endpointsFor(resource);
      if (!endpoints.reorderPath) throw new Error(`The back office gives ${resource} no order`);
      const { data } = await call<unknown[]>(endpoints, endpoints.reorderPath, { method: 'PUT', body: { ids } });
      return { data: data.map((item) => endpoints.toRecord(item)) };
    },
  };
  return provider;
}

export const dataProvider = createDataProvider();
