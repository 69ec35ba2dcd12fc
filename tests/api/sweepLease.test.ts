// The periodic retention sweeps run on every instance's timer, but once per period between all the
// instances on one database: each claims the sweep's lease first (src/server/periodicSweep.ts).
// Three instances are three connections here (three pools on PostgreSQL, three handles on one
// SQLite file), with a period of a few hundred milliseconds instead of six hours.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrations';
import type { Database } from '../../src/server/db/schema';
import { claimSweep, sweepEverySixHours } from '../../src/server/periodicSweep';
import { backends, freshDatabase } from './harness';

const INSTANCES = 3;
const PERIOD_MS = 300;
const quiet = pino({ level: 'silent' });

describe.each(backends)('the sweeps of three instances on one database (%s)', (backend) => {
  let dir: string;
  let database: { url: string; drop: () => Promise<void> };
  let instances: Kysely<Database>[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'technopark-sweeps-'));
    database = await freshDatabase(backend, dir);
    const connections = Array.from({ length: INSTANCES }, () => connect(database.url, quiet));
    instances = connections.map((connection) => connection.kysely);
    await migrateToLatest(instances[0], connections[0].dialect);
  });
  afterAll(async () => {
    for (const db of instances ?? []) await db.destroy();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('give a lease asked for by all three at once to exactly one, and to another once it has ended', async () => {
    const claims = await Promise.all(instances.map((db) => claimSweep(db, 'claimed-at-once', PERIOD_MS)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = claims.indexOf(true);
    const other = instances[(holder + 1) % INSTANCES];
    expect(await claimSweep(other, 'claimed-at-once', PERIOD_MS)).toBe(false);
    // The holder is gone (it never asks again): its lease ends with the period, and another takes it.
    await sleep(PERIOD_MS);
    expect(await claimSweep(other, 'claimed-at-once', PERIOD_MS)).toBe(true);
    // Another sweep's lease is its own.
    expect(await claimSweep(instances[holder], 'another sweep', PERIOD_MS)).toBe(true);
  });

  it('sweep each at its start, then once per period between them, whichever instance it is', async () => {
    const runs: { instance: number; at: number }[] = [];
    const stops = instances.map((db, instance) =>
      sweepEverySixHours(
        async () => {
          runs.push({ instance, at: Date.now() });
          return { deleted: 0 };
        },
        30,
        quiet,
        { done: 'swept', failed: 'not swept', lease: { db, name: 'retention', periodMs: PERIOD_MS } },
      ),
    );
    await sleep(PERIOD_MS * 5.5);
    for (const stop of stops) await stop();

    // Each starting instance sweeps (a start is rare, and what it deletes is due anyway)...
    const starts = runs.slice(0, INSTANCES);
    expect(starts.map((run) => run.instance).sort()).toEqual([0, 1, 2]);
    // ...then the three timers went off five times each, and the sweep ran about five times in all.
    const periodic = runs.slice(INSTANCES);
    expect(periodic.length).toBeGreaterThanOrEqual(2);
    expect(periodic.length).toBeLessThanOrEqual(6);
    const gaps = periodic.map((run, i) => run.at - runs[INSTANCES + i - 1].at);
    // About a period apart (the lease is a hundredth shorter than the period, and each sweep begins
    // after its claim's round trips to the database), never two in one period: three instances
    // sweeping each on its own would be milliseconds apart.
    for (const gap of gaps) expect(gap).toBeGreaterThan(PERIOD_MS / 2);
  });
});
