import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';

describe.each(backends)('accounts and sessions (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const createUser = (payload: object, token?: string) =>
    t.call({ method: 'POST', url: '/api/auth/users', payload, token });

  it('logs in with the configured admin and answers token and user', async () => {
    const response = await t.call({ method: 'POST', url: '/api/auth/login', payload: ADMIN, token: null });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      full_name: 'Administrator',
      email: ADMIN.email,
      role: 'admin',
    });
    expect(Date.parse(body.expires_at)).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password },
      token: null,
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@test.local', password: 'Whatever1' },
      token: null,
    });
    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'Wrong-pass1' },
      token: null,
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'Incorrect e-mail or password' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('names each missing login field', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
      token: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Enter your e-mail', password: 'Enter your password' });
    const missing = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email },
      token: null,
    });
    expect(missing.json().fields).toEqual({ password: 'Enter your password' });
  });

  it('answers /auth/me with the account of the token, never cached', async () => {
    const response = await t.call({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      full_name: 'Administrator',
      email: ADMIN.email,
      role: 'admin',
      created_at: expect.any(String),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing, a malformed and a garbage token', async () => {
    for (const authorization of [undefined, 'Token abc', 'Bearer', 'Bearer not-a-real-token']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatch(/log in/);
    }
  });

  it('refuses a token once its lifetime is over', async () => {
    const shortLived = await startTestApp(backend, { sessionTtlHours: 0.5 / 3600 });
    try {
      const token = await shortLived.login();
      expect((await shortLived.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 700));
      const response = await shortLived.call({ method: 'GET', url: '/api/auth/me', token });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatch(/expired/);
    } finally {
      await shortLived.close();
    }
  });

  it('revokes the token on logout', async () => {
    const token = await t.login();
    const logout = await t.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(logout.statusCode).toBe(200);
    const after = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(after.statusCode).toBe(401);
    const again = await t.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(again.statusCode).toBe(401);
  });

  it('creates, lists, reads, updates and deletes admin accounts', async () => {
    const created = await createUser({
      full_name: 'Malika Yusupova',
      email: 'Malika@Test.local',
      password: 'Strong-pass1',
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toEqual({
      id: expect.any(Number),
      full_name: 'Malika Yusupova',
      email: 'malika@test.local',
      role: 'editor',
      created_at: expect.any(String),
    });
    expect(user).not.toHaveProperty('password_hash');

    const list = await t.call({ method: 'GET', url: '/api/auth/users' });
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((u: { email: string }) => u.email)).toEqual([ADMIN.email, 'malika@test.local']);

    expect((await t.call({ method: 'GET', url: `/api/auth/users/${user.id}` })).json()).toEqual(user);

    const renamed = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${user.id}`,
      payload: { full_name: 'Malika Y.' },
    });
    expect(renamed.json().full_name).toBe('Malika Y.');

    const token = await t.login('malika@test.local', 'Strong-pass1');
    const deleted = await t.call({ method: 'DELETE', url: `/api/auth/delete_user/${user.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/auth/users/${user.id}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('enforces the password rule on create and update, writing nothing', async () => {
    for (const password of ['Short1', 'alllowercase1', undefined]) {
      const response = await createUser({ full_name: 'Weak', email: 'weak@test.local', password });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.password).toBe(
        'Password must be at least 8 characters long and contain an uppercase letter',
      );
    }
    const users = await t.call({ method: 'GET', url: '/api/auth/users' });
    expect(users.json().some((u: { email: string }) => u.email === 'weak@test.local')).toBe(false);

    const me = (await t.call({ method: 'GET', url: '/api/auth/me' })).json();
    const update = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${me.id}`,
      payload: { password: 'nouppercase' },
    });
    expect(update.statusCode).toBe(400);
    expect(await t.login()).toBeTruthy();
  });

  it('refuses a second account with the same e-mail', async () => {
    const response = await createUser({
      full_name: 'Copy',
      email: ADMIN.email.toUpperCase(),
      password: 'Strong-pass1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'An account with this e-mail already exists',
      fields: { email: 'An account with this e-mail already exists' },
    });
  });

  it('does not let an admin delete their own account', async () => {
    const me = (await t.call({ method: 'GET', url: '/api/auth/me' })).json();
    const response = await t.call({ method: 'DELETE', url: `/api/auth/delete_user/${me.id}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You cannot delete your own account' });
  });

  it('ends the other sessions of an account whose password changes', async () => {
    const created = (
      await createUser({ full_name: 'Bekzod', email: 'bekzod@test.local', password: 'First-pass1' })
    ).json();
    const oldSession = await t.login('bekzod@test.local', 'First-pass1');
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${created.id}`,
      payload: { password: 'Second-pass2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: oldSession })).statusCode).toBe(401);
    expect(await t.login('bekzod@test.local', 'Second-pass2')).toBeTruthy();
  });
});

describe('login rate limits', () => {
  it('limits login requests per address', async () => {
    const t = await startTestApp('sqlite', {
      rateLimits: { ...defaultRateLimits, loginPerIp: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@test.local', password: 'Whatever1' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/^Too many requests; please try again in/);
    } finally {
      await t.close();
    }
  });
});
