import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { pdfDataUrl } from '../support/files';

/**
 * References (`TP-2026-000123`): one series a year for contact requests and investor applications,
 * given in the insert's transaction, never twice (not even after a deletion, nor to requests sent
 * at the same moment), and found by staff in the lists and the search.
 */
describe.each(backends)('application references (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const year = new Date().getUTCFullYear();
  const contact = (name = 'Dilnoza Karimova') =>
    t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: { name, email: 'dilnoza@example.uz', message: 'A question about plots.', consent: true },
    });
  const investor = () =>
    t.call({
      method: 'POST',
      url: '/api/investor',
      token: null,
      payload: {
        name: 'Navoi Copper',
        email: 'invest@navoi-copper.uz',
        files: [{ file: pdfDataUrl(), title: 'Business plan' }],
        consent: true,
      },
    });
  const numberOf = (reference: string) => Number(reference.split('-')[2]);

  it('gives each application the next number of the year, for both kinds in one series', async () => {
    const first = (await contact()).json();
    const second = (await investor()).json();
    expect(first.reference).toMatch(new RegExp(`^TP-${year}-\\d{6}$`));
    expect(numberOf(second.reference)).toBe(numberOf(first.reference) + 1);
    const stored = await t.call({ method: 'GET', url: `/api/investor/${second.id}` });
    expect(stored.json().reference).toBe(second.reference);
  });

  it('never gives a number again, even after its application is deleted', async () => {
    const sent = (await contact()).json();
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/service/client_request_delete/${sent.id}`,
      headers: { 'if-match': '"1"' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const next = (await contact()).json();
    expect(numberOf(next.reference)).toBe(numberOf(sent.reference) + 1);
  });

  it('gives requests sent at the same moment different numbers', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, at) => contact(`Sender ${at}`)),
      ...Array.from({ length: 4 }, () => investor()),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const references = answers.map((answer) => answer.json().reference as string);
    expect(new Set(references).size).toBe(references.length);
    const numbers = references.map(numberOf).sort((a, b) => a - b);
    expect(numbers[numbers.length - 1] - numbers[0]).toBe(numbers.length - 1);
  });

  it('shows a bot caught by the honeypot a reference without spending one', async () => {
    const bot = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: { name: 'Bot', email: 'bot@example.com', message: 'Buy now', consent: true, website: 'x' },
    });
    expect(bot.json().reference).toMatch(new RegExp(`^TP-${year}-\\d{6}$`));
    const next = (await contact()).json();
    expect(next.reference).toBe(bot.json().reference);
  });

  it('lets staff find an application by its reference in the list and in the search', async () => {
    const sent = (await contact('Reference Seeker')).json();
    const listed = await t.call({ method: 'GET', url: `/api/contacts?q=${sent.reference}` });
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([sent.id]);
    const search = await t.call({ method: 'GET', url: `/api/search?scope=staff&q=${sent.reference}` });
    expect(search.statusCode, search.body).toBe(200);
    const hits = (search.json() as { type: string; id: number }[]).filter((hit) => hit.type === 'contacts');
    expect(hits.map((hit) => hit.id)).toContain(sent.id);
  });
});
