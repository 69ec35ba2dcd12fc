import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

const visitor = {
  name: 'Dilnoza Karimova',
  email: 'dilnoza@example.uz',
  message: 'A plot for a wire plant, please.',
  consent: true,
};

describe.each(backends)('bad input never causes a server error (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  it('refuses a NUL character in a query string with 400 naming the parameter', async () => {
    for (const url of ['/api/news?q=%00', '/api/staff/?q=a%00b', '/api/contacts?q=%00']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields, url).toEqual({ q: 'Text must not contain the NUL character' });
    }
  });

  it('refuses a NUL character in a form field with 400 naming the field, and stores nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/contacts' })).headers['x-total-count'];
    const response = await t.call({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...visitor, name: 'Dilnoza\u0000' },
      token: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: 'Text must not contain the NUL character' });
    expect((await t.call({ method: 'GET', url: '/api/contacts' })).headers['x-total-count']).toBe(before);
  });

  it('names a nested field that holds a NUL character', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/investor',
      payload: {
        name: 'A',
        email: 'a@example.uz',
        info: 'x',
        files: [{ title: 'Plan\u0000', file: 'data:' }],
        consent: true,
      },
      token: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'files.0.title': 'Text must not contain the NUL character' });
  });

  it('answers 404 for ids outside the column’s range, negative or not numbers, on every verb', async () => {
    const ids = ['2147483648', '99999999999999999999', '-1', '0', 'abc', '1e3'];
    const urls = (id: string) => [
      { method: 'GET' as const, url: `/api/news/${id}` },
      { method: 'GET' as const, url: `/api/staff/${id}` },
      { method: 'GET' as const, url: `/api/residents/${id}` },
      { method: 'GET' as const, url: `/api/auth/users/${id}` },
      { method: 'GET' as const, url: `/api/service/client_request_detail/${id}` },
      { method: 'GET' as const, url: `/api/investor/${id}` },
      { method: 'DELETE' as const, url: `/api/auth/delete_user/${id}` },
      { method: 'PATCH' as const, url: `/api/investor/${id}`, payload: { name: 'X' } },
    ];
    for (const id of ids) {
      for (const request of urls(id)) {
        const response = await t.call(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      }
    }
  });

  it('answers 404 on every route with an id, whatever the id: the routes are read from the API document', async () => {
    // A token with id 1, so that an id read loosely (`0x1`, `1.0`) would find it.
    await t.call({ method: 'POST', url: '/api/api-tokens', payload: { name: 'Ids', scope: 'content:read' } });
    const { paths } = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const withId = Object.entries(paths).filter(([path]) => path.includes('{id}'));
    expect(withId.length).toBeGreaterThan(50);
    const ids = ['2147483648', '4294967297', '99999999999999999999', '-1', 'abc', '1e3', '0x1', '1.0', '+1', '%201'];
    for (const [path, operations] of withId) {
      for (const method of Object.keys(operations)) {
        for (const id of ids) {
          // Another parameter (a revision's `rev`) names one that could exist, so only the id is wrong.
          const url = path.replace('{id}', id).replace(/\{\w+\}/g, '1');
          const response = await t.call({
            method: method.toUpperCase() as 'GET',
            url,
            ...(!['get', 'delete'].includes(method) && { payload: {} }),
          });
          const what = `${method.toUpperCase()} ${url}`;
          // A body the route refuses is said before the id is looked up (residents need a status).
          if (response.statusCode === 400) {
            expect(Object.keys(response.json().fields), what).not.toContain('id');
          } else {
            expect(response.statusCode, what).toBe(404);
            expect(response.json().error, what).toMatch(/ not found$/);
          }
        }
      }
    }
  });

  it('lists nothing, never a 500, for an account id beyond the column’s range in the activity log’s filter', async () => {
    for (const id of ['2147483648', '9999999999', '9007199254740991']) {
      const response = await t.call({ method: 'GET', url: `/api/audit-log?user_id=${id}` });
      expect(response.statusCode, id).toBe(200);
      expect(response.json(), id).toEqual([]);
      expect(response.headers['x-total-count'], id).toBe('0');
    }
  });

  it('answers the router’s refusals (a path parameter too long, a broken %-escape) in the API’s error shape', async () => {
    for (const url of [
      `/api/news/${'1'.repeat(101)}`,
      `/api/webhooks/${'9'.repeat(200)}/deliveries`,
      `/uploads/${'a'.repeat(101)}`,
    ]) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(414);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ error: 'A path parameter is longer than 100 characters' });
    }
    for (const url of ['/api/news/1%', '/api/news/%E0%A4%A', '/uploads/%ZZ']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const sentence = 'The address holds a % that starts no valid escape';
      expect(response.json(), url).toEqual({ error: sentence, fields: { path: sentence } });
    }
  });

  it('answers 409, never 500, to simultaneous account creations with one e-mail', async () => {
    const payload = { full_name: 'Racer', email: 'racer@test.local', password: 'Racer-pass1' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.call({ method: 'POST', url: '/api/auth/users', payload })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({
        error: 'An account with this e-mail already exists',
        fields: { email: 'An account with this e-mail already exists' },
      });
    }
  });
});
