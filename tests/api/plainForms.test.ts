import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../src/api/contacts';
import type { Investor } from '../../src/api/investors';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { HTML, PDF } from '../support/files';
import { startTestApp, type TestApp } from './harness';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtpCatcher';
import uzNotification from '../../locales/uz/notification.json';

/**
 * The public forms as plain HTML forms (no scripts): posted to the page's own address, sent on to
 * the API route inside the server, answered with a redirect or with the page again.
 */

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const GOOD = { name: 'Laylo', email: 'laylo@example.uz', phone_number: '', message: 'A plot of 5 ha?', consent: 'on' };

/** A multipart body as a browser sends it, with files as `[name, filename, bytes, type]`. */
function multipart(fields: Record<string, string>, files: [string, string, Buffer, string][] = []) {
  const boundary = '----plainFormBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, filename, bytes, type] of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
}

/** The message under a field: the helper text its input names. */
const messageUnder = (page: HtmlPage, name: string) => {
  const input = page.one((e) => (e.name === 'input' || e.name === 'textarea') && e.attribs.name === name);
  const helper = input?.attribs['aria-describedby'];
  return helper ? page.text((e) => e.attribs.id === helper) : '';
};
const valueOf = (page: HtmlPage, name: string) => {
  const input = page.one((e) => (e.name === 'input' || e.name === 'textarea') && e.attribs.name === name);
  return input?.name === 'textarea' ? page.text((e) => e === input) : input?.attribs.value;
};

let distDir: string;
beforeAll(async () => {
  distDir = await buildSite();
}, 600_000);

describe('plain contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      distDir,
      siteUrl: TEST_SITE_URL,
      rateLimits: {
        loginPerIp: { max: 100, timeWindowMs: 60_000 },
        loginFailuresPerAccountAndAddress: { max: 100, timeWindowMs: 60_000 },
        formsPerIp: { max: 6, timeWindowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url, headers: FORM, payload: form(fields), remoteAddress });

  it('keeps a sent request as the API does and redirects to the page that says so', async () => {
    const sent = await post('/uz/contact', GOOD);
    expect(sent.statusCode).toBe(303);
    const stored = (await t.call({ method: 'GET', url: '/api/contacts' })).json<Contact[]>();
    const kept = stored.find((contact) => contact.message === GOOD.message);
    expect(kept).toMatchObject({ name: 'Laylo', email: 'laylo@example.uz' });
    // The page sent to carries the request's reference, shows it, and is kept for no one else.
    // This server sends no mail: the page says to keep the number.
    expect(sent.headers.location).toBe(`/uz/contact?sent=${kept!.reference}&receipt=none`);
    const shown = await t.app.inject({ method: 'GET', url: sent.headers.location as string });
    expect(shown.headers['cache-control']).toBe('no-store');
    const page = new HtmlPage(shown.body);
    expect(page.text((e) => e.attribs.role === 'status')).toBe(uzNotification.contact.sent);
    expect(page.text((e) => e.attribs['data-reference'] === kept!.reference)).toBe(
      uzNotification.reference.noMail.replace('{{reference}}', kept!.reference),
    );
  });

  it('answers missing fields with the page in its language, every message under its field, values kept', async () => {
    const answer = await post('/uz/contact', { name: '  ', email: 'laylo@', message: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const page = new HtmlPage(answer.body);
    expect(page.lang).toBe('uz');
    expect(messageUnder(page, 'name')).toBe('Ismingizni kiriting');
    expect(messageUnder(page, 'email')).toBe('Toʻgʻri elektron pochta manzilini kiriting');
    expect(messageUnder(page, 'message')).toBe('Xabar matnini kiriting');
    expect(page.text((e) => e.attribs.role === 'alert')).toContain('Shakl yuborilmadi');
    expect(valueOf(page, 'email')).toBe('laylo@');
  });

  it('takes bad types as missing values, never as a server error', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/contact',
      ...multipart({ email: 'laylo@example.uz', message: 'Hello', consent: 'on' }, [
        ['name', 'a.txt', HTML, 'text/html'],
      ]),
      remoteAddress: '10.9.0.2',
    });
    expect(answer.statusCode).toBe(400);
    expect(messageUnder(new HtmlPage(answer.body), 'name')).toBe('Enter your name');
    const unreadable = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: 'not a multipart body',
      remoteAddress: '10.9.0.2',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.headers['content-type']).toMatch(/^text\/html/);
  });

  it('escapes hostile HTML typed into the form when it shows it again', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const answer = await post('/contact', { name: hostile, email: 'bad', message: hostile });
    expect(answer.body).not.toContain('<script>alert(1)');
    expect(answer.body).not.toContain('<img src=x');
    expect(valueOf(new HtmlPage(answer.body), 'name')).toBe(hostile);
  });

  it('refuses a body over the limit with the page, not a dropped connection', async () => {
    const answer = await post('/contact', { ...GOOD, message: 'x'.repeat(1024 * 1024 + 10) });
    expect(answer.statusCode).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
  });

  it('counts its posts in the API route’s rate limit, and says so in the page’s language', async () => {
    const address = '10.9.0.99';
    for (let sent = 0; sent < 3; sent += 1) expect((await post('/ru/contact', GOOD, address)).statusCode).toBe(303);
    for (let sent = 0; sent < 3; sent += 1) {
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { ...GOOD, consent: true },
        remoteAddress: address,
      });
      expect(api.statusCode).toBe(201);
    }
    const refused = await post('/ru/contact', GOOD, address);
    expect(refused.statusCode).toBe(429);
    expect(new HtmlPage(refused.body).text((e) => e.attribs.role === 'alert')).toContain('Слишком много запросов');
    expect(valueOf(new HtmlPage(refused.body), 'name')).toBe('Laylo');
  });

  it('leaves the JSON API as it was: a form body there is still refused', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/contacts', headers: FORM, payload: form(GOOD) });
    expect(answer.statusCode).toBe(415);
  });
});

