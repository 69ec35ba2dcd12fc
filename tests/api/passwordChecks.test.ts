import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD } from '../../src/api/twoStep';
import { CURRENT_PASSWORD_NEEDED } from '../../src/api/auth';
import type { AuditEntry } from '../../src/api/auditLog';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';

const WRONG = 'Wrong-Passw0rd';
const GUESSER = '10.9.0.1';

/**
 * A signed-in session giving its account's current password again (to change the password or the
 * e-mail, or the two-step sign-in) is a way to guess it: each such check counts in the login's
 * throttle, and its failures reach the activity log.
 */
describe.each(backends)('current password checks (%s)', (backend) => {
  let t: TestApp;
  afterEach(() => t.close());

  const start = (max: number, timeWindowMs = 15 * 60_000) =>
    startTestApp(backend, {
      rateLimits: { ...ROOMY_RATE_LIMITS, loginFailuresPerAccountAndAddress: { max, timeWindowMs } },
    });

  const adminId = async () => (await t.call({ method: 'GET', url: '/api/auth/me' })).json<{ id: number }>().id;

  /** Turns two-step sign-in on for the admin, so that it can be turned off. */
  async function turnTwoStepOn(): Promise<string> {
    const setup = await t.call({
      method: 'POST',
      url: '/api/auth/two-step/setup',
      payload: { password: ADMIN.password },
    });
    const { secret } = setup.json<{ secret: string }>();
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    expect((await t.call({ method: 'POST', url: '/api/auth/two-step/confirm', payload: { code } })).statusCode).toBe(
      200,
    );
    return secret;
  }

  /** Each route that takes the current password: how to give it one, and what a wrong one answers. */
  const routes = [
    {
      name: 'PATCH /auth/update_user/{own id} with current_password',
      prepare: async () => {},
      give: async (password: string) =>
        t.call({
          method: 'PATCH',
          url: `/api/auth/update_user/${await adminId()}`,
          payload: { password: 'New-Passw0rd', current_password: password },
          remoteAddress: GUESSER,
        }),
      wrong: { error: CURRENT_PASSWORD_NEEDED, fields: { current_password: CURRENT_PASSWORD_NEEDED } },
      resource: 'users',
    },
    {
      name: 'POST /auth/two-step/setup',
      prepare: async () => {},
      give: (password: string) =>
        t.call({ method: 'POST', url: '/api/auth/two-step/setup', payload: { password }, remoteAddress: GUESSER }),
      wrong: { error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } },
      resource: 'two-step',
    },
    {
      name: 'POST /auth/two-step/disable',
      prepare: turnTwoStepOn,
      give: (password: string) =>
        t.call({
          method: 'POST',
          url: '/api/auth/two-step/disable',
          payload: { password, code: '000000' },
          remoteAddress: GUESSER,
        }),
      wrong: { error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } },
      resource: 'two-step',
    },
  ];

  const auditLog = async (query: string) =>
    (await t.call({ method: 'GET', url: `/api/audit-log${query}` })).json<AuditEntry[]>();

  it.each(routes)(
    '$name: the eleventh wrong password answers 429, the right one too, and the log has them',
    async (route) => {
      t = await start(10);
      await route.prepare();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const wrong = await route.give(WRONG);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual(route.wrong);
      }

      const eleventh = await route.give(WRONG);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual({
        error: 'Too many failed attempts for this account from your address; try again in 15 min',
      });
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await route.give(ADMIN.password)).statusCode).toBe(429);

      const id = String(await adminId());
      const failed = await auditLog('?action=password_check_failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({
        user_email: ADMIN.email,
        ip: GUESSER,
        resource: route.resource,
        record_id: id,
        event: { kind: 'wrong_current_password' },
        summary: 'Wrong current password',
      });
      const refused = await auditLog('?action=password_check_refused');
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ user_email: ADMIN.email, ip: GUESSER, resource: route.resource });
      expect(refused[0].summary).toMatch(/^Too many wrong current passwords: checks refused for \d+ s$/);
    },
  );

  it('adds wrong current passwords to wrong logins of the same account and address', async () => {
    t = await start(10);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ADMIN.email, password },
        remoteAddress: GUESSER,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(WRONG)).statusCode).toBe(401);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await routes[1]!.give(WRONG)).statusCode).toBe(400);
    expect((await login(ADMIN.password)).statusCode).toBe(429);
    expect((await routes[1]!.give(ADMIN.password)).statusCode).toBe(429);
  });

  it('accepts the right password again once the window has passed', async () => {
    t = await start(2, 1500);
    const setup = routes[1]!;
    await adminId(); // signs in first: the window starts with the first wrong password
    const started = Date.now();
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await setup.give(WRONG)).statusCode).toBe(400);
    expect((await setup.give(ADMIN.password)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 1600 - Date.now())));
    expect((await setup.give(ADMIN.password)).statusCode).toBe(200);
  });

  it('counts no guess when the current password is not given', async () => {
    t = await start(1);
    const id = await adminId();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const missing = await t.call({
        method: 'PATCH',
        url: `/api/auth/update_user/${id}`,
        payload: { password: 'New-Passw0rd' },
        remoteAddress: GUESSER,
      });
      expect(missing.statusCode).toBe(400);
    }
    expect((await routes[0]!.give(ADMIN.password)).statusCode).toBe(200);
  });

  it('lists 429 in the API document for each of these routes', async () => {
    t = await start(10);
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const answers = (path: string, method: string) => Object.keys(document.paths[path]![method]!.responses);
    expect(answers('/api/auth/update_user/{id}', 'patch')).toContain('429');
    for (const step of ['setup', 'confirm', 'disable'])
      expect(answers(`/api/auth/two-step/${step}`, 'post')).toContain('429');
  });
});
