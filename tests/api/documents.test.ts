import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParkDocument } from '../../src/api/documents';
import { HTML, PDF, bigPdf, dataUrl, pdfDataUrl, pngDataUrl } from '../support/files';
import { fileName, refusalCheck } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

const SHIPPED = ['presentation.pdf', 'order-form.pdf', 'network-table.pdf'];
const shippedFile = (name: string) => join('public', 'site', 'docs', name);

/** What the Info Center's documents do of their own; what every content resource does is in contentResources.test.ts. */
describe.each(backends)("the Info Center's documents (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (await t.call({ method: 'GET', url: `/api/documents${query}`, token: null })).json() as ParkDocument[];
  const create = (payload: object) => t.call({ method: 'POST', url: '/api/documents', payload });
  const refused: ReturnType<typeof refusalCheck> = (send, status) => refusalCheck(t, '/api/documents')(send, status);
  const shipped = async (name: string) =>
    (await list()).find((document) => document.file.url === `/site/docs/${name}`)!;

  it('starts with the three PDFs the site always offered, in their order, titled in three languages', async () => {
    const english = await list();
    expect(english.map((document) => [document.position, document.title, document.file])).toEqual([
      [1, 'Presentation', { url: '/site/docs/presentation.pdf', mime: 'application/pdf' }],
      [2, 'Order form', { url: '/site/docs/order-form.pdf', mime: 'application/pdf' }],
      [3, 'Network table', { url: '/site/docs/network-table.pdf', mime: 'application/pdf' }],
    ]);
    expect((await list('?lang=ru')).map((document) => document.title)).toEqual([
      'Презентация',
      'Бланк заявки',
      'Сетевая таблица',
    ]);
    expect((await list('?lang=uz')).map((document) => document.title)).toEqual([
      'Taqdimot',
      'Buyurtma shakli',
      'Tarmoq jadvali',
    ]);
    expect(english[0].translations).toEqual({
      en: { title: 'Presentation' },
      ru: { title: 'Презентация' },
      uz: { title: 'Taqdimot' },
    });
    // The rows name the files the site ships, which are there.
    for (const name of SHIPPED) expect(readFileSync(shippedFile(name)).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('stores an uploaded PDF and places it by its position, one without a position first', async () => {
    const second = await create({ title: 'Price list', file: pdfDataUrl(), position: 2 });
    expect(second.statusCode, second.body).toBe(201);
    const stored = second.json() as ParkDocument;
    expect(stored.file).toEqual({ url: expect.stringMatching(/^\/uploads\/[\w-]+\.pdf$/), mime: 'application/pdf' });
    expect(t.uploadedFiles()).toContain(fileName(stored.file.url));
    const served = await t.call({ method: 'GET', url: stored.file.url, token: null });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const first = await create({ title: 'Brochure', file: pdfDataUrl() });
    expect(first.json()).toMatchObject({ position: 0 });
    expect((await list()).map((document) => document.title).slice(0, 5)).toEqual([
      'Brochure',
      'Presentation',
      'Order form',
      'Price list',
      'Network table',
    ]);
    expect((await list('?sort=title&order=desc'))[0].title).toBe('Price list');
  });

  it('refuses a picture, or an HTML page named a PDF, naming the field, and keeps nothing', async () => {
    for (const file of [pngDataUrl(), dataUrl(HTML, 'application/pdf')]) {
      const body = await refused(() => create({ title: 'Not a PDF', file }), 415);
      expect(body.fields).toEqual({ file: 'Invalid file type' });
    }
    const [document] = await list();
    const update = await t.call({
      method: 'PATCH',
      url: `/api/documents/${document.id}`,
      payload: { file: dataUrl(HTML, 'application/pdf') },
    });
    expect(update.statusCode).toBe(415);
    expect(update.json().fields).toHaveProperty('file');
    expect((await list())[0].file.url).toBe(document.file.url);
  });

  it('asks for a title and a PDF on create, and refuses a PDF over its limit, naming each field', async () => {
    const missing = await refused(() => create({ title: ' ' }), 400);
    expect(missing.fields).toEqual({ title: 'Title must not be empty', file: 'Please upload a PDF file' });
    const large = await refused(() => create({ title: 'Huge', file: dataUrl(bigPdf(10.5), 'application/pdf') }), 413);
    expect(large.fields).toEqual({ file: 'File size exceeds 10MB' });
  });

  it('keeps the text of a document without a new file, and never removes a file the site shipped with', async () => {
    const presentation = await shipped('presentation.pdf');
    const orderForm = await shipped('order-form.pdf');
    const renamed = await t.call({
      method: 'PATCH',
      url: `/api/documents/${presentation.id}?lang=ru`,
      payload: { title: 'Презентация парка' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().file.url).toBe('/site/docs/presentation.pdf');

    const replaced = await t.call({
      method: 'PATCH',
      url: `/api/documents/${presentation.id}`,
      payload: { file: pdfDataUrl() },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().file.url).toMatch(/^\/uploads\//);
    expect((await t.call({ method: 'DELETE', url: `/api/documents/${orderForm.id}` })).statusCode).toBe(200);
    for (const name of SHIPPED) expect(existsSync(shippedFile(name)), name).toBe(true);
  });

  it('keeps the uploaded PDFs a row names when a server sweeps the files no row names', async () => {
    const kept = ((await create({ title: 'Kept', file: pdfDataUrl() })).json() as ParkDocument).file.url;
    writeFileSync(join(t.uploadDir, '00000000-0000-4000-8000-000000000000.pdf'), PDF);
    // Both older than the hour a sweep leaves to uploads under way.
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const name of t.uploadedFiles()) utimesSync(join(t.uploadDir, name), longAgo, longAgo);

    const restarted = await startTestApp(backend, { databaseUrl: t.databaseUrl, uploadDir: t.uploadDir });
    await restarted.close();
    expect(t.uploadedFiles()).toContain(fileName(kept));
    expect(t.uploadedFiles()).not.toContain('00000000-0000-4000-8000-000000000000.pdf');
    for (const name of SHIPPED) expect(existsSync(shippedFile(name)), name).toBe(true);
  });
});
