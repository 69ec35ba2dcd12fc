import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDataUrl, pngDataUrl } from '../support/files';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';

/** Rows that exist before the anonymous attempts; `{staff}` in a path stands for the staff member's id, and so on. */
type Ids = Record<
  'staff' | 'news' | 'resident' | 'service' | 'contact' | 'investor' | 'user' | 'apiToken' | 'webhook',
  number
>;

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** A valid payload, so that a missing guard would really change something. */
  payload?: object;
  /** A public route's answer to an anonymous visitor where it is not a success (a forged reset link: 400, not 401). */
  status?: number;
}

const route = (spec: string, payload?: object, status?: number): Route => {
  const [method, path] = spec.split(' ') as [Route['method'], string];
  return { method, path, payload, status };
};

const OTHER_ADMIN = { full_name: 'Shahnoza Karimova', email: 'shahnoza@test.local', password: 'Original-pass1' };

/** Every API route that needs a token (docs/product.md#api). */
const privateRoutes: Route[] = [
  route('GET /contacts'),
  route('GET /service/client_request_detail/{contact}'),
  route('PATCH /service/client_request_update/{contact}', { status: 'done', note: 'Taken over' }),
  route('DELETE /service/client_request_delete/{contact}'),
  route('GET /investor'),
  route('GET /investor/{investor}'),
  route('PATCH /investor/{investor}', { name: 'Taken over' }),
  route('DELETE /investor/{investor}'),
  route('POST /service/create_service', { name: 'Fake service', content: 'Should not exist' }),
  route('PATCH /service/service_update/{service}', { name: 'Taken over' }),
  route('DELETE /service/service_delete/{service}'),
  route('POST /residents', { name: 'Fake resident', desc: 'Should not exist', image: pngDataUrl(), status: 1 }),
  route('PATCH /residents/{resident}', { name: 'Taken over', content: 'Taken over', status: 2 }),
  route('DELETE /residents/{resident}'),
  route('POST /staff', { full_name: 'Fake worker', position: 'Intruder', profile_image: pngDataUrl() }),
  route('PATCH /staff/{staff}', { full_name: 'Taken over' }),
  route('DELETE /staff/{staff}'),
  route('POST /news', { title: 'Fake news', body: '<p>Should not exist</p>', image: pngDataUrl() }),
  route('PATCH /news/{news}', { title: 'Taken over' }),
  route('DELETE /news/{news}'),
  route('POST /auth/logout'),
  route('GET /auth/me'),
  route('GET /auth/users'),
  route('POST /auth/users', { full_name: 'Intruder', email: 'intruder@test.local', password: 'Intruder-pass1' }),
  route('GET /auth/users/{user}'),
  route('PATCH /auth/update_user/{user}', { password: 'Hijacked-pass1' }),
  route('DELETE /auth/delete_user/{user}'),
  route('PATCH /settings', { phones: ['+998 71 999 99 99'], email: 'intruder@example.uz' }),
  route('PUT /staff/order', { ids: [1] }),
  route('PUT /residents/order', { ids: [1] }),
  route('PUT /services/order', { ids: [1] }),
  route('GET /auth/two-step'),
  route('POST /auth/two-step/setup', { password: ADMIN.password }),
  route('POST /auth/two-step/confirm', { code: '123456' }),
  route('POST /auth/two-step/disable', { password: ADMIN.password, code: '123456' }),
  route('DELETE /auth/users/{user}/two-step'),
  route('GET /auth/two-step/policy'),
  route('PUT /auth/two-step/policy', { admins_required: false }),
  route('GET /api-tokens'),
  route('POST /api-tokens', { name: 'Intruder', scope: 'content:write' }),
  route('DELETE /api-tokens/{apiToken}'),
  route('GET /webhooks'),
  route('POST /webhooks', { url: 'http://127.0.0.1:9/intruder', events: ['application.received'] }),
  route('DELETE /webhooks/{webhook}'),
  route('GET /webhooks/{webhook}/deliveries'),
  route('GET /news/{news}/revisions'),
  route('GET /audit-log'),
];