describe('plain investor form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { distDir, siteUrl: TEST_SITE_URL });
  });
  afterAll(() => t.close());

  const fields = { name: 'Olmaliq Invest', email: 'invest@example.uz', info: 'Our plan', consent: 'on' };

  it('keeps the application with its PDF, titled by its slot', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/info-center',
      ...multipart({ ...fields, 'title-businessPlan': 'Business plan' }, [
        ['file-businessPlan', 'plan.pdf', PDF, 'application/pdf'],
        ['file-charter', '', Buffer.alloc(0), 'application/octet-stream'],
      ]),
    });
    expect(sent.statusCode).toBe(303);
    const stored = (await t.call({ method: 'GET', url: '/api/investor' })).json<Investor[]>();
    const application = stored.find((item) => item.name === 'Olmaliq Invest');
    expect(sent.headers.location).toBe(`/info-center?sent=${application?.reference}&receipt=none`);
    expect(application?.Files.map((file) => file.title)).toEqual(['Business plan']);
  });

  it('refuses a fake PDF under its slot, and asks for the files again', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/uz/info-center',
      ...multipart({ ...fields, 'title-charter': 'Ustav' }, [['file-charter', 'fake.pdf', HTML, 'application/pdf']]),
    });
    // The API's own status for a file whose bytes are not a PDF.
    expect(answer.statusCode).toBe(415);
    const page = new HtmlPage(answer.body);
    const input = page.one((e) => e.name === 'input' && e.attribs.name === 'file-charter');
    expect(page.text((e) => e.attribs.id === input?.attribs['aria-describedby'])).toMatch(/faqat PDF/);
    expect(page.mainText).toContain('Tanlangan fayllar yuborilmadi');
    expect(valueOf(page, 'name')).toBe('Olmaliq Invest');
  });
});

describe('plain forms with mail', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp('sqlite', {
      distDir,
      siteUrl: TEST_SITE_URL,
      mail: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        notifyEmails: [],
        from: 'Technopark <no-reply@park.uz>',
        retryDelaysMs: [10],
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('says on the page sent to that the receipt was mailed', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/uz/contact', headers: FORM, payload: form(GOOD) });
    expect(sent.statusCode, sent.body).toBe(303);
    const location = sent.headers.location as string;
    expect(location).toMatch(/^\/uz\/contact\?sent=TP-\d{4}-\d{6}&receipt=mailed$/);
    const reference = new URLSearchParams(location.split('?')[1]).get('sent')!;
    const page = new HtmlPage((await t.app.inject({ method: 'GET', url: location })).body);
    expect(page.text((e) => e.attribs['data-reference'] === reference)).toBe(
      uzNotification.reference.mailedToYou.replace('{{reference}}', reference),
    );
  });
});
