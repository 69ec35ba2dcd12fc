/**
 * `npm run seed:large -- --news 100000 --applications 200000 --participants 20000`: fills an
 * empty database (DATABASE_URL, as the server reads it) and the configured file storage with a
 * large data set (src/server/largeSeed/largeSeed.ts), migrating it first. Refuses a database that
 * already has news, participants or applications.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { readConfig } from '../src/server/config';
import { connect } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrations';
import { chooseStorage } from '../src/server/files/fileStore';
import { UploadStore } from '../src/server/files/uploads';
import { type LargeSeedCounts, seedLarge } from '../src/server/largeSeed/largeSeed';

const DEFAULTS: LargeSeedCounts = { news: 100_000, applications: 200_000, participants: 20_000 };

function countsFrom(args: string[]): LargeSeedCounts {
  const { values } = parseArgs({
    args,
    options: { news: { type: 'string' }, applications: { type: 'string' }, participants: { type: 'string' } },
  });
  const counts = { ...DEFAULTS };
  for (const name of Object.keys(counts) as (keyof LargeSeedCounts)[]) {
    const given = values[name];
    if (given === undefined) continue;
    const count = Number(given);
    if (!Number.isInteger(count) || count < 0) throw new Error(`--${name} must be a whole number (got "${given}")`);
    counts[name] = count;
  }
  return counts;
}

async function main() {
  const counts = countsFrom(process.argv.slice(2));
  const log = pino({ level: 'warn' });
  const config = readConfig(process.env, '');
  const { kysely: db, dialect } = connect(config.databaseUrl, log);
  const storage = await chooseStorage(config);
  try {
    await migrateToLatest(db, dialect);
    console.log(`seed:large into ${dialect}, files in ${storage.location}:`, counts);
    const started = performance.now();
    await seedLarge(db, dialect, new UploadStore(storage), counts, (line) => console.log(`  ${line}`));
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    storage.close?.();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
