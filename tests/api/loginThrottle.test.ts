import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { defaultRateLimits } from '../../src/server/config';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

const WRONG = 'Wrong-passw0rd';

describe.each(backends)('login throttle (%s)', (backend) => {
  let t: TestApp;
  afterEach(() => t.close());

  /** Failed logins per account and address are the limit under test; the per-address request limit stays out of the way. */
  const start = (failuresPerAccountAndAddress: number) =>
    startTestApp(backend, {
      rateLimits: {
        ...ROOMY_RATE_LIMITS,
        loginFailuresPerAccountAndAddress: { max: failuresPerAccountAndAddress, timeWindowMs: 15 * 60_000 },
      },
    });

  const attempt = (password: string, address: string, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password },
      remoteAddress: address,
    });

  it('refuses an address that keeps failing for an account, and only that address', async () => {
    t = await start(3);
    for (let i = 0; i < 3; i++) expect((await attempt(WRONG, '10.0.0.1')).statusCode).toBe(401);

    const refused = await attempt(ADMIN.password, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many failed attempts for this account from your address; try again in 15 min$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const owner = await attempt(ADMIN.password, '10.0.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('no-store');
  });

  it('lets the owner in from a fresh address while 50 other addresses guess at once', async () => {
    t = await start(defaultRateLimits.loginFailuresPerAccountAndAddress.max);
    const guesses = Array.from({ length: 50 }, (_, i) => attempt(WRONG, `10.1.${Math.floor(i / 200)}.${i + 1}`));
    const owner = attempt(ADMIN.password, '10.2.0.1');
    const answers = await Promise.all([...guesses, owner]);
    expect((await owner).statusCode).toBe(200);
    for (const answer of answers.slice(0, 50)) expect([401, 429]).toContain(answer.statusCode);
  });

  it('paces repeat tries on an account that many addresses got wrong, never closing it', async () => {
    t = await start(5);
    for (let i = 1; i <= 10; i++) expect((await attempt(WRONG, `10.3.0.${i}`)).statusCode).toBe(401);

    const repeat = await attempt(WRONG, '10.3.0.1');
    expect(repeat.statusCode).toBe(429);
    expect(repeat.json().error).toMatch(/^This account is receiving many wrong passwords; try again in \d+ s$/);
    expect(Number(repeat.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    expect((await attempt(WRONG, '10.3.0.50')).statusCode).toBe(401);
    expect((await attempt(ADMIN.password, '10.3.0.51')).statusCode).toBe(200);
  });

  it('counts every one of 30 concurrent wrong logins from one address before checking any password', async () => {
    t = await start(5);
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt(WRONG, '10.4.0.1')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('gives an address a fresh start after the right password', async () => {
    t = await start(3);
    for (let i = 0; i < 2; i++) expect((await attempt(WRONG, '10.5.0.1')).statusCode).toBe(401);
    expect((await attempt(ADMIN.password, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt(WRONG, '10.5.0.1')).statusCode).toBe(401);
    expect((await attempt(ADMIN.password, '10.5.0.1')).statusCode).toBe(429);
  });

  it('shares the counts and the sessions between two servers on one database', async () => {
    t = await start(3);
    const second = await buildApp({
      databaseUrl: t.databaseUrl,
      uploadDir: t.uploadDir,
      admin: ADMIN,
      seedDemo: false,
      sessionTtlHours: 12,
      rateLimits: {
        ...ROOMY_RATE_LIMITS,
        loginFailuresPerAccountAndAddress: { max: 3, timeWindowMs: 15 * 60_000 },
      },
      logger: false,
    });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(WRONG, '10.6.0.1')).statusCode).toBe(401);
      expect((await attempt(ADMIN.password, '10.6.0.1', second)).statusCode).toBe(429);

      const token = (await attempt(ADMIN.password, '10.6.0.2')).json().token;
      const me = await second.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(ADMIN.email);
    } finally {
      await second.close();
    }
  });
});
