import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSection } from '../../src/api/pageSections';
import { FIRST_SECTION_PICTURE_SIZES } from '../../src/server/db/firstPageSections';
import { uprightSize } from '../../src/server/files/pictureVariants';
import { dataUrl, pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * What the sections of Privileges, Region and Infrastructure do of their own; what every content
 * resource does is in contentResources.test.ts, and the rendered pages are in publicPages.test.ts.
 */
describe.each(backends)('page sections (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (await t.call({ method: 'GET', url: `/api/page-sections${query}`, token: null })).json() as PageSection[];
  const create = (payload: object, token?: string | null) =>
    t.call({ method: 'POST', url: '/api/page-sections', payload, token });

  it('starts with the texts the three pages always showed, each page in its order, in three languages', async () => {
    const privileges = await list('?page_key=privileges');
    expect(privileges.map((section) => [section.position, section.title, section.picture])).toEqual([
      [1, '', null],
      [2, 'Tax privileges', '/site/privileges/tax.svg'],
      [3, 'Customs privileges', '/site/privileges/customs.svg'],
      [4, 'Land privileges', '/site/privileges/land.svg'],
    ]);
    expect(privileges[0].body).toBe(
      '<p>Residents of the technopark work under a special legal regime that lowers the cost of starting and running production.</p>',
    );
    const region = await list('?page_key=region&lang=ru');
    expect(region).toHaveLength(1);
    expect(region[0].body).toMatch(/^<p>Технопарк расположен на четырёх площадках/);
    const infrastructure = await list('?page_key=infrastructure&lang=uz');
    expect(infrastructure.map((section) => section.title)).toEqual([
      '',
      'Yoʻllar',
      'Elektr energiyasi',
      'Suv',
      'Gaz',
      'Temir yoʻl',
      'Omborlar',
    ]);
    expect(infrastructure[0].body).toMatch(/^<h2>Darhol qurish mumkin<\/h2><p>Parkning har bir uchastkasi/);
    expect(await list()).toHaveLength(4 + 1 + 7);
  });

  it("lists one page's sections by their position, and refuses a page it does not know, naming it", async () => {
    const second = await create({ page_key: 'region', title: 'Climate', body: '<p>Dry and sunny.</p>', position: 2 });
    expect(second.statusCode, second.body).toBe(201);
    const first = await create({ page_key: 'region', body: '<p>Before everything.</p>' });
    expect(first.json()).toMatchObject({ page_key: 'region', title: '', position: 0, picture: null });
    const region = await list('?page_key=region');
    expect(region.map((section) => section.body)).toEqual([
      '<p>Before everything.</p>',
      expect.stringMatching(/^<p>The technopark is spread over four areas/),
      '<p>Dry and sunny.</p>',
    ]);
    expect((await list('?page_key=privileges')).every((section) => section.page_key === 'privileges')).toBe(true);

    const unknown = await t.call({ method: 'GET', url: '/api/page-sections?page_key=home', token: null });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ page_key: 'page_key must be privileges, region or infrastructure' });
    // `page` stays the list's page number.
    const paged = await t.call({
      method: 'GET',
      url: '/api/page-sections?page_key=region&page=2&per_page=2',
      token: null,
    });
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe('3');
  });

  it('keeps the formatting of a text, drops what could run and every picture inside it', async () => {
    const response = await create({
      page_key: 'privileges',
      title: 'Visas',
      body:
        '<p>Help with <strong>visas</strong> and <a href="https://gov.uz" target="_blank">permits</a>.</p>' +
        '<script>alert(1)</script><img src="/uploads/x.png" alt="x"><img src=x onerror="alert(2)">' +
        '<p onclick="alert(3)">Ask us.</p>',
      translations: { ru: { body: '<p>Визы.</p><iframe src="https://example.com"></iframe>' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const section = response.json() as PageSection;
    expect(section.body).toBe(
      '<p>Help with <strong>visas</strong> and <a href="https://gov.uz" target="_blank" rel="noopener noreferrer">permits</a>.</p><p>Ask us.</p>',
    );
    expect(section.translations.ru.body).toBe('<p>Визы.</p>');
  });

  it('refuses a text with nothing to show once cleaned, a title too long and a missing page, naming each', async () => {
    const empty = await create({ page_key: 'region', body: '<img src="/uploads/a.png" alt="only a picture">' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ body: 'Text must not be empty' });
    const wrong = await create({ title: 'x'.repeat(201), body: '<p>Text.</p>', position: -1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      page_key: 'page_key must be privileges, region or infrastructure',
      title: 'At most 200 characters',
      position: 'Position is a whole number from 0',
    });
    const anonymous = await create({ page_key: 'region', body: '<p>Text.</p>' }, null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a picture with its widths and its alt text in every language', async () => {
    const response = await create({
      page_key: 'infrastructure',
      title: 'Laboratory',
      body: '<p>A materials laboratory for residents.</p>',
      picture: pngDataUrl(),
      picture_alt: 'Testing copper samples',
      translations: { ru: { picture_alt: 'Испытание образцов меди' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const section = response.json() as PageSection;
    expect(section.picture).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const stem = section.picture!.slice('/uploads/'.length, -'.png'.length);
    expect(t.uploadedFiles()).toEqual(
      expect.arrayContaining([`${stem}.png`, `${stem}-320.avif`, `${stem}-640.webp`, `${stem}-1280.avif`]),
    );
    const russian = (await list('?page_key=infrastructure&lang=ru')).find((one) => one.id === section.id);
    expect(russian).toMatchObject({ picture_alt: 'Испытание образцов меди', title: 'Laboratory' });
  });

  const plainPicture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#b87333' } });
  const sizeOf = (section: PageSection) => [section.picture_width, section.picture_height];

  it('answers the size of the first icons, and of an uploaded picture, a replaced one and a turned photo', async () => {
    const privileges = await list('?page_key=privileges');
    expect(privileges.filter((one) => one.picture?.startsWith('/site/')).map(sizeOf)).toEqual([
      [96, 96],
      [96, 96],
      [96, 96],
    ]);
    expect(sizeOf(privileges.find((one) => one.title === '')!)).toEqual([null, null]);

    const png = dataUrl(await plainPicture(120, 80).png().toBuffer(), 'image/png');
    const created = await create({ page_key: 'region', title: 'Hills', body: '<p>Green hills.</p>', picture: png });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json() as PageSection;
    expect(sizeOf(section)).toEqual([120, 80]);

    const update = (payload: object) => t.call({ method: 'PATCH', url: `/api/page-sections/${section.id}`, payload });
    // A size sent by a client is not the picture's: the server reads it from the file.
    const kept = await update({ title: 'Green hills', picture_width: 5, picture_height: 5 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(sizeOf(kept.json())).toEqual([120, 80]);

    // A phone's portrait photo, stored on its side with the EXIF orientation that turns it upright.
    const sideways = await plainPicture(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const replaced = await update({ picture: dataUrl(sideways, 'image/jpeg') });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(sizeOf(replaced.json())).toEqual([200, 300]);
    const read = (await t.call({ method: 'GET', url: `/api/page-sections/${section.id}`, token: null })).json();
    expect(sizeOf(read)).toEqual([200, 300]);
  });

  it("describes the picture's size in the API reference as read only", async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
    const operation = document.paths['/api/page-sections/{id}'];
    const answer = operation.get.responses['200'].content['application/json'].schema;
    expect(answer.properties.picture_width).toMatchObject({ type: 'integer', nullable: true });
    expect(answer.properties.picture_height.description).toMatch(/height in pixels/);
    const body = operation.patch.requestBody.content['application/json'].schema;
    expect(body.properties).not.toHaveProperty('picture_width');
  });
});

describe('the first sections’ picture sizes', () => {
  it.each(Object.entries(FIRST_SECTION_PICTURE_SIZES))('match the file %s', async (picture, size) => {
    expect(await uprightSize(await readFile(`public${picture}`))).toEqual(size);
  });
});
