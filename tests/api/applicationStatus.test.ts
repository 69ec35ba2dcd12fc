import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfDataUrl } from '../support/files';
import type { SmtpCatcher } from '../support/smtpCatcher';
import { backends, type TestApp } from './harness';
import { STAFF, STATUS_LINK, startMailingApp } from './mailingApp';

/**
 * Applicants hear back, with the real SMTP test server: one receipt in the page's language with
 * the reference and a working status link; the status page and its API follow staff's work; a
 * public reply reaches the applicant, an internal note does not; the applicant's message reaches
 * staff; a forged, revoked or erased link answers 404.
 */
describe.each(backends)('applicants hear back (%s)', (backend) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp(backend));
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
    return smtp.received.filter((mail) => mail.to.includes(address));
  };
  /** The status link a receipt carries, as a path of this site. */
  const linkIn = (body: string) => {
    const found = STATUS_LINK.exec(body);
    expect(found, body).not.toBeNull();
    return found![1]!;
  };
  const tokenOf = (path: string) => path.split('/').pop()!;
  const status = (token: string) => t.call({ method: 'GET', url: `/api/applications/status/${token}`, token: null });
  const write = (token: string, payload: object) =>
    t.call({ method: 'POST', url: `/api/applications/status/${token}/messages`, payload, token: null });

  const sendContact = async (email: string, lang = 'ru') => {
    const sent = await t.call({
      method: 'POST',
      url: `/api/contacts?lang=${lang}`,
      token: null,
      payload: { name: 'Шахноза', email, message: 'Есть ли свободный участок?', consent: true },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [receipt, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    smtp.received.length = 0;
    return { sent: sent.json(), receipt, path: linkIn(receipt!.body) };
  };

  it('mails one receipt in the page’s language, with the reference, what was sent and a working link', async () => {
    const { sent, receipt, path } = await sendContact('shahnoza@example.uz');
    expect(receipt!.subject).toBe(`Технопарк: ваше обращение ${sent.reference} получено`);
    expect(receipt!.body).toContain(`Его номер — ${sent.reference}.`);
    expect(receipt!.body).toContain('> Есть ли свободный участок?');
    expect(receipt!.body).toContain('+998 71 200 45 45');
    expect(path).toMatch(/^\/ru\/application\/[A-Za-z0-9_-]{43}$/);
    const answer = await status(tokenOf(path));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.json()).toMatchObject({
      reference: sent.reference,
      kind: 'contact',
      status: 'received',
      messages: [],
    });
    // The page itself, without scripts, in the link's language.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain(sent.reference);
    expect(page.body).toContain('Получено');
  });

  it('follows staff: a new status, a public reply mailed and shown, an internal note neither', async () => {
    const { sent, path } = await sendContact('bobur@example.uz', 'en');
    const token = tokenOf(path);
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/service/client_request_update/${sent.id}`,
      headers: { 'if-match': '"1"' },
      payload: { status: 'in_progress' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await status(token)).json().status).toBe('in_review');
    // Without the box ticked, the applicant is not mailed about a new status.
    expect(await mailsTo('bobur@example.uz')).toEqual([]);

    const note = await t.call({
      method: 'POST',
      url: `/api/contacts/${sent.id}/replies`,
      payload: { message: 'Internal: call him on Monday', public: false },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(await mailsTo('bobur@example.uz')).toEqual([]);
    const reply = await t.call({
      method: 'POST',
      url: `/api/contacts/${sent.id}/replies`,
      payload: { message: 'Yes, plot 7 is free.', public: true },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ author: 'staff', public: true, message: 'Yes, plot 7 is free.' });
    const [mailed] = await mailsTo('bobur@example.uz');
    expect(mailed!.subject).toBe(`Technopark: a reply to your application ${sent.reference}`);
    expect(mailed!.body).toContain('Yes, plot 7 is free.');
    expect(mailed!.body).not.toContain('Internal');

    const answer = (await status(token)).json();
    expect(answer.status).toBe('answered');
    expect(answer.messages).toEqual([expect.objectContaining({ from: 'park', message: 'Yes, plot 7 is free.' })]);
    const page = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain('Yes, plot 7 is free.');
    expect(page).not.toContain('Internal');

    const read = await t.call({ method: 'GET', url: `/api/service/client_request_detail/${sent.id}` });
    const detail = read.json();
    expect(detail.replies.map((one: { message: string; public: boolean }) => [one.message, one.public])).toEqual([
      ['Internal: call him on Monday', false],
      ['Yes, plot 7 is free.', true],
    ]);
    const log = (await t.call({ method: 'GET', url: '/api/audit-log?resource=contacts' })).json();
    expect(JSON.stringify(log)).toContain('reply_sent');

    // With the box ticked, the new status is mailed; the page says closed.
    smtp.received.length = 0;
    const closed = await t.call({
      method: 'PATCH',
      url: `/api/service/client_request_update/${sent.id}`,
      headers: { 'if-match': read.headers.etag as string },
      payload: { status: 'done', notify_applicant: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).not.toHaveProperty('notify_applicant');
    const [told] = await mailsTo('bobur@example.uz');
    expect(told!.subject).toBe(`Technopark: your application ${sent.reference} has a new status`);
    expect(told!.body).toContain('closed');
    expect((await status(token)).json()).toMatchObject({ status: 'closed', can_write: true });
  });

  it('takes the applicant’s message and documents into the thread and tells staff', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/investor?lang=uz',
      token: null,
      payload: { name: 'Samarqand Steel', email: 'steel@example.uz', consent: true },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [receipt] = await mailsTo('steel@example.uz');
    expect(receipt!.subject).toBe(`Texnopark: ${sent.json().reference} raqamli murojaatingiz qabul qilindi`);
    smtp.received.length = 0;
    const token = tokenOf(linkIn(receipt!.body));
    const written = await write(token, {
      message: 'Here is the plan we forgot.',
      files: [{ file: pdfDataUrl(), title: 'Business plan' }],
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().messages).toEqual([
      expect.objectContaining({
        from: 'applicant',
        message: 'Here is the plan we forgot.',
        documents: ['Business plan'],
      }),
    ]);
    const [toStaff] = await mailsTo(STAFF);
    expect(toStaff!.subject).toBe(`The applicant of ${sent.json().reference} (#${sent.json().id}) wrote back`);
    expect(toStaff!.body).toContain('> Here is the plan we forgot.');
    const detail = (await t.call({ method: 'GET', url: `/api/investor/${sent.json().id}` })).json();
    expect(detail.replies).toEqual([
      expect.objectContaining({
        author: 'applicant',
        message: 'Here is the plan we forgot.',
        documents: ['Business plan'],
      }),
    ]);
    expect(detail.Files.map((file: { title: string }) => file.title)).toEqual(['Business plan']);
    const fake = await write(token, {
      message: 'x',
      files: [{ file: 'data:application/pdf;base64,aGVsbG8=', title: 'x' }],
    });
    expect(fake.statusCode).toBe(415);
  });

  it('answers 404 for a forged, revoked or erased link, and takes no documents for a contact', async () => {
    expect((await status('forged-token-that-was-never-given-0000000000')).statusCode).toBe(404);
    expect((await write('forged', { message: 'Hello' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uz/application/forged' })).statusCode).toBe(404);
    const revoked = await sendContact('revoke-me@example.uz');
    expect((await status(tokenOf(revoked.path))).statusCode).toBe(200);
    const revoking = await t.call({ method: 'DELETE', url: `/api/contacts/${revoked.sent.id}/status-link` });
    expect(revoking.statusCode, revoking.body).toBe(204);
    expect((await status(tokenOf(revoked.path))).statusCode).toBe(404);
    expect((await write(tokenOf(revoked.path), { message: 'Hello?' })).statusCode).toBe(404);
    const { path } = await sendContact('erase-me@example.uz');
    const token = tokenOf(path);
    const refused = await write(token, { message: 'A file', files: [{ file: pdfDataUrl(), title: 'Plan' }] });
    expect(refused.statusCode).toBe(400);
    expect((await write(token, { message: 'Thank you' })).statusCode).toBe(201);
    const erased = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: 'erase-me@example.uz' },
    });
    expect(erased.statusCode).toBe(200);
    expect((await status(token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
  it('documents the applicants’ and the replies’ routes in the OpenAPI document', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/applications/status/{token}',
        '/api/applications/status/{token}/messages',
        '/api/contacts/{id}/replies',
        '/api/investor/{id}/replies',
      ]),
    );
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/application/'))).toEqual([]);
  });
});
