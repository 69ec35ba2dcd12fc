import type { AddressInfo } from 'node:net';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/admin/authProvider';
import { LOGIN_PATH } from '../../src/admin/loginAddress';
import { STORAGE_KEYS } from '../../src/api/browserStorage';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

/** Node has no localStorage; this one keeps the same contract over a Map, as the browser's does for us. */
class MapStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Where the browser is in these tests: a back-office screen, on the park's host. */
const ADDRESS = new URL('http://park.test/admin/news/7?tab=ru');
/** A new document (an absolute address), so react-admin's router is not asked to go outside /admin. */
const TO_LOGIN_PAGE = { redirectTo: `${ADDRESS.origin}${LOGIN_PATH}`, message: false };

describe.each(backends)('back office auth provider (%s)', (backend) => {
  let t: TestApp;
  let origin: string;
  let storage: MapStorage;
  let tabStorage: MapStorage;
  let auth: ReturnType<typeof createAuthProvider>;

  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    auth = createAuthProvider({ apiUrl: `${origin}/api`, currentAddress: () => ADDRESS });
  });
  afterAll(() => t.close());

  beforeEach(() => {
    storage = new MapStorage();
    tabStorage = new MapStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    Object.defineProperty(globalThis, 'sessionStorage', { value: tabStorage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  const meWith = (token: string | null) =>
    fetch(`${origin}/api/auth/me`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('logs in, storing the token and the user the server answered', async () => {
    await auth.login({ email: ADMIN.email, password: ADMIN.password });
    const token = storage.getItem(STORAGE_KEYS.token);
    expect(token).toEqual(expect.any(String));
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!)).toEqual({
      id: expect.any(Number),
      full_name: expect.any(String),
      email: ADMIN.email,
      role: 'admin',
    });
    expect((await meWith(token)).status).toBe(200);
    expect(await auth.getPermissions!({})).toBe('admin');
  });

  it('accepts the e-mail under the name username, as the react-admin login form sends it', async () => {
    await auth.login({ username: ADMIN.email, password: ADMIN.password });
    expect(storage.getItem(STORAGE_KEYS.token)).toEqual(expect.any(String));
  });

  it('rejects wrong credentials with the 401 of the server and stores nothing', async () => {
    const error = await auth
      .login({ email: ADMIN.email, password: 'Wrong-password1' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Incorrect e-mail or password' });
    expect(storage.length).toBe(0);
  });

  it('names the signed-in account by its full_name', async () => {
    await auth.login({ email: ADMIN.email, password: ADMIN.password });
    const me = await (await meWith(storage.getItem(STORAGE_KEYS.token))).json();
    expect(await auth.getIdentity!()).toEqual({ id: me.id, fullName: me.full_name });
  });

  it('asks the server who the token belongs to when only the token is stored', async () => {
    await auth.login({ email: ADMIN.email, password: ADMIN.password });
    const stored = storage.getItem(STORAGE_KEYS.user);
    storage.removeItem(STORAGE_KEYS.user);
    const identity = await auth.getIdentity!();
    expect(identity).toEqual({ id: expect.any(Number), fullName: JSON.parse(stored!).full_name });
    expect(storage.getItem(STORAGE_KEYS.user)).toBe(stored);
  });

  it('sends a visitor without a token to the public login page, remembering the screen to come back to', async () => {
    await expect(auth.checkAuth({})).rejects.toEqual(TO_LOGIN_PAGE);
    expect(tabStorage.getItem(STORAGE_KEYS.returnPath)).toBe('/admin/news/7?tab=ru');
    storage.setItem(STORAGE_KEYS.token, 'some-token');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs out on a 401 only; a 403 is an ordinary error', async () => {
    await expect(auth.checkError(new HttpError('Unauthorized', 401))).rejects.toEqual(TO_LOGIN_PAGE);
    await expect(auth.checkError(new HttpError('You cannot delete your own account', 403))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('Server Error', 500))).resolves.toBeUndefined();
  });

  it('logs out: revokes the token on the server, clears storage and goes home', async () => {
    await auth.login({ email: ADMIN.email, password: ADMIN.password });
    const token = storage.getItem(STORAGE_KEYS.token);
    storage.setItem(STORAGE_KEYS.language, 'uz');

    // The login page in the language the visitor chose.
    expect(await auth.logout({})).toBe('http://park.test/uz/login');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('uz');
    expect((await meWith(token)).status).toBe(401);
  });

  it('still clears storage when the server already refuses the token', async () => {
    storage.setItem(STORAGE_KEYS.token, 'revoked-token');
    storage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, full_name: 'Old', email: 'old@test.local' }));
    expect(await auth.logout({})).toBe(TO_LOGIN_PAGE.redirectTo);
    expect(storage.length).toBe(0);
  });
});
