import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML, PDF, PNG, bigPdf, dataUrl, pdfDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

/** A second, different PDF, so that each stored file can be told apart by its bytes. */
const PDF_2 = Buffer.concat([PDF, Buffer.from('% second document\n')]);
const asPdf = (bytes: Buffer) => dataUrl(bytes, 'application/pdf');

const application = (files: { file: string; title: string }[], extra: object = {}) => ({
  name: 'Almalyk Metals LLC',
  email: 'invest@almalyk-metals.uz',
  info: 'A rare-metals refinery on 4 ha',
  files,
  consent: true,
  ...extra,
});

/** The application as stored: the form's answer without what only that answer says (whether a receipt is mailed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer, read as the tests read any
const asStored = ({ receipt_mailed: _mailed, ...stored }: Record<string, any>) => stored;

describe.each(backends)('investor applications (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const send = (payload: object) => t.call({ method: 'POST', url: '/api/investor', payload, token: null });
  const count = async () => Number((await t.call({ method: 'GET', url: '/api/investor' })).headers['x-total-count']);
  const detail = (id: number) => t.call({ method: 'GET', url: `/api/investor/${id}` });

  /** Sends a request that must be refused, and checks that no row and no file was left behind. */
  const expectRefused = async (payload: object, status: number) => {
    const rows = await count();
    const files = t.uploadedFiles();
    const response = await send(payload);
    expect(response.statusCode).toBe(status);
    expect(await count()).toBe(rows);
    expect(t.uploadedFiles()).toEqual(files);
    return response.json() as { error: string; fields?: Record<string, string> };
  };

  it('accepts an application with two PDFs, keeping their order and titles', async () => {
    const response = await send(
      application([
        { file: pdfDataUrl(), title: 'Business plan' },
        { file: asPdf(PDF_2), title: 'Charter' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      name: 'Almalyk Metals LLC',
      email: 'invest@almalyk-metals.uz',
      info: 'A rare-metals refinery on 4 ha',
    });
    expect(body.Files).toEqual([
      { id: expect.any(Number), title: 'Business plan', file_url: expect.stringMatching(/^\/uploads\/.+\.pdf$/) },
      { id: expect.any(Number), title: 'Charter', file_url: expect.stringMatching(/^\/uploads\/.+\.pdf$/) },
    ]);
    expect(body.Files[0].file_url).not.toBe(body.Files[1].file_url);
  });

  it('serves each sent PDF as a download with its exact bytes', async () => {
    const { Files } = (
      await send(
        application([
          { file: pdfDataUrl(), title: 'Request' },
          { file: asPdf(PDF_2), title: 'Certificate' },
        ]),
      )
    ).json();
    for (const [index, bytes] of [PDF, PDF_2].entries()) {
      const file = await t.app.inject({ method: 'GET', url: Files[index].file_url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^application\/pdf/);
      expect(file.headers['content-disposition']).toMatch(/^attachment/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('accepts a name and an e-mail alone: phone, info and files are optional', async () => {
    const response = await send({ name: 'Fergana Copper', email: 'office@fergana-copper.uz', consent: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().consented_at).toBe(response.json().created_at);
    expect(response.json()).toMatchObject({
      name: 'Fergana Copper',
      email: 'office@fergana-copper.uz',
      phone_number: '',
      info: '',
      Files: [],
      status: 'new',
      note: '',
    });
  });

  it('refuses an old client that sends only a name, naming the missing e-mail and consent', async () => {
    const body = await expectRefused({ name: 'Fergana Copper' }, 400);
    expect(body.fields).toEqual({
      email: 'Enter a valid e-mail address',
      consent: 'Agree to the privacy notice to send the form',
    });
    const bad = await expectRefused(
      { name: 'Fergana Copper', email: 'office@', phone_number: 'call me', consent: true },
      400,
    );
    expect(bad.fields).toEqual({
      email: 'Enter a valid e-mail address',
      phone_number: 'Enter a phone number made of digits',
    });
  });

  it('lists the applications for staff, newest first, with their files', async () => {
    const created = asStored(
      (
        await send(application([{ file: pdfDataUrl(), title: 'Network schedule' }], { name: 'Newest applicant' }))
      ).json(),
    );
    const response = await t.call({ method: 'GET', url: '/api/investor' });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(response.headers['x-total-count']).toBe(String(rows.length));
    expect(rows[0]).toEqual(created);
    expect(rows[0].Files).toEqual([
      { id: expect.any(Number), title: 'Network schedule', file_url: created.Files[0].file_url },
    ]);
  });

  it('shows one application with its files', async () => {
    const created = asStored((await send(application([{ file: pdfDataUrl(), title: 'Founders ID copies' }]))).json());
    const response = await detail(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    expect((await detail(999_999)).statusCode).toBe(404);
  });

  it('lets staff correct the name, e-mail and info, keeping the files', async () => {
    const created = asStored((await send(application([{ file: pdfDataUrl(), title: 'Letter to director' }]))).json());
    const response = await t.call({
      method: 'PATCH',
      url: `/api/investor/${created.id}`,
      payload: { name: 'Almalyk Metals JSC', email: 'CEO@Almalyk-Metals.uz', info: 'Now 6 ha' },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...created,
      name: 'Almalyk Metals JSC',
      email: 'ceo@almalyk-metals.uz',
      info: 'Now 6 ha',
      updated_at: expect.any(String),
    };
    expect(response.json()).toEqual(expected);
    expect((await detail(created.id)).json()).toEqual(expected);
  });

  it('refuses a bad correction and keeps the application as it was', async () => {
    const created = asStored((await send(application([]))).json());
    const response = await t.call({
      method: 'PATCH',
      url: `/api/investor/${created.id}`,
      payload: { name: ' ', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'name']);
    expect((await detail(created.id)).json()).toEqual(created);
  });

  it('deletes an application together with its files', async () => {
    const created = (
      await send(
        application([
          { file: pdfDataUrl(), title: 'Business plan' },
          { file: asPdf(PDF_2), title: 'Charter' },
        ]),
      )
    ).json();
    const names = created.Files.map((file: { file_url: string }) => file.file_url.replace('/uploads/', ''));
    expect(t.uploadedFiles()).toEqual(expect.arrayContaining(names));

    const deleted = await t.call({ method: 'DELETE', url: `/api/investor/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(t.uploadedFiles()).not.toEqual(expect.arrayContaining([names[0]]));
    expect(t.uploadedFiles()).not.toEqual(expect.arrayContaining([names[1]]));
    expect((await detail(created.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: created.Files[0].file_url })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/investor/${created.id}` })).statusCode).toBe(404);
  });

  it('refuses an HTML page labelled as a PDF', async () => {
    const body = await expectRefused(
      application([{ file: dataUrl(HTML, 'application/pdf'), title: 'Business plan' }]),
      415,
    );
    expect(body.error).toBe('Invalid file type');
  });

  it('refuses a PNG labelled as a PDF', async () => {
    const body = await expectRefused(application([{ file: dataUrl(PNG, 'application/pdf'), title: 'Charter' }]), 415);
    expect(body.error).toBe('Invalid file type');
  });

  it('stores neither file when one good PDF comes with a fake one', async () => {
    const body = await expectRefused(
      application([
        { file: pdfDataUrl(), title: 'Business plan' },
        { file: dataUrl(HTML, 'application/pdf'), title: 'Charter' },
      ]),
      415,
    );
    expect(body.error).toBe('Invalid file type');
  });

  it('refuses more than seven documents', async () => {
    const files = Array.from({ length: 8 }, (_, i) => ({ file: pdfDataUrl(), title: `Document ${i + 1}` }));
    const body = await expectRefused(application(files), 400);
    expect(body.fields).toEqual({ files: 'At most 7 documents' });
  });

  it('refuses a PDF over 10 MB', async () => {
    const body = await expectRefused(application([{ file: asPdf(bigPdf(10.5)), title: 'Business plan' }]), 413);
    expect(body.error).toBe('File size exceeds 10MB');
  });

  it('refuses documents over 40 MB together', async () => {
    const files = Array.from({ length: 5 }, (_, i) => ({ file: asPdf(bigPdf(9)), title: `Volume ${i + 1}` }));
    const body = await expectRefused(application(files), 413);
    expect(body.error).toMatch(/40MB/);
  });

  it('refuses a body over the route’s size limit with a clear message', async () => {
    const body = await expectRefused(application([], { info: 'x'.repeat(60 * 1024 * 1024) }), 413);
    expect(body.error).toMatch(/too large|exceed/i);
    expect(body.error).toMatch(/\d+MB/);
  });

  it('requires a name', async () => {
    const body = await expectRefused(
      application([{ file: pdfDataUrl(), title: 'Business plan' }], { name: undefined }),
      400,
    );
    expect(body.fields).toEqual({ name: 'Enter your name' });
  });

  it('requires a title for every document', async () => {
    const body = await expectRefused(
      application([
        { file: pdfDataUrl(), title: 'Business plan' },
        { file: asPdf(PDF_2), title: '' },
      ]),
      400,
    );
    expect(body.fields).toEqual({ 'files.1.title': 'Every document needs a title' });
  });

  it('refuses a file that is not a data URL', async () => {
    const body = await expectRefused(
      application([{ file: 'https://example.com/plan.pdf', title: 'Business plan' }]),
      400,
    );
    expect(body.fields).toEqual({ 'files.0.file': 'Only PDF files can be sent' });
  });
});
