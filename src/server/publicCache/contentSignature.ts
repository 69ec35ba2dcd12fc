import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { latestDuePublications } from '../content/publication';

/**
 * How long an instance may go without asking the database whether another instance changed what
 * visitors see. A change made through another instance is served everywhere at most this long
 * (plus one small query) after it was saved; docs/deploying.md names the bound.
 */
export const CONTENT_CHECK_MS = 1000;

/**
 * What the public pages show, summed up in a few cheap reads: every content resource's change count
 * (content_changes, one more at each create, update, delete or reordering visitors can see,
 * whichever instance made it: a draft's saves change no public page), the park's details' row version, and the latest publication moment that has come (a
 * scheduled record appears with no write at all), and the staff redirects (their count, newest id and
 * summed versions: any create, change or delete moves one). Any of them moving changes what visitors see.
 */
async function readSignature(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ changes: number | string | null; settings: number | string | null; redirects: string }>`
    select (select sum(version) from content_changes) as changes,
           (select max(version) from site_settings) as settings,
           (select count(*) || '/' || coalesce(max(id), 0) || '/' || coalesce(sum(version), 0) from redirects) as redirects`.execute(
    db,
  );
  const [row] = rows;
  const published =
    Object.values(await latestDuePublications(db))
      .sort()
      .at(-1) ?? '';
  return `${row?.changes ?? 0}:${row?.settings ?? 0}:${published}:${row?.redirects ?? ''}`;
}

/**
 * The generation of the public content this instance serves from memory. It moves on at once when a
 * write passes through this instance (`moveOn`), and when a read of the database, made at most every
 * CONTENT_CHECK_MS on the way to a cached answer, finds that another instance wrote something.
 * Whatever was kept for an older generation is no longer served.
 */
export class ContentGeneration {
  private generation = 0;
  private signature: string | undefined;
  private checkedAt = -Infinity;
  private checking: Promise<number> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onMove: () => void,
    private readonly checkMs = CONTENT_CHECK_MS,
  ) {}

  /** Something visitors see changed through this instance: forget at once. */
  moveOn(): void {
    this.generation += 1;
    this.onMove();
  }

  /** The generation as this instance knows it, without asking the database. */
  get known(): number {
    return this.generation;
  }

  /** The generation now, after a read of the database if the last one is older than the bound. */
  current(): number | Promise<number> {
    if (performance.now() - this.checkedAt < this.checkMs) return this.generation;
    this.checking ??= this.check().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async check(): Promise<number> {
    const startedAt = performance.now();
    let signature: string;
    try {
      signature = await readSignature(this.db);
    } catch {
      // Without the database nothing kept can be vouched for: answer afresh (the request then
      // fails or succeeds as it would without a cache), and ask again at the next request.
      this.moveOn();
      this.signature = undefined;
      return this.generation;
    }
    if (this.signature !== undefined && signature !== this.signature) this.moveOn();
    this.signature = signature;
    // The bound counts from when the read began: a write committed after it is caught by the next.
    this.checkedAt = startedAt;
    return this.generation;
  }
}
