import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ListQuery } from '../../api/common';
import { badRequest } from '../http/errors';
import type { Database, Row, TableName } from '../db/schema';
import { substringSearch } from './substringSearch';
import { keptCount } from '../db/keptCounts';

type Order = 'asc' | 'desc';

export interface ListRules<T extends TableName> {
  sortable: readonly (keyof Row<T> & string)[];
  /** The columns `q` is a substring of, where the list has no `search` of its own. */
  searchable: readonly (keyof Row<T> & string)[];
  /**
   * How `q` narrows the list where a substring of every searchable column would read the whole
   * table (search/listSearch.ts); undefined for a `q` it leaves to the substring.
   */
  search?: (text: string) => ListScope | undefined;
  defaultSort: keyof Row<T> & string;
  defaultOrder: Order;
  /** The name a sortable column goes by in the API where that is not its own (`{ to_address: 'to' }`). */
  sortNames?: Partial<Record<keyof Row<T> & string, string>>;
  /** Rows equal in the sorted column follow this one, in this order whatever the list's, before the id. */
  tieBreak?: { column: keyof Row<T> & string; order: Order };
  /** Columns the query may narrow to one value (`?status=new`); the query schema checks the values. */
  filters?: readonly (keyof Row<T> & string)[];
  /** Query parameters that narrow a column to values starting with a prefix (`?media=video` → `file_mime` like `video/%`). */
  prefixFilters?: Record<string, { column: keyof Row<T> & string; prefixes: Record<string, string> }>;
  /**
   * Query parameters that keep the rows where any of a value's columns is blank (`?missing=ru` →
   * a Russian text not written); the query schema checks the values.
   */
  blankFilters?: Record<string, Record<string, readonly string[]>>;
}

/** A narrowing of a list beyond its query's parameters (e.g. what the reader may see). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
export type ListScope = (select: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>;

const DEFAULT_PER_PAGE = 25;
/** A list asked for without paging still stops here; X-Total-Count says how many there are. */
export const MAX_UNPAGED_ROWS = 500;

/**
 * One page of a table with the list parameters every endpoint honours. Without `page` or
 * `per_page` the whole (searched, sorted) list comes back, as the old clients expect, up to
 * MAX_UNPAGED_ROWS rows.
 */
export async function findPage<T extends TableName>(
  kysely: Kysely<Database>,
  table: T,
  query: ListQuery & Record<string, unknown>,
  rules: ListRules<T>,
  scope?: ListScope,
): Promise<{ rows: Row<T>[]; total: number }> {
  const names: readonly string[] = rules.sortable.map((column) => rules.sortNames?.[column] ?? column);
  const asked = query.sort ?? rules.sortNames?.[rules.defaultSort] ?? rules.defaultSort;
  const sort = rules.sortable[names.indexOf(asked)];
  if (sort === undefined) throw badRequest('sort', `Cannot sort by "${asked}"; use one of ${names.join(', ')}`);
  // Dynamic table and column names defeat Kysely's typing; they come from the rules above, never from input.
  const db = kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let base = db.selectFrom(table as string);
  if (scope) base = scope(base);
  for (const column of rules.filters ?? []) {
    const wanted = query[column];
    if (wanted !== undefined) base = base.where(sql.ref(column), '=', String(wanted));
  }
  for (const [parameter, { column, prefixes }] of Object.entries(rules.prefixFilters ?? {})) {
    const wanted = query[parameter];
    if (typeof wanted === 'string' && wanted in prefixes) {
      base = base.where(sql.ref(column), 'like', `${prefixes[wanted]}%`);
    }
  }
  for (const [parameter, columnsByValue] of Object.entries(rules.blankFilters ?? {})) {
    const wanted = query[parameter];
    const columns = typeof wanted === 'string' ? columnsByValue[wanted] : undefined;
    if (columns) {
      base = base.where(({ or }) =>
        or(columns.map((column) => sql<boolean>`coalesce(trim(${sql.ref(column)}), '') = ''`)),
      );
    }
  }
  const searched = query.q ? rules.search?.(query.q) : undefined;
  if (searched) {
    base = searched(base);
  } else if (query.q) {
    base = (await substringSearch(kysely, table, rules.searchable, query.q))(base);
  }
  const total = (await keptCount(db, table, base)) ?? (await countOf(base));
  const paged = Boolean(query.page || query.per_page);
  const limit = paged ? (query.per_page ?? DEFAULT_PER_PAGE) : MAX_UNPAGED_ROWS;
  const offset = paged ? ((query.page ?? 1) - 1) * limit : 0;
  const order = query.order ?? rules.defaultOrder;
  const rows = await pageOf(db, table, base, { sort, order, tieBreak: rules.tieBreak, limit, offset, total });
  return { rows: rows as Row<T>[], total };
}

