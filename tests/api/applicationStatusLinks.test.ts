import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import enApplicant from '../../locales/en/applicant.json';
import ruApplicant from '../../locales/ru/applicant.json';
import ruTranslation from '../../locales/ru/translation.json';
import { connect } from '../../src/server/db/connect';
import type { SmtpCatcher } from '../support/smtpCatcher';
import { backends, type TestApp } from './harness';
import { STATUS_LINK, startMailingApp } from './mailingApp';

const KEY = Buffer.alloc(32, 7);

/**
 * Later mails carry the status link (its token kept sealed under SECRETS_KEY, never in the clear);
 * a public reply puts a new application in progress, so staff and the applicant read one story;
 * the form's answer says whether a receipt was mailed; the status page wears the site's frame.
 */
describe.each(backends)('status links in later mails (%s)', (backend) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp(backend, { secretsKey: KEY }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  const mailsTo = async (address: string) => {
    await t.app.staffMail.settled();
    const mails = smtp.received.filter((mail) => mail.to.includes(address));
    smtp.received.length = 0;
    return mails;
  };
  const linkIn = (body: string) => STATUS_LINK.exec(body)?.[1];
  const sendContact = async (email: string, lang: string) => {
    const sent = await t.call({
      method: 'POST',
      url: `/api/contacts?lang=${lang}`,
      token: null,
      payload: { name: 'Dilnoza', email, message: 'Is plot 7 free?', consent: true },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [receipt] = await mailsTo(email);
    return { sent: sent.json(), path: linkIn(receipt!.body)! };
  };
  const replyTo = (id: number, message: string) =>
    t.call({ method: 'POST', url: `/api/contacts/${id}/replies`, payload: { message, public: true } });
  const detail = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/service/client_request_detail/${id}` })).json();

  it('says in the form’s answer that a receipt is mailed', async () => {
    const { sent } = await sendContact('answer@example.uz', 'en');
    expect(sent.receipt_mailed).toBe(true);
    expect(await detail(sent.id)).not.toHaveProperty('receipt_mailed');
  });

  it('puts a new application in progress with a public reply, logged, and mails the status link with it', async () => {
    const { sent, path } = await sendContact('reply-link@example.uz', 'ru');
    const token = path.split('/').pop()!;
    // Only sealed: the database holds no copy of the token in the clear.
    const { kysely: db } = connect(t.databaseUrl, console);
    const row = await db
      .selectFrom('contacts')
      .select(['status_token_sealed', 'status_token_hash'])
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row.status_token_sealed).toMatch(/^sealed:v1:/);
    expect(row.status_token_sealed).not.toContain(token);
    await db.destroy();

    const note = await t.call({
      method: 'POST',
      url: `/api/contacts/${sent.id}/replies`,
      payload: { message: 'Internal', public: false },
    });
    expect(note.statusCode).toBe(201);
    expect((await detail(sent.id)).status).toBe('new');

    expect((await replyTo(sent.id, 'Да, участок 7 свободен.')).statusCode).toBe(201);
    const stored = await detail(sent.id);
    expect(stored).toMatchObject({ status: 'in_progress' });
    const status = await t.call({ method: 'GET', url: `/api/applications/status/${token}`, token: null });
    expect(status.json().status).toBe('answered');
    const log = (await t.call({ method: 'GET', url: '/api/audit-log?resource=contacts' })).json();
    expect(JSON.stringify(log)).toContain('"to":"in_progress"');

    const [mailed] = await mailsTo('reply-link@example.uz');
    expect(mailed!.body).toContain('Да, участок 7 свободен.');
    expect(mailed!.body).toContain(ruApplicant.mail.openPage);
    expect(linkIn(mailed!.body)).toBe(path);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    // A second public reply leaves a status staff chose alone.
    expect((await replyTo(sent.id, 'Ещё одно.')).statusCode).toBe(201);
    expect((await detail(sent.id)).status).toBe('in_progress');

    // A new status, when staff tell it, carries the link too.
    const read = await t.call({ method: 'GET', url: `/api/service/client_request_detail/${sent.id}` });
    smtp.received.length = 0;
    const closed = await t.call({
      method: 'PATCH',
      url: `/api/service/client_request_update/${sent.id}`,
      headers: { 'if-match': read.headers.etag as string },
      payload: { status: 'done', notify_applicant: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [told] = await mailsTo('reply-link@example.uz');
    expect(linkIn(told!.body)).toBe(path);
  });

  it('mails no link once the link is revoked, nor from a server without the key: the receipt’s link is named', async () => {
    const { sent } = await sendContact('revoked@example.uz', 'en');
    expect((await t.call({ method: 'DELETE', url: `/api/contacts/${sent.id}/status-link` })).statusCode).toBe(204);
    expect((await replyTo(sent.id, 'We read it.')).statusCode).toBe(201);
    const [mailed] = await mailsTo('revoked@example.uz');
    expect(linkIn(mailed!.body)).toBeUndefined();
    expect(mailed!.body).toContain(sent.reference);
    expect(mailed!.body).toContain(enApplicant.mail.answerOnPage);

    const other = await sendContact('keyless@example.uz', 'en');
    const keyless = await t.anotherInstance({ secretsKey: undefined });
    try {
      const answer = await keyless.inject({
        method: 'POST',
        url: `/api/contacts/${other.sent.id}/replies`,
        headers: { authorization: `Bearer ${await t.login()}` },
        payload: { message: 'Without the key.', public: true },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      await keyless.staffMail.settled();
      const mail = smtp.received.find((one) => one.to.includes('keyless@example.uz'));
      expect(mail!.body).toContain(enApplicant.mail.answerOnPage);
      expect(linkIn(mail!.body)).toBeUndefined();
    } finally {
      await keyless.close();
    }
  });

  it('frames the status page as the site: logo, name, home, the other languages, the park’s contacts', async () => {
    const { path } = await sendContact('frame@example.uz', 'ru');
    const token = path.split('/').pop()!;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<img src="/site/logo.svg"');
    expect(html).toContain(ruTranslation.brand);
    expect(html).toMatch(/<a class="brand" href="\/ru"/);
    expect(html).toContain(`href="/application/${token}" hreflang="en"`);
    expect(html).toContain(`href="/uz/application/${token}" hreflang="uz"`);
    expect(html).not.toContain(`href="/ru/application/${token}"`);
    expect(html).toContain('+998 71 200 45 45');
    expect(html).not.toMatch(/<script/);
  });
});
