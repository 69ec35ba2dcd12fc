import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { readConfig } from '../../src/server/config';
import { StaffMail } from '../../src/server/mail/staffMail';
import { pdfDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { readMail, shownLines, SMTP_USER, startSmtpServer } from './smtpServer';

const STAFF = ['director@park.uz', 'office@park.uz'];
const SITE_URL = 'https://park.example.uz';

describe.each(backends)('mail to staff about new applications (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  /** The mails to staff (the applicant's receipt goes out beside each). */
  const toStaff = () => smtp.received.filter((mail) => mail.to.includes(STAFF[0]));

  const mailConfig = (port: number, retryDelaysMs = [10, 10]) => ({
    smtpUrl: `smtp://${SMTP_USER.username}:${SMTP_USER.password}@127.0.0.1:${port}`,
    notifyEmails: STAFF,
    from: 'Technopark website <no-reply@park.example.uz>',
    retryDelaysMs,
  });

  describe('with a working mail server', () => {
    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await startTestApp(backend, {
        rateLimits: ROOMY_RATE_LIMITS,
        siteUrl: SITE_URL,
        mail: mailConfig(smtp.port),
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });
    afterEach(() => {
      smtp.received.length = 0;
    });

    it('sends one mail to every staff address for a contact request, with its link in the back office', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/contacts',
        token: null,
        payload: {
          name: 'Jasur Nazarov',
          email: 'jasur@example.uz',
          message: 'A plot for a cable plant?',
          consent: true,
        },
      });
      expect(response.statusCode).toBe(201);
      const { id, reference } = response.json();
      await smtp.waitFor(1);
      await t.app.staffMail.settled();
      expect(toStaff()).toHaveLength(1);
      const [mail] = toStaff();
      expect(mail.to.sort()).toEqual([...STAFF].sort());
      expect(mail.from).toBe('no-reply@park.example.uz');
      const { header, body } = readMail(mail.raw);
      expect(header('Subject')).toBe(`New contact request ${reference} (#${id}) from Jasur Nazarov`);
      expect(header('Reply-To')).toBe('jasur@example.uz');
      expect(header('Content-Type')).toMatch(/^text\/plain/);
      expect(body).toContain(`${SITE_URL}/admin/contacts/${id}`);
      expect(body).toContain('A plot for a cable plant?');
    });

    it('sends one mail for an investor application, naming its documents without attaching them', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/investor',
        token: null,
        payload: {
          name: 'Almalyk Metals LLC',
          email: 'invest@almalyk-metals.uz',
          phone_number: '+998 71 200 00 00',
          files: [{ file: pdfDataUrl(), title: 'Business plan' }],
          consent: true,
        },
      });
      expect(response.statusCode).toBe(201);
      const { id, reference } = response.json();
      await smtp.waitFor(1);
      await t.app.staffMail.settled();
      expect(toStaff()).toHaveLength(1);
      const [mail] = toStaff();
      expect(mail.to.sort()).toEqual([...STAFF].sort());
      const { header, body } = readMail(mail.raw);
      expect(header('Subject')).toBe(`New investor application ${reference} (#${id}) from Almalyk Metals LLC`);
      expect(header('Content-Type')).toMatch(/^text\/plain/);
      expect(mail.raw).not.toMatch(/multipart|application\/pdf|Content-Disposition: attachment/i);
      expect(body).toContain(`${SITE_URL}/admin/investors/${id}`);
      expect(body).toContain('Business plan');
      expect(body).toContain('+998 71 200 00 00');
    });

    it('keeps each field the visitor typed on its own line, so none can pass for a line of ours', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/contacts',
        token: null,
        payload: {
          name: 'Evil\nBcc: victim@example.com\u2028E-mail: x@y',
          email: 'evil@example.com',
          message: 'Hello.\nE-mail: boss@park.uz\u2029Phone: +998 90 000 00 00\u0085Bcc: victim@example.com',
          consent: true,
        },
      });
      expect(response.statusCode).toBe(201);
      await smtp.waitFor(1);
      await t.app.staffMail.settled();
      const [mail] = toStaff();
      expect(mail.to.sort()).toEqual([...STAFF].sort());
      const { header, body } = readMail(mail.raw);
      expect(header('Bcc')).toBeUndefined();
      expect(header('Subject')).toBe(
        `New contact request ${response.json().reference} (#${response.json().id}) from Evil Bcc: victim@example.com E-mail: x@y`,
      );
      const lines = shownLines(body);
      expect(lines.filter((line) => line.startsWith('Bcc:'))).toEqual([]);
      expect(lines.filter((line) => line.startsWith('E-mail:'))).toEqual(['E-mail: evil@example.com']);
      expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual([]);
      expect(lines).toContain('Name: Evil Bcc: victim@example.com E-mail: x@y');
      // The message keeps its lines, each one marked as the visitor's.
      expect(lines).toEqual(
        expect.arrayContaining([
          '> Hello.',
          '> E-mail: boss@park.uz',
          '> Phone: +998 90 000 00 00',
          '> Bcc: victim@example.com',
        ]),
      );
    });

    it('sends nothing for a refused request or a filled honeypot', async () => {
      const refused = await t.call({ method: 'POST', url: '/api/contacts', token: null, payload: { name: 'Aziz' } });
      expect(refused.statusCode).toBe(400);
      const bot = await t.call({
        method: 'POST',
        url: '/api/contacts',
        token: null,
        payload: { name: 'Bot', email: 'bot@spam.example', message: 'Buy now', website: 'spam.example', consent: true },
      });
      expect(bot.statusCode).toBe(201);
      await t.app.staffMail.settled();
      expect(smtp.received).toEqual([]);
    });
  });

  describe('when the mail server is down', () => {
    it('still answers 201 and keeps the application', async () => {
      // A port that was just free: nothing listens there.
      const gone = await startSmtpServer();
      const port = gone.port;
      await gone.close();
      t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS, mail: mailConfig(port) });
      try {
        const response = await t.call({
          method: 'POST',
          url: '/api/investor',
          token: null,
          payload: { name: 'Offline Mail LLC', email: 'offline@example.uz', consent: true },
        });
        expect(response.statusCode).toBe(201);
        const stored = await t.call({ method: 'GET', url: `/api/investor/${response.json().id}` });
        expect(stored.json()).toMatchObject({ name: 'Offline Mail LLC', status: 'new' });
        // Every retry fails too; the application stays.
        await t.app.staffMail.settled();
        expect((await t.call({ method: 'GET', url: `/api/investor/${response.json().id}` })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });

    it('retries, so a mail server that refuses at first still gets exactly one mail', async () => {
      smtp = await startSmtpServer(2);
      t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS, mail: mailConfig(smtp.port) });
      try {
        const response = await t.call({
          method: 'POST',
          url: '/api/contacts',
          token: null,
          payload: { name: 'Patient Visitor', email: 'patient@example.uz', message: 'Hello', consent: true },
        });
        expect(response.statusCode).toBe(201);
        await t.app.staffMail.settled();
        // Both mails (to staff, and the applicant's receipt) are refused once, then delivered.
        expect(smtp.refusedConnections()).toBe(2);
        expect(toStaff()).toHaveLength(1);
        expect(readMail(toStaff()[0].raw).header('Subject')).toBe(
          `New contact request ${response.json().reference} (#${response.json().id}) from Patient Visitor`,
        );
      } finally {
        await t.close();
        await smtp.close();
      }
    });

    it('gives up after the bounded retries', async () => {
      smtp = await startSmtpServer(10);
      t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS, mail: mailConfig(smtp.port, [5, 5]) });
      try {
        const response = await t.call({
          method: 'POST',
          url: '/api/contacts',
          token: null,
          payload: { name: 'Unlucky Visitor', email: 'unlucky@example.uz', message: 'Hello', consent: true },
        });
        expect(response.statusCode).toBe(201);
        await t.app.staffMail.settled();
        // Three attempts of each mail: to staff, and the applicant's receipt.
        expect(smtp.refusedConnections()).toBe(6);
        expect(smtp.received).toEqual([]);
      } finally {
        await t.close();
        await smtp.close();
      }
    });
  });
});

