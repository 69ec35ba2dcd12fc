import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { pdfDataUrl } from '../support/files';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { backends, startTestApp, type TestApp } from './harness';

const contact = (name: string, email: string) => ({ name, email, message: 'A plot, please.', consent: true });
const investor = (name: string, email: string) => ({
  name,
  email,
  files: [{ title: 'Business plan', file: pdfDataUrl() }],
  consent: true,
});

describe.each(backends)("applicants' personal data (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const send = async (url: string, payload: object) => {
    const response = await t.call({ method: 'POST', url, payload, token: null });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; Files?: { file_url: string }[] };
  };
  const names = async (url: string) =>
    ((await t.call({ method: 'GET', url: `${url}?per_page=100` })).json() as { name: string }[]).map((r) => r.name);

  it("erases every application of one e-mail address with its files, and nobody else's", async () => {
    await send('/api/contacts', contact('Erase Me', 'erase.me@example.uz'));
    await send('/api/contacts', contact('Erase Me Again', 'Erase.Me@Example.uz'));
    const application = await send('/api/investor', investor('Erase Me LLC', 'erase.me@example.uz'));
    await send('/api/contacts', contact('Keep Me', 'keep.me@example.uz'));
    const file = application.Files![0].file_url.replace('/uploads/', '');
    expect(t.uploadedFiles()).toContain(file);

    const anonymous = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: 'erase.me@example.uz' },
      token: null,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.call({ method: 'POST', url: '/api/applicants/erase', payload: { email: 'not an address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Enter a valid e-mail address' });

    const erased = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: ' ERASE.me@example.uz ' },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ contacts: 2, investors: 1, files: 1 });
    expect(await names('/api/contacts')).not.toContain('Erase Me');
    expect(await names('/api/contacts')).toContain('Keep Me');
    expect(await names('/api/investor')).not.toContain('Erase Me LLC');
    expect(t.uploadedFiles()).not.toContain(file);
    expect((await t.app.inject({ method: 'GET', url: application.Files![0].file_url })).statusCode).toBe(404);
  });

  it('deletes applications older than the retention time, with their files, when a server starts', async () => {
    const old = await send('/api/investor', investor('Old Applicant LLC', 'old@example.uz'));
    await send('/api/contacts', contact('Old Visitor', 'old@example.uz'));
    await send('/api/contacts', contact('Recent Visitor', 'recent@example.uz'));
    const oldFile = old.Files![0].file_url.replace('/uploads/', '');
    // Thirty-one days ago, as far as the database knows.
    const { kysely: db } = connect(t.databaseUrl, console);
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    try {
      await db.updateTable('investors').set({ created_at: monthAgo }).where('name', '=', 'Old Applicant LLC').execute();
      await db.updateTable('contacts').set({ created_at: monthAgo }).where('name', '=', 'Old Visitor').execute();
    } finally {
      await db.destroy();
    }

    const second = await t.anotherInstance({ applicationRetentionDays: 30 });
    try {
      await expect.poll(async () => names('/api/contacts')).not.toContain('Old Visitor');
      expect(await names('/api/contacts')).toContain('Recent Visitor');
      expect(await names('/api/investor')).not.toContain('Old Applicant LLC');
      // The documents go once the rows are gone, no longer named by any.
      await expect.poll(() => t.uploadedFiles()).not.toContain(oldFile);
    } finally {
      await second.close();
    }
  });
});
