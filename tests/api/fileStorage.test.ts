import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_FORMATS, PICTURE_WIDTHS, variantAddress } from '../../src/api/pictures';
import type { FileStorage } from '../../src/server/files/fileStorage';
import { LocalFileStorage } from '../../src/server/files/localFileStorage';
import { S3FileStorage } from '../../src/server/files/s3FileStorage';
import { PDF, PNG, dataUrl, pngDataUrl } from '../support/files';
import { startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { type TestS3Server, startS3Server } from './s3Server';

const drivers = ['local', 's3'] as const;
type Driver = (typeof drivers)[number];

let s3: TestS3Server;
const localDirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server(['storage-suite', 'app-uploads']);
});
afterAll(async () => {
  await s3.close();
  for (const dir of localDirs) rmSync(dir, { recursive: true, force: true });
});

function storageFor(driver: Driver): FileStorage {
  if (driver === 's3') return new S3FileStorage(s3.bucketConfig('storage-suite'));
  const dir = mkdtempSync(join(tmpdir(), 'technopark-storage-'));
  localDirs.push(dir);
  return new LocalFileStorage(dir);
}

const readAll = async (storage: FileStorage, name: string, range?: { start: number; end: number }) => {
  const stream = await storage.read(name, range);
  return stream && text(stream);
};

describe.each(drivers)('the file storage (%s)', (driver) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = storageFor(driver);
  });
  afterAll(() => storage.close?.());

  const CONTENT = 'The quick brown fox jumps over the lazy dog';
  const newName = () => `${randomUUID()}.txt`;

  it('gives back what was written, with its size', async () => {
    const name = newName();
    await storage.write(name, Buffer.from(CONTENT), 'text/plain');
    expect(await readAll(storage, name)).toBe(CONTENT);
    const info = await storage.stat(name);
    expect(info).toEqual({ size: CONTENT.length, etag: expect.any(String), lastModified: expect.any(Date) });
    expect(Math.abs(info!.lastModified.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    expect(await storage.list()).toContain(name);
  });

  it('reads a range of bytes, both ends included', async () => {
    const name = newName();
    await storage.write(name, Buffer.from(CONTENT), 'text/plain');
    expect(await readAll(storage, name, { start: 4, end: 8 })).toBe('quick');
    expect(await readAll(storage, name, { start: 40, end: 42 })).toBe('dog');
  });

  it('knows no missing file, and removes a file for good', async () => {
    const name = newName();
    expect(await storage.stat(name)).toBeUndefined();
    expect(await storage.read(name)).toBeUndefined();
    await storage.write(name, Buffer.from(CONTENT), 'text/plain');
    await storage.remove(name);
    expect(await storage.stat(name)).toBeUndefined();
    expect(await storage.read(name)).toBeUndefined();
    expect(await storage.list()).not.toContain(name);
    await expect(storage.remove(name)).resolves.toBeUndefined();
  });

  it('tells two versions of a file apart by their ETag', async () => {
    const first = newName();
    const second = newName();
    await storage.write(first, Buffer.from(CONTENT), 'text/plain');
    await storage.write(second, Buffer.from(`${CONTENT}!`), 'text/plain');
    expect((await storage.stat(first))!.etag).not.toBe((await storage.stat(second))!.etag);
  });

  // S3 answers a list a thousand names at a time; the orphan sweep and the pictures' missing
  // widths read the whole list, so a bucket past the first page must be listed whole.
  it('lists every file when there are more than a thousand', async () => {
    const names = Array.from({ length: 1001 }, newName);
    for (let start = 0; start < names.length; start += 50) {
      await Promise.all(
        names.slice(start, start + 50).map((name) => storage.write(name, Buffer.from(CONTENT), 'text/plain')),
      );
    }
    const listed = await storage.list();
    expect(listed).toEqual(expect.arrayContaining(names));
    expect(new Set(listed).size).toBe(listed.length);
  }, 60_000);
});

describe.each(drivers)('uploaded files served under /uploads/ (%s storage)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      rateLimits: ROOMY_RATE_LIMITS,
      ...(driver === 's3' && { s3: s3.bucketConfig('app-uploads') }),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const newPortrait = async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/staff',
      payload: { full_name: 'Dilshod Karimov', position: 'Chief engineer', profile_image: pngDataUrl() },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; image: { image_url: string } };
  };

  it('serves a picture with its type, length, a year of caching and a validator', async () => {
    const { image } = await newPortrait();
    const file = await get(image.image_url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: expect.any(String),
      'last-modified': expect.any(String),
    });
    const head = await t.app.inject({ method: 'HEAD', url: image.image_url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.body).toBe('');
    const again = await get(image.image_url, { 'if-none-match': String(file.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps the other widths of a picture beside it, serves them with their type, and removes them with it', async () => {
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#b87333' } })
      .jpeg()
      .toBuffer();
    const created = await t.call({
      method: 'POST',
      url: '/api/staff',
      payload: {
        full_name: 'Dilshod Karimov',
        position: 'Chief engineer',
        profile_image: dataUrl(photo, 'image/jpeg'),
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, image } = created.json() as { id: number; image: { image_url: string } };
    const variants = PICTURE_WIDTHS.flatMap((width) =>
      PICTURE_FORMATS.map(({ ext, type }) => ({ url: variantAddress(image.image_url, width, ext), type })),
    );
    for (const variant of variants) {
      const file = await get(variant.url);
      expect(file.statusCode, variant.url).toBe(200);
      expect(file.headers['content-type']).toBe(variant.type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await t.call({ method: 'DELETE', url: `/api/staff/${id}` })).statusCode).toBe(200);
    // Deleted into the trash, the picture waits there; emptied, it goes with every width.
    expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
    for (const url of [image.image_url, ...variants.map((variant) => variant.url)]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('serves ranges, as browsers ask to play and seek videos', async () => {
    const { image } = await newPortrait();
    const part = await get(image.image_url, { range: 'bytes=1-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG.length}`);
    expect(part.rawPayload.equals(PNG.subarray(1, 4))).toBe(true);
    const tail = await get(image.image_url, { range: 'bytes=-4' });
    expect(tail.rawPayload.equals(PNG.subarray(PNG.length - 4))).toBe(true);
    const past = await get(image.image_url, { range: `bytes=${PNG.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PNG.length}`);
  });

  it('hands PDFs out as downloads', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/investor',
      token: null,
      payload: {
        name: 'Almalyk Metals LLC',
        email: 'invest@almalyk-metals.uz',
        info: 'A refinery',
        files: [{ file: dataUrl(PDF, 'application/pdf'), title: 'Business plan' }],
        consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const file = await get(response.json().Files[0].file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="document.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 for a missing file, a removed one and a name that tries to climb out', async () => {
    const staff = await newPortrait();
    expect((await t.call({ method: 'DELETE', url: `/api/staff/${staff.id}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
    for (const url of [staff.image.image_url, '/uploads/missing.png', '/uploads/..%2Fsecret.db', '/uploads/.env']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toMatch(/^Not found/);
    }
  });
});