/** The routes that are deliberately public. */
const publicRoutes: Route[] = [
  route('GET /staff/'),
  route('GET /staff/{staff}'),
  route('GET /news'),
  route('GET /news/{news}'),
  route('GET /residents/'),
  route('GET /residents/{resident}'),
  route('GET /service/get_all_services'),
  route('GET /service/service_detail/{service}'),
  route('POST /contacts', { name: 'Visitor', email: 'visitor@example.uz', message: 'Hello', consent: true }),
  route('POST /investor', {
    name: 'Investor',
    email: 'investor@example.uz',
    files: [{ file: pdfDataUrl(), title: 'Business plan' }],
    consent: true,
  }),
  route('POST /auth/login', ADMIN),
  route('GET /health'),
  route('GET /openapi.json'),
  route('POST /auth/forgot-password', { email: 'someone@example.uz' }),
  route('POST /auth/reset-password', { token: 'forged', password: 'Forged-pass1' }, 400),
  route('GET /settings'),
  route('POST /auth/login/two-step', { challenge: 'forged', code: '123456' }, 400),
];

const fill = (path: string, ids: Ids) => `/api${path.replace(/\{(\w+)\}/g, (_, name: keyof Ids) => String(ids[name]))}`;
const label = ({ method, path }: Route) => `${method} ${path}`;

/** How the OpenAPI document spells a path: /api prefix, `{id}` parameters, no trailing slash. */
const openApiPath = (path: string) => `/api${path.replace(/\{\w+\}/g, '{id}').replace(/\/$/, '')}`;

