import { type Kysely, PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';

/**
 * The counts PostgreSQL keeps of the lists the back office pages through unfiltered: how many rows
 * a table has (not in the trash, for a table with one). Counting them afresh is an index-only scan
 * over every entry, about 20 ms of each news list request at 100,000 news; a kept count is one
 * row read by its key. Triggers on the table keep it in the writing transaction (a statement's
 * inserted, deleted or changed rows at once), so a reader sees the count of the rows it sees.
 * SQLite counts from a covering index in a few milliseconds and keeps none.
 */
const KEPT_COUNTS: Readonly<Record<string, { trash: boolean }>> = {
  news: { trash: true },
  residents: { trash: true },
  contacts: { trash: false },
  investors: { trash: false },
};

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
type AnySelect = SelectQueryBuilder<any, any, any>;

/** The unfiltered list whose count is kept: every row, or every row not in the trash. */
const keptList = (db: AnyDb, table: string) => {
  const rows = db.selectFrom(table);
  return KEPT_COUNTS[table]!.trash ? rows.where(sql.ref('deleted_at'), 'is', null) : rows;
};

/**
 * The kept count of the list `base` narrows the table to, when it is the unfiltered one (the same
 * statement as keptList's); undefined when the list is narrowed otherwise, on SQLite, or for a
 * table whose count is not kept.
 */
export async function keptCount(db: AnyDb, table: string, base: AnySelect): Promise<number | undefined> {
  if (!(table in KEPT_COUNTS) || !(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const counted = (select: AnySelect) => select.select((eb) => eb.fn.countAll().as('count')).compile();
  const asked = counted(base);
  const kept = counted(keptList(db, table));
  if (asked.sql !== kept.sql || JSON.stringify(asked.parameters) !== JSON.stringify(kept.parameters)) return undefined;
  const { rows } = await sql<{ live: string }>`select live from list_counts where table_name = ${table}`.execute(db);
  return rows[0] ? Number(rows[0].live) : undefined;
}

/**
 * Migration 0036_memory_kept_counts (PostgreSQL): the counts' table, filled from the rows there
 * are, and the triggers that keep it. Statement triggers with their transition tables, so a bulk
 * insert (a seed, a restore) moves the count once; a change that moves nothing takes no lock.
 */
export async function keepListCounts(db: Kysely<unknown>): Promise<void> {
  await sql`create table list_counts (table_name text primary key, live bigint not null)`.execute(db);
  for (const [kind, live] of [
    ['every', sql``],
    ['live', sql`where deleted_at is null`],
  ] as const) {
    await sql`create function ${sql.raw(`list_counts_added_${kind}`)}() returns trigger language plpgsql as $$
      declare moved bigint := (select count(*) from added ${live});
      begin
        if moved <> 0 then update list_counts set live = live + moved where table_name = tg_table_name; end if;
        return null;
      end $$`.execute(db);
    await sql`create function ${sql.raw(`list_counts_gone_${kind}`)}() returns trigger language plpgsql as $$
      declare moved bigint := (select count(*) from gone ${live});
      begin
        if moved <> 0 then update list_counts set live = live - moved where table_name = tg_table_name; end if;
        return null;
      end $$`.execute(db);
  }
  // A move to the trash or out of it is an update of deleted_at.
  await sql`create function list_counts_changed_live() returns trigger language plpgsql as $$
    declare moved bigint := (select count(*) from added where deleted_at is null)
      - (select count(*) from gone where deleted_at is null);
    begin
      if moved <> 0 then update list_counts set live = live + moved where table_name = tg_table_name; end if;
      return null;
    end $$`.execute(db);
  await sql`create function list_counts_emptied() returns trigger language plpgsql as $$
    begin
      update list_counts set live = 0 where table_name = tg_table_name;
      return null;
    end $$`.execute(db);
  for (const [table, { trash }] of Object.entries(KEPT_COUNTS)) {
    const kind = trash ? 'live' : 'every';
    const name = (what: string) => sql.raw(`${table}_list_count_${what}`);
    const run = (fn: string) => sql.raw(`execute function ${fn}()`);
    await sql`insert into list_counts (table_name, live)
      select ${table}, count(*) from ${sql.table(table)} ${trash ? sql`where deleted_at is null` : sql``}`.execute(db);
    await sql`create trigger ${name('added')} after insert on ${sql.table(table)}
      referencing new table as added for each statement ${run(`list_counts_added_${kind}`)}`.execute(db);
    await sql`create trigger ${name('gone')} after delete on ${sql.table(table)}
      referencing old table as gone for each statement ${run(`list_counts_gone_${kind}`)}`.execute(db);
    if (trash)
      await sql`create trigger ${name('changed')} after update on ${sql.table(table)}
        referencing old table as gone new table as added for each statement ${run('list_counts_changed_live')}`.execute(
        db,
      );
    await sql`create trigger ${name('emptied')} after truncate on ${sql.table(table)}
      for each statement ${run('list_counts_emptied')}`.execute(db);
  }
}
