import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_FORMATS, PICTURE_WIDTHS, pictureSources, variantAddress } from '../../src/api/pictures';
import type { FileStorage } from '../../src/server/files/fileStorage';
import { LocalFileStorage } from '../../src/server/files/localFileStorage';
import { addMissingVariants } from '../../src/server/files/pictureVariants';
import { dataUrl } from '../support/files';
import { fileName, refusalCheck } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

/** A real photo-sized picture: 900 × 600, narrower than the widest variant. */
const photo = (format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#b87333' } })
    .composite([{ input: Buffer.from('<svg width="300" height="200"><circle cx="150" cy="100" r="90"/></svg>') }])
    [format]()
    .toBuffer();

/** Every address the site lists for a picture (pictureSources), with its width and type. */
const variantsOf = (url: string) =>
  PICTURE_WIDTHS.flatMap((width) =>
    PICTURE_FORMATS.map(({ ext, type }) => ({ url: variantAddress(url, width, ext), width, type })),
  );

describe.each(backends)('pictures in several widths (%s)', (backend) => {
  let t: TestApp;
  let expectRefused: ReturnType<typeof refusalCheck>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    expectRefused = refusalCheck(t, '/api/staff');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const newPortrait = async (picture: Buffer, type = 'image/jpeg') => {
    const response = await t.call({
      method: 'POST',
      url: '/api/staff',
      payload: { full_name: 'Dilshod Karimov', position: 'Chief engineer', profile_image: dataUrl(picture, type) },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; image: { image_url: string } };
  };

  it('stores every width in AVIF and WebP beside the original, never wider than it, served with their type', async () => {
    const original = await photo();
    const { image } = await newPortrait(original);
    expect(pictureSources(image.image_url)).toHaveLength(2);
    const kept = await get(image.image_url);
    expect(kept.rawPayload.equals(original)).toBe(true);
    for (const variant of variantsOf(image.image_url)) {
      const response = await get(variant.url);
      expect(response.statusCode, variant.url).toBe(200);
      expect(response.headers['content-type']).toBe(variant.type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe(variant.type === 'image/avif' ? 'heif' : 'webp');
      expect(metadata.width, variant.url).toBe(Math.min(variant.width, 900));
      expect(metadata.height, variant.url).toBe(Math.round((Math.min(variant.width, 900) * 600) / 900));
      expect(response.rawPayload.length, variant.url).toBeLessThan(original.length);
    }
  });

  it('gives a PNG the same widths, and removes them with the picture it replaces and with the item once out of the trash', async () => {
    const first = await newPortrait(await photo('png'), 'image/png');
    const firstNames = [first.image.image_url, ...variantsOf(first.image.image_url).map((v) => v.url)].map(fileName);
    expect(t.uploadedFiles()).toEqual(expect.arrayContaining(firstNames));

    const replaced = await t.call({
      method: 'PATCH',
      url: `/api/staff/${first.id}`,
      payload: { profile_image: dataUrl(await photo(), 'image/jpeg') },
    });
    expect(replaced.statusCode).toBe(200);
    const second: string = replaced.json().image.image_url;
    const secondNames = [second, ...variantsOf(second).map((v) => v.url)].map(fileName);
    const files = t.uploadedFiles();
    expect(files).toEqual(expect.arrayContaining(secondNames));
    for (const name of firstNames) expect(files).not.toContain(name);
    expect((await get(variantsOf(first.image.image_url)[0].url)).statusCode).toBe(404);

    expect((await t.call({ method: 'DELETE', url: `/api/staff/${first.id}` })).statusCode).toBe(200);
    for (const name of secondNames) expect(t.uploadedFiles()).toContain(name);
    expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
    for (const name of secondNames) expect(t.uploadedFiles()).not.toContain(name);
  });

  it('refuses a picture whose header or body is broken with 400, storing nothing', async () => {
    const good = await photo();
    const brokenHeader = Buffer.concat([good.subarray(0, 4), Buffer.alloc(200, 0x20)]);
    const cutShort = good.subarray(0, Math.floor(good.length / 3));
    const fake = Buffer.from('not a picture at all, just words');
    for (const [picture, status] of [
      [brokenHeader, 400],
      [cutShort, 400],
      [fake, 415],
    ] as const) {
      const body = await expectRefused(
        () =>
          t.call({
            method: 'POST',
            url: '/api/staff',
            payload: {
              full_name: 'Dilshod Karimov',
              position: 'Engineer',
              profile_image: dataUrl(picture, 'image/jpeg'),
            },
          }),
        status,
      );
      expect(body.fields.profile_image).toBe(status === 400 ? 'The picture could not be read' : 'Invalid file type');
    }
  });

  it('keeps GIFs and files that are not pictures as they are, with no variants', async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1b3a5c' } })
      .gif()
      .toBuffer();
    const { image } = await newPortrait(gif, 'image/gif');
    expect(pictureSources(image.image_url)).toEqual([]);
    const stem = fileName(image.image_url).replace(/\.gif$/, '');
    expect(t.uploadedFiles().filter((name) => name.startsWith(stem))).toEqual([fileName(image.image_url)]);
  });
});

describe('pictures stored before they had variants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('get them from addMissingVariants (run in the background at start), and the rest is left alone', async () => {
    const storage: FileStorage = new LocalFileStorage(t.uploadDir);
    const earlier = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b.webp';
    await storage.write(
      earlier,
      await sharp(await photo())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    writeFileSync(join(t.uploadDir, '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d.webp'), 'not a picture');
    writeFileSync(join(t.uploadDir, '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a.pdf'), '%PDF-1.4');

    expect(await addMissingVariants(storage)).toBe(1);
    const expected = variantsOf(`/uploads/${earlier}`).map((variant) => fileName(variant.url));
    expect(t.uploadedFiles()).toEqual(expect.arrayContaining(expected));
    expect(t.uploadedFiles()).toHaveLength(3 + expected.length);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${expected[0]}` });
    expect(served.headers['content-type']).toBe('image/avif');
    // Nothing left to do the second time.
    expect(await addMissingVariants(storage)).toBe(0);
  });
});
