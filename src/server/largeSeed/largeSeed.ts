import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import type { AnyContentResource } from '../../api/contentResource';
import { newsResource } from '../../api/news';
import { RESIDENT_STATUS } from '../../api/residentStatus';
import { residentResource } from '../../api/residents';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';
import { noteContentChange } from '../content/contentChanges';
import { pictureSizeColumns } from '../content/pictureSizeColumns';
import type { AnyDb } from '../content/rows';
import type { ContentRow } from '../content/rowsWithFile';
import type { Dialect } from '../db/connect';
import type { Database, NewRow } from '../db/schema';
import { type DecodedFile, type UploadStore, decodeUpload, uploadPolicies } from '../files/uploads';
import { fillEmptySearchIndex, indexedWords } from '../search/searchIndex';
import { fillMissingSlugs, SLUGGED_RESOURCES } from '../db/slugHistory';
import { referenceOf } from '../../api/applicationReference';
import { PEOPLE, WORD_LISTS, type WordList } from './wordLists';

/**
 * A large data set on demand (`npm run seed:large`, docs/performance.md): news, participants and
 * applications by the hundred thousand, in three languages, written in multi-row inserts inside
 * transactions, with the search index and the change times a save through the API would leave
 * (the index's rows come from the index's own `indexedWords`). The same seed gives the same records.
 */
export interface LargeSeedCounts {
  news: number;
  applications: number;
  participants: number;
}

/** The tables a large seed fills: any row in one of them and the database is not empty. */
const FILLED_TABLES = ['news', 'residents', 'contacts', 'investors'] as const;

/** The first table that already has a row, or undefined when the seed may fill the database. */
export async function filledTable(db: Kysely<Database>): Promise<string | undefined> {
  for (const table of FILLED_TABLES) {
    if (await (db as unknown as AnyDb).selectFrom(table).select('id').limit(1).executeTakeFirst()) return table;
  }
  return undefined;
}

/** A small deterministic generator (mulberry32): the same data set on every run and database. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof randomFrom>;

const DAY_MS = 86_400_000;

/** A time `days` back from now at most, spread evenly. */
const within = (random: Random, now: number, days: number) => new Date(now - random.next() * days * DAY_MS);

/** The figures a sentence names: a few dozen, as a park's news repeats its round numbers. */
const NUMBERS = Array.from({ length: 40 }, (_, index) => (index < 20 ? 5 * (index + 1) : 50 * (index - 17)));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function filled(template: string, words: WordList, random: Random): string {
  return template
    .replace(/\{subject\}/g, () => random.pick(words.subjects))
    .replace(/\{object\}/g, () => random.pick(words.objects))
    .replace(/\{place\}/g, () => random.pick(words.places))
    .replace(/\{number\}/g, () => String(random.pick(NUMBERS)));
}

function titleIn(words: WordList, random: Random): string {
  return capitalised(
    `${random.pick(words.subjects)} ${random.pick(words.deeds)} ${random.pick(words.objects)} ${random.pick(words.places)}`,
  );
}

/**
 * Two paragraphs of two or three sentences, as sanitised HTML: shorter than most real news, since
 * each distinct word of a record is a row of the index in each of the three languages.
 */
function bodyIn(words: WordList, random: Random): string {
  return Array.from({ length: 2 }, () => {
    const sentences = Array.from({ length: 2 + random.int(2) }, () =>
      filled(random.pick(words.sentences), words, random),
    );
    return `<p>${sentences.join(' ')}</p>`;
  }).join('');
}

/** Texts of one record: English always; Russian and Uzbek mostly, some left to be translated. */
function textsOf(fields: Record<string, (words: WordList) => string>, random: Random): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const language of CONTENT_LANGUAGES) {
    const translated = language === 'en' || random.chance(0.92);
    for (const [field, make] of Object.entries(fields)) {
      const column = language === 'en' ? field : `${field}_${language}`;
      columns[column] = translated ? make(WORD_LISTS[language as ContentLanguage]) : '';
    }
  }
  return columns;
}

