import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { FORGOT_PASSWORD_ANSWER, INVALID_RESET_TOKEN } from '../../src/api/auth';
import { CHALLENGE_EXPIRED } from '../../src/api/twoStep';
import { PASSWORD_RULE } from '../../src/api/common';
import { hashToken } from '../../src/server/auth/sessions';
import { defaultRateLimits } from '../../src/server/config';
import { connect } from '../../src/server/db/connect';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { linkIn, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../support/smtpCatcher';
import { backends, startTestApp, type TestApp } from './harness';

const SITE_URL = 'https://park.example.uz';
const mailConfig = (port: number) => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  notifyEmails: [],
  from: 'Technopark website <no-reply@park.example.uz>',
  retryDelaysMs: [],
});

/** The secret of a mailed link: what follows `#token=`. */
const tokenOf = (mail: CaughtMail) => new URL(linkIn(mail)!).hash.replace(/^#token=/, '');

describe.each(backends)('forgotten passwords (%s)', (backend) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let accounts = 0;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS, siteUrl: SITE_URL, mail: mailConfig(smtp.port) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(async () => {
    await t.app.passwordResets.settled();
    smtp.received.length = 0;
  });

  /** A new editor account of its own for each test. */
  async function newAccount(password = 'Original-pass1') {
    accounts += 1;
    const email = `worker${accounts}@park.example.uz`;
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/users',
      payload: { full_name: `Worker ${accounts}`, email, password },
    });
    expect(response.statusCode).toBe(201);
    return { email, password };
  }

  const forgot = (email: string, options: { lang?: string; headers?: Record<string, string> } = {}) =>
    t.call({
      method: 'POST',
      url: `/api/auth/forgot-password${options.lang ? `?lang=${options.lang}` : ''}`,
      payload: { email },
      headers: options.headers,
      token: null,
    });
  const reset = (token: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, token: null });
  const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });

  /** Asks for a link and reads it from the mail. */
  async function mailedToken(email: string) {
    expect((await forgot(email)).statusCode).toBe(200);
    return tokenOf(await smtp.mailTo(email));
  }

  /** Runs a statement on the test's database beside the server. */
  async function onDatabase(change: (db: ReturnType<typeof connect>['kysely']) => Promise<unknown>) {
    const { kysely } = connect(t.databaseUrl, console);
    try {
      return await change(kysely);
    } finally {
      await kysely.destroy();
    }
  }

  it('answers the same, before looking, for an address no account has, and mails only a real account', async () => {
    const { email } = await newAccount();
    const known = await forgot(email);
    const unknown = await forgot('nobody@park.example.uz');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(known.body).toBe(unknown.body);
    const headersOf = (response: typeof known) =>
      Object.keys(response.headers)
        .filter((name) => !['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name))
        .sort();
    expect(headersOf(known)).toEqual(headersOf(unknown));
    await t.app.passwordResets.settled();
    expect(smtp.received.map((mail) => mail.to)).toEqual([[email]]);

    // The answer comes before the address is looked up, so its time cannot tell either: with the
    // accounts out of the server's reach, both addresses are still answered at once, alike.
    const { email: other } = await newAccount();
    await onDatabase((db) => db.schema.alterTable('users').renameTo('users_away').execute());
    try {
      const [knownAway, unknownAway] = [await forgot(other), await forgot('nobody-else@park.example.uz')];
      expect(knownAway.statusCode, knownAway.body).toBe(200);
      expect(knownAway.body).toBe(unknownAway.body);
    } finally {
      await onDatabase((db) => db.schema.alterTable('users_away').renameTo('users').execute());
    }
    await t.app.passwordResets.settled();
  });

  it('mails a link to the reset page, in the language asked for, that sets the password once', async () => {
    const { email, password } = await newAccount();
    expect((await forgot(`  ${email.toUpperCase()} `, { lang: 'ru' })).statusCode).toBe(200);
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe('Новый пароль для панели управления Технопарка');
    expect(mail.header('Content-Type')).toMatch(/^text\/plain/);
    expect(mail.body).toContain('30 минут');
    const link = linkIn(mail)!;
    expect(link).toMatch(new RegExp(`^${SITE_URL}/ru/reset-password#token=[\\w-]{43}$`));
    const token = tokenOf(mail);

    // Only the hash of the secret is stored.
    const rows = (await onDatabase((db) => db.selectFrom('password_resets').selectAll().execute())) as {
      token_hash: string;
    }[];
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const done = await reset(token, 'Brand-new-pass1');
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(await t.login(email, 'Brand-new-pass1')).toBeTruthy();
    await expect(t.login(email, password)).rejects.toThrow(/login failed/);

    const again = await reset(token, 'Another-pass1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: INVALID_RESET_TOKEN, fields: { token: INVALID_RESET_TOKEN } });
    expect(await t.login(email, 'Brand-new-pass1')).toBeTruthy();
  });

  it('follows Accept-Language without ?lang=, and English without either', async () => {
    const { email: uzbek } = await newAccount();
    await forgot(uzbek, { headers: { 'accept-language': 'uz-UZ,uz;q=0.9,ru;q=0.8' } });
    const uzMail = await smtp.mailTo(uzbek);
    expect(uzMail.subject).toBe('Texnopark boshqaruv paneli uchun yangi parol oʻrnatish');
    expect(linkIn(uzMail)).toMatch(new RegExp(`^${SITE_URL}/uz/reset-password#token=`));

    const { email: english } = await newAccount();
    await forgot(english);
    const enMail = await smtp.mailTo(english);
    expect(enMail.subject).toBe('Set a new password for the Technopark back office');
    expect(enMail.body).toContain('within 30 minutes');
    expect(linkIn(enMail)).toMatch(new RegExp(`^${SITE_URL}/reset-password#token=`));
  });

  it('ends every session of the account', async () => {
    const { email, password } = await newAccount();
    const sessions = [await t.login(email, password), await t.login(email, password)];
    for (const session of sessions) expect((await me(session)).statusCode).toBe(200);
    const adminSession = await t.login();
    const token = await mailedToken(email);
    expect((await reset(token, 'After-reset-pass1')).statusCode).toBe(200);
    for (const session of sessions) expect((await me(session)).statusCode).toBe(401);
    // Other accounts keep theirs.
    expect((await me(adminSession)).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email, password } = await newAccount();
    const token = await mailedToken(email);
    const [row] = (await onDatabase((db) =>
      db.selectFrom('password_resets').selectAll().where('token_hash', '=', hashToken(token)).execute(),
    )) as { created_at: string; expires_at: string }[];
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(lifetime).toBe(30 * 60_000);
    // Half an hour has gone by.
    await onDatabase((db) =>
      db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute(),
    );
    const late = await reset(token, 'Too-late-pass1');
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual({ token: INVALID_RESET_TOKEN });
    expect(await t.login(email, password)).toBeTruthy();
  });

  it('refuses a password that breaks the rule, and the link still works after', async () => {
    const { email } = await newAccount();
    const token = await mailedToken(email);
    for (const weak of ['short1A', 'no-capital-letters1']) {
      const refused = await reset(token, weak);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ password: PASSWORD_RULE });
    }
    expect((await reset(token, 'Strong-enough1')).statusCode).toBe(200);
  });

  it('refuses a forged, empty or missing token, naming token', async () => {
    const { email, password } = await newAccount();
    await mailedToken(email);
    for (const token of ['A'.repeat(43), 'forged', '']) {
      const refused = await reset(token, 'Forged-pass1');
      expect(refused.statusCode, token).toBe(400);
      expect(refused.json().fields, token).toEqual({ token: INVALID_RESET_TOKEN });
    }
    const missing = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: 'Forged-pass1' },
      token: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['token']);
    expect(await t.login(email, password)).toBeTruthy();
  });

  it('names a malformed e-mail, and mails one account at most three links in half an hour', async () => {
    const malformed = await forgot('not an address');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['email']);

    const { email } = await newAccount();
    for (let i = 0; i < 5; i += 1) {
      const response = await forgot(email);
      expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      await t.app.passwordResets.settled();
    }
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(3);
    // Each of the three works until one of them is used; then all are void.
    const tokens = smtp.received.map(tokenOf);
    expect((await reset(tokens[1], 'Second-link-pass1')).statusCode).toBe(200);
    expect((await reset(tokens[0], 'First-link-pass1')).statusCode).toBe(400);
    expect((await reset(tokens[2], 'Third-link-pass1')).statusCode).toBe(400);
  });

  it('voids every mailed link when the password is changed, by the account itself or by an admin', async () => {
    const own = await newAccount();
    const ownToken = await mailedToken(own.email);
    const ownSession = await t.login(own.email, own.password);
    const id = (await me(ownSession)).json().id as number;
    const read = await t.call({ method: 'GET', url: `/api/auth/users/${id}`, token: ownSession });
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${id}`,
      headers: { 'if-match': read.headers.etag as string },
      payload: { password: 'Changed-by-self1', current_password: own.password },
      token: ownSession,
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(ownToken, 'Undo-the-change1')).statusCode).toBe(400);
    expect(await t.login(own.email, 'Changed-by-self1')).toBeTruthy();

    const other = await newAccount();
    const otherToken = await mailedToken(other.email);
    const otherId = (await me(await t.login(other.email, other.password))).json().id as number;
    const row = await t.call({ method: 'GET', url: `/api/auth/users/${otherId}` });
    const byAdmin = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${otherId}`,
      headers: { 'if-match': row.headers.etag as string },
      payload: { password: 'Changed-by-admin1' },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await reset(otherToken, 'Undo-the-change1')).statusCode).toBe(400);
    expect(await t.login(other.email, 'Changed-by-admin1')).toBeTruthy();
  });

  it('voids every mailed link when the e-mail is changed, by the account itself or by an admin', async () => {
    const own = await newAccount();
    const ownToken = await mailedToken(own.email);
    const ownSession = await t.login(own.email, own.password);
    const id = (await me(ownSession)).json().id as number;
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${id}`,
      payload: { email: `moved-${own.email}`, current_password: own.password },
      token: ownSession,
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(ownToken, 'Taken-back-pass1')).statusCode).toBe(400);
    expect(await t.login(`moved-${own.email}`, own.password)).toBeTruthy();

    const other = await newAccount();
    const otherToken = await mailedToken(other.email);
    const otherId = (await me(await t.login(other.email, other.password))).json().id as number;
    const byAdmin = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${otherId}`,
      payload: { email: `moved-${other.email}` },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await reset(otherToken, 'Taken-back-pass1')).statusCode).toBe(400);
    expect(await t.login(`moved-${other.email}`, other.password)).toBeTruthy();
  });

  it('ends a sign-in waiting for its two-step code when the password is reset', async () => {
    const { email, password } = await newAccount();
    const session = await t.login(email, password);
    const setup = await t.call({
      method: 'POST',
      url: '/api/auth/two-step/setup',
      payload: { password },
      token: session,
    });
    const secret = setup.json().secret as string;
    const codeAt = (steps: number) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
    const confirm = { method: 'POST', url: '/api/auth/two-step/confirm', token: session } as const;
    expect((await t.call({ ...confirm, payload: { code: codeAt(-1) } })).statusCode).toBe(200);
    const first = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, token: null });
    const { challenge } = first.json() as { challenge: string };

    expect((await reset(await mailedToken(email), 'After-reset-pass1')).statusCode).toBe(200);
    const second = await t.call({
      method: 'POST',
      url: '/api/auth/login/two-step',
      payload: { challenge, code: codeAt(0) },
      token: null,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().fields).toEqual({ challenge: CHALLENGE_EXPIRED });
  });

  it('writes the mailed link and the new password to the activity log, never the link itself', async () => {
    const { email } = await newAccount();
    const id = (await t.call({ method: 'GET', url: `/api/auth/users?q=${encodeURIComponent(email)}` })).json()[0].id;
    const token = await mailedToken(email);
    await t.app.passwordResets.settled();
    expect((await reset(token, 'Logged-reset-pass1')).statusCode).toBe(200);
    const log = await t.call({ method: 'GET', url: `/api/audit-log?action=password_reset&user_id=${id}` });
    const entries = log.json() as { user_email: string; resource: string; record_id: string; summary: string }[];
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Set a new password with a mailed link',
      'Mailed a link to set a new password',
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ user_email: email, resource: 'users', record_id: String(id) });
    expect(log.body).not.toContain(token);
    expect(log.body).not.toContain(hashToken(token));
  });

  it('lets only one of two requests with the same link through', async () => {
    const { email } = await newAccount();
    const token = await mailedToken(email);
    const answers = await Promise.all([reset(token, 'Racing-pass-one1'), reset(token, 'Racing-pass-two1')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});

describe.each(backends)('forgotten passwords, limits per address (%s)', (backend) => {
  it('limits both routes per address like the login', async () => {
    const t = await startTestApp(backend, {
      rateLimits: { ...defaultRateLimits, loginPerIp: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      for (const url of ['/api/auth/forgot-password', '/api/auth/reset-password']) {
        const payload = { email: 'someone@park.example.uz', token: 'forged', password: 'Forged-pass1' };
        const answers = [];
        for (let i = 0; i < 3; i += 1) answers.push(await t.call({ method: 'POST', url, payload, token: null }));
        expect(answers[2].statusCode, url).toBe(429);
        expect(answers[2].headers['retry-after'], url).toBeDefined();
      }
      await t.app.passwordResets.settled();
    } finally {
      await t.close();
    }
  });

  it('sends no mail without SMTP_URL, and still answers the same', async () => {
    const t = await startTestApp(backend);
    try {
      const response = await t.call({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'admin@test.local' },
        token: null,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      await t.app.passwordResets.settled();
      expect(t.app.staffMail.counts.sent).toBe(0);
    } finally {
      await t.close();
    }
  });
});