describe.each(backends)('private and public routes (%s)', (backend) => {
  let t: TestApp;
  let ids: Ids;
  let revokedToken: string;

  const create = async (url: string, payload: object) => {
    const response = await t.call({ method: 'POST', url: `/api${url}`, payload });
    if (![200, 201].includes(response.statusCode)) throw new Error(`${url}: ${response.body}`);
    return response.json().id as number;
  };

  /** Everything an anonymous request could have changed, read with the admin's token. */
  const snapshot = async () => {
    const reads = [
      '/staff',
      '/news',
      '/residents',
      '/service/get_all_services',
      '/contacts',
      '/investor',
      '/auth/users',
      '/settings',
      '/api-tokens',
      '/webhooks',
    ];
    const lists = await Promise.all(
      reads.map(async (url) => [url, (await t.call({ method: 'GET', url: `/api${url}` })).json()]),
    );
    return { lists: Object.fromEntries(lists), files: t.uploadedFiles().sort() };
  };

  beforeAll(async () => {
    // The webhook below is on this machine: its address is only refused where private ones are not allowed.
    t = await startTestApp(backend, {
      webhooks: { allowPrivate: true, retryDelaysMs: [], sweepIntervalMs: 60_000, timeoutMs: 1000 },
    });
    ids = {
      staff: await create('/staff', { full_name: 'Aziz Karimov', position: 'Director', profile_image: pngDataUrl() }),
      news: await create('/news', {
        title: 'Line at full capacity',
        body: '<p>Thirty days in a row.</p>',
        image: pngDataUrl(),
      }),
      resident: await create('/residents', {
        name: 'Cable Works',
        desc: 'Power cables',
        image: pngDataUrl(),
        status: 2,
      }),
      service: await create('/service/create_service', { name: 'Land plots', content: 'From 1 to 20 ha' }),
      contact: await create('/contacts', {
        name: 'Visitor',
        email: 'visitor@example.uz',
        message: 'Hello',
        consent: true,
      }),
      investor: await create('/investor', {
        name: 'Investor',
        email: 'investor@example.uz',
        files: [{ file: pdfDataUrl(), title: 'Business plan' }],
        consent: true,
      }),
      user: await create('/auth/users', OTHER_ADMIN),
      apiToken: await create('/api-tokens', { name: 'Park CRM', scope: 'applications:read' }),
      webhook: await create('/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['application.status_changed'] }),
    };
    revokedToken = await t.login(OTHER_ADMIN.email, OTHER_ADMIN.password);
    await t.call({ method: 'POST', url: '/api/auth/logout', token: revokedToken });
  });
  afterAll(() => t.close());

  const anonymousAttempts = [
    ['no token', undefined],
    ['a garbage token', 'Bearer 0123456789abcdefghijklmnopqrstuvwxyzABCDEFG'],
    ['a malformed header', 'Basic YWRtaW46YWRtaW4='],
  ] as const;

  for (const [kind, authorization] of anonymousAttempts) {
    it(`refuses every private route with ${kind} and changes nothing`, async () => {
      const before = await snapshot();
      for (const r of privateRoutes) {
        const response = await t.app.inject({
          method: r.method,
          url: fill(r.path, ids),
          payload: r.payload,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, label(r)).toBe(401);
        expect(response.json(), label(r)).toEqual({ error: expect.stringMatching(/log in/) });
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('refuses every private route with a token revoked by logout', async () => {
    const before = await snapshot();
    for (const r of privateRoutes) {
      const response = await t.call({
        method: r.method,
        url: fill(r.path, ids),
        payload: r.payload,
        token: revokedToken,
      });
      expect(response.statusCode, label(r)).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps an admin’s password when someone without a valid token tries to change it', async () => {
    for (const token of [null, 'garbage', revokedToken]) {
      const response = await t.call({
        method: 'PATCH',
        url: fill('/auth/update_user/{user}', ids),
        payload: { password: 'Hijacked-pass1' },
        token,
      });
      expect(response.statusCode).toBe(401);
    }
    await expect(t.login(OTHER_ADMIN.email, 'Hijacked-pass1')).rejects.toThrow(/login failed/);
    expect(await t.login(OTHER_ADMIN.email, OTHER_ADMIN.password)).toBeTruthy();
  });

  it('answers every public route without a token', async () => {
    for (const r of publicRoutes) {
      const response = await t.call({ method: r.method, url: fill(r.path, ids), payload: r.payload, token: null });
      if (r.status !== undefined) {
        expect(response.statusCode, label(r)).toBe(r.status);
        continue;
      }
      expect(response.statusCode, label(r)).toBeLessThan(300);
      expect(response.statusCode, label(r)).toBeGreaterThanOrEqual(200);
    }
  });

  it('answers the public reads with a garbage token too, as for a visitor', async () => {
    for (const r of publicRoutes.filter(({ method }) => method === 'GET')) {
      const response = await t.call({ method: r.method, url: fill(r.path, ids), token: 'garbage' });
      expect(response.statusCode, label(r)).toBe(200);
    }
  });

  it('marks every authenticated read as not to be cached', async () => {
    for (const r of privateRoutes.filter(({ method }) => method === 'GET')) {
      const response = await t.call({ method: r.method, url: fill(r.path, ids) });
      expect(response.statusCode, label(r)).toBe(200);
      expect(response.headers['cache-control'], label(r)).toBe('no-store');
    }
  });

  it('marks authenticated writes as not to be cached', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: fill('/service/client_request_update/{contact}', ids),
      payload: { note: 'Seen' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('describes every route in the OpenAPI document under /api', async () => {
    const response = await t.call({ method: 'GET', url: '/api/openapi.json', token: null });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const documented = [...privateRoutes, ...publicRoutes.filter((r) => r.path !== '/openapi.json')];
    for (const r of documented) {
      expect(paths[openApiPath(r.path)], label(r)).toHaveProperty(r.method.toLowerCase());
    }
  });

  it('documents which routes need the bearer token', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
    expect(document.security).toEqual([{ bearer: [] }]);
    const operation = (r: Route) => document.paths[openApiPath(r.path)][r.method.toLowerCase()];
    for (const r of publicRoutes.filter((p) => p.path !== '/openapi.json'))
      expect(operation(r).security, label(r)).toEqual([]);
    for (const r of privateRoutes) expect(operation(r).security, label(r)).toBeUndefined();
  });
});

describe.each(backends)('private routes with an expired token (%s)', (backend) => {
  it('refuses every private route once the token has lived its time', async () => {
    const shortLived = await startTestApp(backend, { sessionTtlHours: 1 / 3600 });
    try {
      const token = await shortLived.login();
      expect((await shortLived.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const ids: Ids = {
        staff: 1,
        news: 1,
        resident: 1,
        service: 1,
        contact: 1,
        investor: 1,
        user: 1,
        apiToken: 1,
        webhook: 1,
      };
      for (const r of privateRoutes) {
        const response = await shortLived.call({ method: r.method, url: fill(r.path, ids), payload: r.payload, token });
        expect(response.statusCode, label(r)).toBe(401);
        expect(response.json().error, label(r)).toMatch(/expired/);
      }
    } finally {
      await shortLived.close();
    }
  });
});