describe('mail settings', () => {
  it('reads SMTP_URL, NOTIFY_EMAIL (comma-separated) and SITE_URL', () => {
    const config = readConfig(
      {
        SMTP_URL: 'smtp://site:secret@mail.park.uz:587',
        NOTIFY_EMAIL: ' director@park.uz, office@park.uz ,',
        SITE_URL: 'https://park.uz/',
      },
      '',
    );
    expect(config.siteUrl).toBe('https://park.uz');
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtp://site:secret@mail.park.uz:587',
      notifyEmails: ['director@park.uz', 'office@park.uz'],
      from: 'Technopark website <no-reply@park.uz>',
    });
    expect(readConfig({}, '').mail?.smtpUrl).toBeUndefined();
    expect(readConfig({}, '').siteUrl).toBeUndefined();
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => readConfig({ SMTP_URL: 'mail.park.uz:25' }, '')).toThrow(/SMTP_URL/);
    expect(() => readConfig({ SMTP_URL: 'http://mail.park.uz' }, '')).toThrow(/SMTP_URL/);
    expect(() => readConfig({ NOTIFY_EMAIL: 'director@park.uz, office' }, '')).toThrow(/NOTIFY_EMAIL/);
    expect(() => readConfig({ SITE_URL: 'park.uz' }, '')).toThrow(/SITE_URL/);
  });
});

describe('without a mail server', () => {
  it('says once, through the server log, that no mail is sent, and sends none', () => {
    const lines: string[] = [];
    const { log } = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    const mail = new StaffMail(readConfig({}, '').mail, () => 'http://localhost:3000', log);
    for (const id of [1, 2]) {
      mail.announce({
        kind: 'contact',
        id,
        reference: `TP-2026-00000${id}`,
        name: 'Visitor',
        email: 'v@example.uz',
        phone_number: '',
        text: 'Hi',
      });
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]).msg).toBe(
      'SMTP_URL is not set: staff get no e-mail about new applications, nor links to reset a password',
    );
    mail.close();
  });
});