/** The few pictures every record shows, made once and stored once (each record refers to one). */
async function storedPictures(store: UploadStore, count: number): Promise<{ url: string; file: DecodedFile }[]> {
  const pictures = [];
  for (let index = 0; index < count; index++) {
    const hue = Math.round((index * 360) / count);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,25%)"/>
      </linearGradient></defs>
      <rect width="1200" height="800" fill="url(#g)"/>
      <rect x="${150 + index * 40}" y="380" width="420" height="260" fill="hsl(${hue},20%,80%)"/>
      <circle cx="900" cy="260" r="${90 + index * 10}" fill="hsl(${(hue + 180) % 360},60%,60%)"/>
    </svg>`;
    const bytes = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
    const file = await decodeUpload(bytes.toString('base64'), uploadPolicies.picture, 'file');
    pictures.push({ url: await store.save(file), file });
  }
  return pictures;
}

/** A one-page PDF, as an investor attaches: each application gets its own copy (its erasure removes it). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Rows per insert: as many as a statement's parameters allow on both databases (SQLite's 32,766). */
const rowsPerInsert = (columns: number) => Math.max(1, Math.floor(30_000 / columns));

async function insertMany(db: Kysely<Database>, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const size = rowsPerInsert(Object.keys(rows[0]!).length);
  for (let start = 0; start < rows.length; start += size) {
    await (db as unknown as AnyDb)
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}

/** Rows written, then their search words, in one transaction per batch: the index never lags its table. */
async function insertIndexed(db: Kysely<Database>, resource: AnyContentResource, rows: Record<string, unknown>[]) {
  await db.transaction().execute(async (trx) => {
    await insertMany(trx, resource.table, rows);
    await insertMany(trx, 'search_words', indexedWords(resource, rows as ContentRow[]));
  });
}

/** After rows written with their ids, PostgreSQL's sequence goes past them (SQLite's AUTOINCREMENT follows by itself). */
async function moveSequencePast(db: Kysely<Database>, dialect: Dialect, table: string) {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

const BATCH = 2000;

async function inBatches(total: number, write: (first: number, count: number) => Promise<void>) {
  for (let first = 0; first < total; first += BATCH) await write(first, Math.min(BATCH, total - first));
}

/** A picture of its own for a record in the trash: emptying the trash removes the record's file. */
const ownCopy = (store: UploadStore, file: DecodedFile) => store.save(file);

async function seedNews(
  db: Kysely<Database>,
  store: UploadStore,
  pictures: { url: string; file: DecodedFile }[],
  count: number,
  now: number,
) {
  const random = randomFrom(1);
  await inBatches(count, async (first, size) => {
    const rows: Record<string, unknown>[] = [];
    for (let index = 0; index < size; index++) {
      // Older items first, so ids grow with time as they do on a real site; eight years of news.
      const created = new Date(now - (1 - (first + index) / count) * 8 * 365 * DAY_MS - random.int(DAY_MS));
      const draft = random.chance(0.04);
      const scheduled = !draft && (first + index) / count > 0.995;
      const trashed = random.chance(0.015);
      const picture = random.pick(pictures);
      const updated = new Date(Math.min(now, created.getTime() + random.int(30) * DAY_MS));
      rows.push({
        id: first + index + 1,
        uuid: randomUUID(),
        ...textsOf(
          {
            title: (words) => titleIn(words, random),
            body: (words) => bodyIn(words, random),
            picture_alt: (words) => capitalised(random.pick(words.objects)),
          },
          random,
        ),
        file_url: trashed ? await ownCopy(store, picture.file) : picture.url,
        file_mime: picture.file.mime,
        ...pictureSizeColumns(newsResource.file, picture.file),
        created_at: created.toISOString(),
        updated_at: updated.toISOString(),
        version: 1 + random.int(3),
        deleted_at: trashed ? within(random, now, 20).toISOString() : null,
        status: draft ? 'draft' : 'published',
        publish_at: scheduled ? new Date(now + (1 + random.int(60)) * DAY_MS).toISOString() : null,
      });
    }
    await insertIndexed(db, newsResource, rows);
  });
}

async function seedParticipants(
  db: Kysely<Database>,
  store: UploadStore,
  pictures: { url: string; file: DecodedFile }[],
  count: number,
  now: number,
) {
  const random = randomFrom(2);
  await inBatches(count, async (first, size) => {
    const rows: Record<string, unknown>[] = [];
    for (let index = 0; index < size; index++) {
      const trashed = random.chance(0.01);
      const picture = random.pick(pictures);
      rows.push({
        id: first + index + 1,
        uuid: randomUUID(),
        ...textsOf(
          {
            name: (words) => `${random.pick(words.subjects)} ${first + index + 1}`,
            content: (words) => filled(random.pick(words.sentences), words, random),
            picture_alt: (words) => capitalised(random.pick(words.objects)),
          },
          random,
        ),
        image_url: trashed ? await ownCopy(store, picture.file) : picture.url,
        ...pictureSizeColumns(residentResource.file, picture.file),
        status: random.chance(0.7) ? RESIDENT_STATUS.operating : RESIDENT_STATUS.building,
        position: first + index + 1,
        created_at: within(random, now, 6 * 365).toISOString(),
        version: 1,
        deleted_at: trashed ? within(random, now, 20).toISOString() : null,
      });
    }
    await insertIndexed(db, residentResource, rows);
  });
}

/** What a contact request and an investor application both have: a sender, a time within the retention, a status. */
function applicant(random: Random, now: number) {
  const given = random.pick(PEOPLE.given);
  const family = random.pick(PEOPLE.family);
  // Within the year the applications are kept (APPLICATION_RETENTION_DAYS), so the sweep leaves them.
  const created = within(random, now, 330);
  const ageDays = (now - created.getTime()) / DAY_MS;
  const status =
    ageDays > 60 ? random.pick(['done', 'done', 'in_progress']) : random.pick(['new', 'new', 'in_progress']);
  return {
    name: `${given} ${family}`,
    email: `${given}.${family}${random.int(1000)}@${random.pick(PEOPLE.domains)}`.toLowerCase(),
    phone_number: `+99890${String(random.int(10_000_000)).padStart(7, '0')}`,
    consented_at: created.toISOString(),
    status,
    note: status === 'new' ? '' : random.pick(PEOPLE.notes),
    created_at: created.toISOString(),
    updated_at: new Date(Math.min(now, created.getTime() + random.int(10) * DAY_MS)).toISOString(),
    version: status === 'new' ? 1 : 2,
  };
}

/** Contact requests and investor applications, three to two; a third of the investors attach a document. */
async function seedApplications(db: Kysely<Database>, store: UploadStore, count: number, now: number) {
  const random = randomFrom(3);
  const pdf: DecodedFile = { bytes: PDF, mime: 'application/pdf', ext: 'pdf' };
  let contactId = 0;
  let investorId = 0;
  let fileId = 0;
  // One series a year for both kinds, as the forms number them; the counters go on from the last.
  const lastOfYear = new Map<number, number>();
  const referenced = <Sender extends { created_at: string }>(sender: Sender) => {
    const year = new Date(sender.created_at).getUTCFullYear();
    const last = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, last);
    return { ...sender, reference: referenceOf(year, last) };
  };
  await inBatches(count, async (_first, size) => {
    const contacts: NewRow<'contacts'>[] = [];
    const investors: NewRow<'investors'>[] = [];
    const files: NewRow<'investor_files'>[] = [];
    for (let index = 0; index < size; index++) {
      const sender = referenced(applicant(random, now));
      if (random.chance(0.6)) {
        contacts.push({
          id: ++contactId,
          ...sender,
          message: filled(random.pick(PEOPLE.contactMessages), WORD_LISTS.en, random),
        });
        continue;
      }
      const language = random.pick(CONTENT_LANGUAGES) as ContentLanguage;
      investors.push({
        id: ++investorId,
        ...sender,
        info: filled(random.pick(PEOPLE.investorInfo), WORD_LISTS[language], random),
      });
      if (random.chance(0.3)) {
        files.push({
          id: ++fileId,
          investor_id: investorId,
          title: 'Business plan.pdf',
          file_url: await store.save(pdf),
          size: PDF.length,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      await insertMany(trx, 'contacts', contacts);
      await insertMany(trx, 'investors', investors);
      await insertMany(trx, 'investor_files', files);
    });
  });
  const counters = [...lastOfYear].map(([year, last]) => ({ year, last }));
  if (counters.length > 0) await db.insertInto('reference_counters').values(counters).execute();
}

export interface LargeSeedTimes {
  /** Seconds each part took. */
  pictures: number;
  news: number;
  participants: number;
  applications: number;
}

/**
 * Fills a migrated database that has no news, participants or applications; refuses (throws)
 * one that has. The first content the migrations wrote is indexed first, as a server's start
 * would, since the server fills only an empty index.
 */
export async function seedLarge(
  db: Kysely<Database>,
  dialect: Dialect,
  store: UploadStore,
  counts: LargeSeedCounts,
  progress: (line: string) => void = () => {},
): Promise<LargeSeedTimes> {
  const filled = await filledTable(db);
  if (filled) {
    throw new Error(
      `The database already has ${filled}: seed:large fills an empty database only (a new SQLite file, or a new PostgreSQL database).`,
    );
  }
  if (dialect === 'sqlite') {
    // A bulk load: the index's pages stay in memory while its rows arrive in no key order, and a
    // crash midway means seeding a new file again, so the commits need not wait for the disk.
    await sql`pragma cache_size = -262144`.execute(db);
    await sql`pragma synchronous = off`.execute(db);
  }
  await fillEmptySearchIndex(db);
  const now = Date.now();
  const times = { pictures: 0, news: 0, participants: 0, applications: 0 };
  const timed = async (part: keyof LargeSeedTimes, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    times[part] = (performance.now() - started) / 1000;
    progress(`${part}: ${times[part].toFixed(1)} s`);
  };
  let pictures: { url: string; file: DecodedFile }[] = [];
  await timed('pictures', async () => {
    pictures = await storedPictures(store, 6);
  });
  await timed('news', async () => {
    await seedNews(db, store, pictures, counts.news, now);
    // Each item's address in each language, from its title, as a save makes it.
    await fillMissingSlugs(db, SLUGGED_RESOURCES.get('news')!);
  });
  await timed('participants', async () => {
    await seedParticipants(db, store, pictures, counts.participants, now);
    await fillMissingSlugs(db, SLUGGED_RESOURCES.get('residents')!);
  });
  await timed('applications', () => seedApplications(db, store, counts.applications, now));
  for (const table of ['news', 'residents', 'contacts', 'investors', 'investor_files']) {
    await moveSequencePast(db, dialect, table);
  }
  // As every save does: the sitemap's lastmod and /api/content-changes move on.
  for (const resource of [newsResource, residentResource]) await noteContentChange(db, resource.name);
  // The planners' statistics, and PostgreSQL's visibility map (its index-only counts), as they
  // would be after a while of autovacuum or `PRAGMA optimize`.
  await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  return times;
}
