import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { LocalFileStorage } from '../../src/server/files/localFileStorage';
import { removeOrphanUploads } from '../../src/server/files/orphanUploads';
import { PNG, pngDataUrl } from '../support/files';
import { fileName } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * The sweep of uploads no row names reads each table's file column a batch of rows at a time: a
 * row in any batch, not only the first, keeps its file.
 */
describe.each(backends)('the sweep of uploads no row names (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('keeps the file of a row in every batch and removes the file no row names', async () => {
    const pictures: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const created = await t.call({
        method: 'POST',
        url: '/api/news',
        payload: { title: `Copper line ${n}`, body: '<p>Running.</p>', image: pngDataUrl() },
      });
      expect(created.statusCode).toBe(201);
      pictures.push(fileName(created.json().file.image_url));
    }
    const orphan = `${randomUUID()}.png`;
    writeFileSync(join(t.uploadDir, orphan), PNG);
    const { kysely } = connect(t.databaseUrl, console);
    try {
      // Everything counts as old enough; two rows a batch: the five news take three batches.
      const removed = await removeOrphanUploads(kysely, new LocalFileStorage(t.uploadDir), 0, Date.now() + 60_000, 2);
      expect(removed).toBe(1);
    } finally {
      await kysely.destroy();
    }
    const files = t.uploadedFiles();
    expect(files).toEqual(expect.arrayContaining(pictures));
    expect(files).not.toContain(orphan);
  });
});
