import {
  type CreateParams,
  type DataProvider,
  type GetListParams,
  type GetManyParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { API_BASE, type ApiRequest, apiRequest } from '../../api/client';
import { readToken } from '../../api/browserStorage';
import { type FormValues, type ResourceEndpoints, endpointsOf } from './endpoints';
import { toHttpError } from './httpError';

/**
 * react-admin's data provider over our API. Every verb works the same way for every resource;
 * what differs per resource (paths, records, payloads) lives in the table of `endpoints.ts`.
 */

export interface DataProviderOptions {
  /** The API's base URL; `/api` on the site's own host by default. */
  apiUrl?: string;
  /** The bearer token to send; by default the one the login stored. */
  getToken?: () => string | null;
}

// react-admin lets every caller name its record type (the R below); the records are the server's
// shapes of src/api, which the API tests and the data provider's own tests hold to.
type Endpoints = ResourceEndpoints<unknown>;
type ListQuery = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'signal'>;

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

function totalOf(headers: Headers): number {
  const total = headers.get('X-Total-Count');
  if (total === null) {
    throw new Error('The list answer has no X-Total-Count header; across origins the server must expose it (CORS)');
  }
  return Number(total);
}

export function createDataProvider({
  apiUrl = API_BASE,
  getToken = readToken,
}: DataProviderOptions = {}): DataProvider {
  async function call<T>(endpoints: Endpoints, path: string, request: ApiRequest = {}) {
    try {
      return await apiRequest<T>(path, { ...request, baseUrl: apiUrl, token: getToken() });
    } catch (error) {
      throw toHttpError(error, endpoints.formFields);
    }
  }

  async function readOne<R extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal): Promise<R> {
    const endpoints = endpointsOf(resource);
    const { data } = await call(endpoints, pathFor(endpoints.paths.one, id), { signal });
    return endpoints.toRecord(data) as R;
  }

  async function writeOne<R extends RaRecord>(
    resource: string,
    id: Identifier,
    values: FormValues,
    previous?: FormValues,
  ): Promise<R> {
    const endpoints = endpointsOf(resource);
    const body = await endpoints.updateBody(values, previous);
    const { data } = await call(endpoints, pathFor(endpoints.paths.update, id), { method: 'PATCH', body });
    return endpoints.toRecord(data) as R;
  }

  async function removeOne<R extends RaRecord>(resource: string, id: Identifier): Promise<R> {
    const endpoints = endpointsOf(resource);
    const { data } = await call(endpoints, pathFor(endpoints.paths.remove, id), { method: 'DELETE' });
    return endpoints.toRecord(data) as R;
  }

  /**
   * One page of records. The server searches (`q`), filters by the fields its entry names in
   * `filters`, sorts and pages; a filter the server does not offer is a programming error.
   */
  async function listPage<R extends RaRecord>(
    resource: string,
    { pagination, sort, filter, signal }: ListQuery,
  ): Promise<{ data: R[]; total: number }> {
    const endpoints = endpointsOf(resource);
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
      ...(pagination && { page: pagination.page, per_page: pagination.perPage }),
    };
    const { data, headers } = await call<unknown[]>(endpoints, endpoints.paths.list, { query, signal });
    return { data: data.map((item) => endpoints.toRecord(item) as R), total: totalOf(headers) };
  }

  /** Runs a write for every id in turn: the API has no bulk endpoints, and one at a time keeps the server's order. */
  async function oneByOne(ids: Identifier[], write: (id: Identifier) => Promise<unknown>) {
    for (const id of ids) await write(id);
    return { data: ids };
  }

  const provider: DataProvider = {
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
      const endpoints = endpointsOf(resource);
      const body = await endpoints.createBody(values);
      const { data } = await call(endpoints, endpoints.paths.create, { method: 'POST', body });
      return { data: endpoints.toRecord(data) as ResultRecordType };
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

    delete: async (resource, { id }) => ({ data: await removeOne(resource, id) }),

    deleteMany: (resource, { ids }) => oneByOne(ids, (id) => removeOne(resource, id)),
  };
  return provider;
}

export const dataProvider = createDataProvider();
