import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ContentGeneration } from '../publicCache/contentSignature';

/**
 * The staff redirects, held in memory like the pages of the public cache: read again when the
 * content generation moves on (a redirect saved through this instance moves it at once, one saved
 * through another is noticed within CONTENT_CHECK_MS, as the redirects are part of the signature).
 * Nearly always a lookup is a map read in the same turn; a promise only while the table is read.
 */
export class RedirectTable {
  private targets = new Map<string, string>();
  /**
   * The redirected addresses found to show no page since the table was read: a page appears at one
   * only by a change of content, which has the table read again and this begun anew.
   */
  private pageless = new Set<string>();
  private loadedFor = -1;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly generation: ContentGeneration,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Where a normalised path leads, if a redirect starts there. */
  targetOf(path: string): string | undefined | Promise<string | undefined> {
    const generation = this.generation.current();
    if (typeof generation === 'number' && generation <= this.loadedFor) return this.targets.get(path);
    return Promise.resolve(generation)
      .then((wanted) => this.loadFor(wanted))
      .then(
        () => this.targets.get(path),
        (error: unknown) => {
          // Without the table the page answers as it would without a redirect.
          this.log.error({ err: error }, 'could not read the redirects');
          return undefined;
        },
      );
  }

  /** Whether the redirected `path` was found to show no page since the table was read. */
  showsNoPage(path: string): boolean {
    return this.pageless.has(path);
  }

  /**
   * Remembers, from now on, that the redirected `path` shows no page, as a render found: the one
   * begun at the table's read `asOf` (a render older than the table may have shown older content).
   */
  notePageless(path: string, asOf: number): void {
    if (asOf === this.loadedFor) this.pageless.add(path);
  }

  /** Which read of the table this is (by content generation): for notePageless. */
  get readAt(): number {
    return this.loadedFor;
  }

  private async loadFor(wanted: number) {
    while (this.loadedFor < wanted) {
      this.loading ??= this.read().finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
  }

  private async read() {
    // The generation as the read begins: a change saved while it runs moves it past, and is read next time.
    const generation = this.generation.known;
    const rows = await this.db.selectFrom('redirects').select(['from_path', 'to_address']).execute();
    this.targets = new Map(rows.map((row) => [row.from_path, row.to_address]));
    this.pageless = new Set();
    this.loadedFor = generation;
  }
}
