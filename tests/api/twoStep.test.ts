import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHALLENGE_EXPIRED,
  RECOVERY_CODE_COUNT,
  TWO_STEP_SETUP_REQUIRED,
  WRONG_CODE,
  WRONG_PASSWORD,
} from '../../src/api/twoStep';
import { connect } from '../../src/server/db/connect';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { backends, startTestApp, type TestApp } from './harness';

/** The code an authenticator app shows for this secret, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

describe.each(backends)('two-step sign-in (%s)', (backend) => {
  let t: TestApp;
  let accounts = 0;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      rateLimits: { ...ROOMY_RATE_LIMITS, loginFailuresPerAccountAndAddress: { max: 5, timeWindowMs: 15 * 60_000 } },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token: string | null, remoteAddress?: string) =>
    t.call({ method: 'POST', url, payload, token, remoteAddress });
  const login = (email: string, password: string, remoteAddress?: string) =>
    post('/api/auth/login', { email, password }, null, remoteAddress);
  const secondStep = (challenge: string, code: string, remoteAddress?: string) =>
    post('/api/auth/login/two-step', { challenge, code }, null, remoteAddress);
  const status = (token: string) => t.call({ method: 'GET', url: '/api/auth/two-step', token });

  /** A new account of its own for each test, signed in with its password only. */
  async function newAccount(role: 'admin' | 'editor' = 'editor') {
    accounts += 1;
    const email = `two-step${accounts}@park.example.uz`;
    const password = `Two-step-pass${accounts}`;
    const created = await t.call({
      method: 'POST',
      url: '/api/auth/users',
      payload: { full_name: `Person ${accounts}`, email, password, role },
    });
    expect(created.statusCode).toBe(201);
    const token = (await login(email, password)).json().token as string;
    return { id: created.json().id as number, email, password, token };
  }

  /** Sets two-step sign-in up through the API as the back office does; answers the secret and the recovery codes. */
  async function turnOn(account: { password: string; token: string }) {
    const setup = await post('/api/auth/two-step/setup', { password: account.password }, account.token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const confirmed = await post('/api/auth/two-step/confirm', { code: codeOf(secret) }, account.token);
    expect(confirmed.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: confirmed.json().recovery_codes as string[] };
  }

  /** Password then code: answers the second step's response. */
  async function signIn(account: { email: string; password: string }, code: (challenge: string) => string) {
    const first = await login(account.email, account.password);
    expect(first.statusCode).toBe(200);
    const { challenge } = first.json();
    return secondStep(challenge, code(challenge));
  }

  async function onDatabase<T>(read: (db: ReturnType<typeof connect>['kysely']) => Promise<T>): Promise<T> {
    const { kysely } = connect(t.databaseUrl, console);
    try {
      return await read(kysely);
    } finally {
      await kysely.destroy();
    }
  }

  it('is set up with the password and a first code, and then a login gives a challenge, not a session', async () => {
    const account = await newAccount();
    expect((await status(account.token)).json()).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      admins_required: false,
      setup_required: false,
    });

    const wrongPassword = await post('/api/auth/two-step/setup', { password: 'Not-mine1' }, account.token);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields).toEqual({ password: WRONG_PASSWORD });
    const noPassword = await post('/api/auth/two-step/setup', {}, account.token);
    expect(noPassword.statusCode).toBe(400);
    expect(Object.keys(noPassword.json().fields)).toEqual(['password']);

    const setup = await post('/api/auth/two-step/setup', { password: account.password }, account.token);
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_url, qr_code } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Technopark:${encodeURIComponent(account.email)}?issuer=Technopark&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);

    // Not in force before a first code confirms it.
    expect((await login(account.email, account.password)).json().token).toEqual(expect.any(String));
    const wrong = await post('/api/auth/two-step/confirm', { code: '000000' }, account.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ code: WRONG_CODE });
    const confirmed = await post('/api/auth/two-step/confirm', { code: codeOf(secret) }, account.token);
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);

    const now = (await status(account.token)).json();
    expect(now).toMatchObject({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT, setup_required: false });
    expect(Date.parse(now.enabled_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await post('/api/auth/two-step/setup', { password: account.password }, account.token)).statusCode).toBe(
      409,
    );

    const first = await login(account.email, account.password);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(Object.keys(answer).sort()).toEqual(['challenge', 'expires_at', 'two_step']);
    expect(answer.two_step).toBe(true);
    expect(Date.parse(answer.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // The challenge is no session.
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: answer.challenge })).statusCode).toBe(401);

    const done = await secondStep(answer.challenge, codeOf(secret, 1));
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    const session = done.json();
    expect(session.user).toEqual({
      id: account.id,
      full_name: expect.any(String),
      email: account.email,
      role: 'editor',
    });
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: session.token })).statusCode).toBe(200);
    // A challenge serves one sign-in.
    const again = await secondStep(answer.challenge, codeOf(secret, -1));
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ challenge: CHALLENGE_EXPIRED });
  });

  it('never answers the secret after setup, and stores recovery codes only hashed', async () => {
    const account = await newAccount();
    const { secret, recoveryCodes } = await turnOn(account);
    const done = await signIn(account, () => codeOf(secret, 1));
    const reads = [
      await status(account.token),
      await t.call({ method: 'GET', url: '/api/auth/me', token: account.token }),
      await t.call({ method: 'GET', url: `/api/auth/users/${account.id}` }),
      await t.call({ method: 'GET', url: '/api/auth/users' }),
      await t.call({ method: 'GET', url: '/api/auth/two-step/policy' }),
      done,
    ];
    for (const read of reads) {
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(secret);
      for (const code of recoveryCodes) expect(read.body).not.toContain(code);
    }
    const stored = await onDatabase((db) =>
      db.selectFrom('two_step_recovery_codes').selectAll().where('user_id', '=', account.id).execute(),
    );
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('accepts each recovery code once, however it is written', async () => {
    const account = await newAccount();
    const { recoveryCodes } = await turnOn(account);
    const [code] = recoveryCodes;
    const first = await signIn(account, () => ` ${code.toUpperCase().replaceAll('-', ' ')} `);
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toEqual(expect.any(String));
    expect((await status(first.json().token)).json().recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);

    const reused = await signIn(account, () => code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: WRONG_CODE, fields: { code: WRONG_CODE } });
    expect((await signIn(account, () => recoveryCodes[1])).statusCode).toBe(200);
    // The activity log has the refused code and the sign-ins (the first before two-step was on), newest first.
    const logged = await t.call({ method: 'GET', url: `/api/audit-log?user_id=${account.id}&resource=session` });
    expect((logged.json() as { summary: string }[]).map((entry) => entry.summary)).toEqual([
      'Signed in with a password and a two-step code',
      'Wrong two-step code',
      'Signed in with a password and a two-step code',
      'Signed in with a password',
    ]);
  });

  it('refuses a code already used within its window, even from two requests at once', async () => {
    const account = await newAccount();
    const { secret } = await turnOn(account);
    // Two sign-ins racing with the same new code: one gets in.
    const [a, b] = [await login(account.email, account.password), await login(account.email, account.password)];
    const code = codeOf(secret, 1);
    const answers = await Promise.all([secondStep(a.json().challenge, code), secondStep(b.json().challenge, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);

    const reused = await signIn(account, () => code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe(WRONG_CODE);
    // The code used to confirm the setup is spent too, and so is every code before the last one used.
    expect((await signIn(account, () => codeOf(secret))).statusCode).toBe(401);
  });

  it('throttles wrong codes like wrong passwords, per account and address', async () => {
    const account = await newAccount();
    const { secret } = await turnOn(account);
    const guesser = '10.9.0.1';
    const wrongCode = (challenge: string) => {
      const real = new Set([-1, 0, 1].map((steps) => codeOf(secret, steps)));
      let guess = 100000;
      while (real.has(String(guess))) guess += 1;
      return secondStep(challenge, String(guess), guesser);
    };
    // Five tries a challenge; then it is void.
    const { challenge } = (await login(account.email, account.password, guesser)).json();
    for (let i = 0; i < 5; i += 1) expect((await wrongCode(challenge)).statusCode).toBe(401);
    const spent = await secondStep(challenge, codeOf(secret, 1), guesser);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().fields).toEqual({ challenge: CHALLENGE_EXPIRED });

    // The address has had its five wrong codes for the account: even the right code waits.
    const next = (await login(account.email, account.password, guesser)).json();
    const refused = await secondStep(next.challenge, codeOf(secret, 1), guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many failed attempts for this account from your address/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The owner, elsewhere, gets in.
    const owner = (await login(account.email, account.password, '10.9.0.2')).json();
    expect((await secondStep(owner.challenge, codeOf(secret, 1), '10.9.0.2')).statusCode).toBe(200);
  });

  it('refuses an unknown or expired challenge, naming it', async () => {
    const account = await newAccount();
    const { secret } = await turnOn(account);
    for (const challenge of ['A'.repeat(43), '']) {
      const refused = await secondStep(challenge, codeOf(secret));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ challenge: CHALLENGE_EXPIRED });
    }
    const { challenge } = (await login(account.email, account.password)).json();
    await onDatabase((db) =>
      db
        .updateTable('two_step_challenges')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', account.id)
        .execute(),
    );
    expect((await secondStep(challenge, codeOf(secret, 1))).statusCode).toBe(400);
    const noCode = await post('/api/auth/login/two-step', { challenge }, null);
    expect(noCode.statusCode).toBe(400);
    expect(Object.keys(noCode.json().fields)).toEqual(['code']);
  });

  it('is turned off with the password and a code, not with either alone', async () => {
    const account = await newAccount();
    const { secret, recoveryCodes } = await turnOn(account);
    const off = (payload: object) => post('/api/auth/two-step/disable', payload, account.token);

    const wrongPassword = await off({ password: 'Not-mine1', code: codeOf(secret, 1) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields).toEqual({ password: WRONG_PASSWORD });
    const wrongCode = await off({ password: account.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fields).toEqual({ code: WRONG_CODE });
    const missing = await off({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['code', 'password']);
    expect((await status(account.token)).json().enabled).toBe(true);

    expect((await off({ password: account.password, code: recoveryCodes[0] })).statusCode).toBe(200);
    expect((await status(account.token)).json()).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect((await login(account.email, account.password)).json().token).toEqual(expect.any(String));
    expect(
      await onDatabase((db) =>
        db.selectFrom('two_step_recovery_codes').selectAll().where('user_id', '=', account.id).execute(),
      ),
    ).toEqual([]);
  });

  it('lets an admin require it of every admin, who can then only set it up', async () => {
    const admin = await newAccount('admin');
    const other = await newAccount('admin');
    const editor = await newAccount('editor');
    const policy = (admins_required: unknown, token: string) =>
      t.call({ method: 'PUT', url: '/api/auth/two-step/policy', payload: { admins_required }, token });

    // Only an admin who has it may require it.
    expect((await policy(true, editor.token)).statusCode).toBe(403);
    expect((await policy(true, admin.token)).statusCode).toBe(409);
    expect((await policy('yes', admin.token)).json().fields).toEqual({ admins_required: expect.any(String) });
    const { secret } = await turnOn(admin);
    const required = await policy(true, admin.token);
    expect(required.statusCode).toBe(200);
    expect(required.json()).toEqual({ admins_required: true });
    const stored = await onDatabase((db) => db.selectFrom('security_settings').selectAll().execute());
    expect(stored).toEqual([{ id: 1, admins_need_two_step: 1 }]);

    // The other admin's session may do nothing but set it up.
    const blocked = await t.call({ method: 'GET', url: '/api/auth/users', token: other.token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe(TWO_STEP_SETUP_REQUIRED);
    expect((await t.call({ method: 'GET', url: '/api/contacts', token: other.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: other.token })).statusCode).toBe(200);
    expect((await status(other.token)).json()).toMatchObject({ admins_required: true, setup_required: true });
    // A new login of that admin gets a session (to set it up), still held to the rule.
    const relogin = (await login(other.email, other.password)).json().token as string;
    expect((await t.call({ method: 'GET', url: '/api/auth/users', token: relogin })).statusCode).toBe(403);
    // Editors are not concerned.
    expect((await t.call({ method: 'GET', url: '/api/contacts', token: editor.token })).statusCode).toBe(200);
    expect((await status(editor.token)).json()).toMatchObject({ admins_required: true, setup_required: false });

    await turnOn(other);
    expect((await t.call({ method: 'GET', url: '/api/auth/users', token: other.token })).statusCode).toBe(200);
    expect((await status(other.token)).json().setup_required).toBe(false);

    // An admin cannot turn theirs off while it is required.
    const off = await post(
      '/api/auth/two-step/disable',
      { password: admin.password, code: codeOf(secret, 1) },
      admin.token,
    );
    expect(off.statusCode).toBe(409);
    expect((await policy(false, admin.token)).json()).toEqual({ admins_required: false });
    expect((await t.call({ method: 'GET', url: '/api/auth/two-step/policy', token: editor.token })).json()).toEqual({
      admins_required: false,
    });
  });

  it('shows no draft to an admin who must still set it up, in lists or one by one', async () => {
    const admin = await newAccount('admin');
    const other = await newAccount('admin');
    const editor = await newAccount('editor');
    const draft = await t.call({
      method: 'POST',
      url: '/api/faq',
      payload: { question: 'A draft question', answer: '<p>Not yet.</p>', status: 'draft' },
      token: editor.token,
    });
    expect(draft.statusCode).toBe(201);
    const { id } = draft.json() as { id: number };
    await turnOn(admin);
    const policy = (admins_required: boolean) =>
      t.call({ method: 'PUT', url: '/api/auth/two-step/policy', payload: { admins_required }, token: admin.token });
    expect((await policy(true)).statusCode).toBe(200);
    try {
      for (const url of [`/api/faq/${id}`, '/api/faq?status=draft', '/api/faq', `/api/faq/${id - 1}`]) {
        const read = await t.call({ method: 'GET', url, token: other.token });
        expect(read.statusCode, url).toBe(403);
        expect(read.json()).toEqual({ error: TWO_STEP_SETUP_REQUIRED });
      }
      expect((await t.call({ method: 'GET', url: `/api/faq/${id}`, token: editor.token })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: `/api/faq/${id}`, token: null })).statusCode).toBe(404);
      await turnOn(other);
      expect((await t.call({ method: 'GET', url: `/api/faq/${id}`, token: other.token })).statusCode).toBe(200);
    } finally {
      await policy(false);
    }
  });

  it('lets an admin turn off a colleague who lost the app, but not their own this way', async () => {
    const colleague = await newAccount();
    await turnOn(colleague);
    const adminId = (await t.call({ method: 'GET', url: '/api/auth/me' })).json().id as number;
    const reset = (id: number, token?: string) =>
      t.call({ method: 'DELETE', url: `/api/auth/users/${id}/two-step`, token });
    expect((await reset(adminId)).statusCode).toBe(403);
    const editor = await newAccount();
    expect((await reset(colleague.id, editor.token)).statusCode).toBe(403);
    expect((await reset(colleague.id)).statusCode).toBe(200);
    expect((await login(colleague.email, colleague.password)).json().token).toEqual(expect.any(String));
  });
});
