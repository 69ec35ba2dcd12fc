import { textContent } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfrastructurePhoto } from '../../src/api/infrastructurePhotos';
import { pngDataUrl } from '../support/files';
import { buildSite, HtmlPage } from './builtSite';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * What the Infrastructure page's photos do of their own: they start as the three photos the page
 * showed from its code, and the page shows a change at once. What every content resource does is
 * in contentResources.test.ts.
 */
describe.each(backends)("the Infrastructure page's photos (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (
      await t.call({ method: 'GET', url: `/api/infrastructure-photos${query}`, token: null })
    ).json() as InfrastructurePhoto[];

  it("starts with the three photos the page showed, the site's own pictures, described in three languages", async () => {
    const english = await list();
    expect(english.map((photo) => photo.picture)).toEqual([
      '/site/infrastructure/photo-1.webp',
      '/site/infrastructure/photo-2.webp',
      '/site/infrastructure/photo-3.webp',
    ]);
    expect(english.map((photo) => photo.position)).toEqual([1, 2, 3]);
    expect(english[1]).toMatchObject({
      caption: "The park's own 110 kV substation",
      picture_alt: "The park's substation with transformers and power lines",
    });
    expect((await list('?lang=ru'))[0]).toMatchObject({
      caption: 'Производственные корпуса вдоль главной дороги парка',
      picture_alt: 'Производственные корпуса технопарка у асфальтированной дороги',
    });
    expect((await list('?lang=uz'))[2].caption).toBe('Temir yoʻl tarmogʻi yonidagi omborlar');
  });

  it('refuses a photo without a caption in any language, or without its picture', async () => {
    const noCaption = await t.call({
      method: 'POST',
      url: '/api/infrastructure-photos',
      payload: { picture: pngDataUrl(), picture_alt: 'A hall' },
    });
    expect(noCaption.statusCode).toBe(400);
    const noPicture = await t.call({
      method: 'POST',
      url: '/api/infrastructure-photos',
      payload: { caption: 'A hall' },
    });
    expect(noPicture.statusCode).toBe(400);
    expect(await list()).toHaveLength(3);
  });
});

describe.each(backends)('the rendered Infrastructure page shows a change to its photos at once (%s)', (backend) => {
  let distDir: string;
  let t: TestApp;
  beforeAll(async () => {
    distDir = await buildSite();
    t = await startTestApp(backend, { distDir });
  }, 240_000);
  afterAll(() => t.close());

  const page = async (url: string) => new HtmlPage((await t.app.inject({ method: 'GET', url })).body);
  const figcaptions = (html: HtmlPage) =>
    html.all((e) => e.name === 'figcaption').map((caption) => textContent(caption).trim());

  it('shows the photos in the staff order with their captions and descriptions, in the visitor’s language', async () => {
    const english = await page('/infrastructure');
    expect(figcaptions(english)).toEqual([
      "Production halls along the park's main road",
      "The park's own 110 kV substation",
      'Warehouses at the railway siding',
    ]);
    const warehouses = english.one(
      (e) => e.name === 'img' && e.attribs.alt === 'Warehouses next to the railway siding',
    );
    expect(warehouses?.attribs.src).toBe('/site/infrastructure/photo-3.webp');
    // The site's own photos are offered in their smaller widths, as uploaded ones are.
    expect(
      english.all((e) => e.name === 'source' && (e.attribs.srcset ?? '').includes('/site/infrastructure/photo-3-640')),
    ).toHaveLength(2);

    const [first] = (
      await t.call({ method: 'GET', url: '/api/infrastructure-photos' })
    ).json() as InfrastructurePhoto[];
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/infrastructure-photos/${first.id}`,
      payload: { translations: { ru: { caption: 'Новые корпуса у главной дороги' } } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(figcaptions(await page('/ru/infrastructure'))[0]).toBe('Новые корпуса у главной дороги');
    expect(figcaptions(await page('/infrastructure'))[0]).toBe("Production halls along the park's main road");

    const [, second, third] = (
      await t.call({ method: 'GET', url: '/api/infrastructure-photos' })
    ).json() as InfrastructurePhoto[];
    const reordered = await t.call({
      method: 'PUT',
      url: '/api/infrastructure-photos/order',
      payload: { ids: [third.id, second.id, first.id] },
    });
    expect(reordered.statusCode, reordered.body).toBeLessThan(300);
    expect(figcaptions(await page('/uz/infrastructure'))).toEqual([
      'Temir yoʻl tarmogʻi yonidagi omborlar',
      'Parkning oʻz 110 kV podstansiyasi',
      'Parkning asosiy yoʻli boʻylab ishlab chiqarish binolari',
    ]);
  });

  it('shows a photo written in Uzbek alone on the English page, marked as Uzbek', async () => {
    const uzbek = { caption: 'Yangi kabel sexi', picture_alt: 'Kabel barabanlari bilan uzun sex' };
    const made = await t.call({
      method: 'POST',
      url: '/api/infrastructure-photos',
      payload: { picture: pngDataUrl(), translations: { uz: uzbek } },
    });
    expect(made.statusCode, made.body).toBe(201);
    try {
      const english = await page('/infrastructure');
      expect(english.one((e) => e.name === 'figcaption' && textContent(e).trim() === uzbek.caption)?.attribs.lang).toBe(
        'uz',
      );
      expect(english.one((e) => e.name === 'img' && e.attribs.alt === uzbek.picture_alt)?.attribs.lang).toBe('uz');
      const own = await page('/uz/infrastructure');
      expect(
        own.one((e) => e.name === 'figcaption' && textContent(e).trim() === uzbek.caption)?.attribs.lang,
      ).toBeUndefined();
    } finally {
      await t.call({ method: 'DELETE', url: `/api/infrastructure-photos/${made.json().id}` });
    }
  });
});