type AnySelect = Parameters<ListScope>[0];

const countOf = async (base: AnySelect) =>
  Number((await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
interface Sorting {
  sort: string;
  order: Order;
  tieBreak?: { column: string; order: Order };
}

const turned = (order: Order): Order => (order === 'asc' ? 'desc' : 'asc');

/**
 * Rows with equal values (e.g. created in the same millisecond) follow the tie-break, then the id
 * in the same direction; `reversed` reads the whole order backwards.
 */
const ordered = (select: AnySelect, { sort, order, tieBreak }: Sorting, reversed: boolean) => {
  const way = (wanted: Order) => (reversed ? turned(wanted) : wanted);
  return select
    .orderBy(sort, way(order))
    .$if(tieBreak !== undefined, (rows) => rows.orderBy(tieBreak!.column, way(tieBreak!.order)))
    .$if(sort !== 'id', (rows) => rows.orderBy('id', way(order)));
};

/**
 * One page of the narrowed rows, read so that no page costs more than the list's length along an
 * index: the page's ids first, from the index alone (PostgreSQL steps over the skipped rows without
 * reading them), then their rows. A page past the middle is read from the other end, in the
 * opposite order, and turned round: the newsroom's last page costs what its first does. The
 * order is total (the id breaks ties), so the page is the same either way.
 */
async function pageOf(
  db: Kysely<Record<string, Record<string, unknown>>>,
  table: string,
  base: AnySelect,
  { limit, offset, total, ...sorting }: Sorting & { limit: number; offset: number; total: number },
): Promise<unknown[]> {
  if (offset >= total) return [];
  const fromEnd = offset > total / 2;
  const take = fromEnd ? Math.min(limit, total - offset) : limit;
  const skip = fromEnd ? Math.max(0, total - offset - take) : offset;
  const ids = ordered(base.select('id'), sorting, fromEnd).limit(take).offset(skip);
  const rows = await ordered(db.selectFrom(table).selectAll().where('id', 'in', ids), sorting, fromEnd).execute();
  return fromEnd ? rows.reverse() : rows;
}

/**
 * The handler of a list endpoint: one page of rows, as the client sees them, and their total;
 * `scopeOf` checks who asks and narrows the list further for the request (e.g. to what its reader
 * may see; undefined: nothing further).
 */
export function listHandler<T extends TableName, Item>(
  db: Kysely<Database>,
  table: T,
  rules: ListRules<T>,
  present: (rows: Row<T>[], request: FastifyRequest) => Item[] | Promise<Item[]>,
  scopeOf?: (request: FastifyRequest, reply: FastifyReply) => Promise<ListScope | undefined>,
) {
  return async (
    request: FastifyRequest<{ Querystring: ListQuery & Record<string, unknown> }>,
    reply: FastifyReply,
  ): Promise<Item[]> => {
    const scope = await scopeOf?.(request, reply);
    const { rows, total } = await findPage(db, table, request.query, rules, scope);
    reply.header('X-Total-Count', total);
    return present(rows, request);
  };
}
