import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { pngDataUrl } from '../support/files';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { backends, startTestApp, type TestApp } from './harness';

const EDITOR = { full_name: 'Dilnoza Editor', email: 'editor@test.local', password: 'Editor-pass1' };
const SERVICE = { name: 'Cable testing', content: 'Tests of cables and wires in the park laboratory.' };
const VISITOR = {
  name: 'Jasur Nazarov',
  email: 'jasur@example.uz',
  phone_number: '+998 90 123-45-67',
  message: 'We would like to rent a 2 ha plot.',
  consent: true,
};

describe.each(backends)('API tokens (%s)', (backend) => {
  let t: TestApp;
  let editorToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
    editorToken = await t.signedInAccount(EDITOR);
    await t.call({ method: 'POST', url: '/api/contacts', payload: VISITOR, token: null });
  });
  afterAll(() => t.close());

  const create = async (name: string, scope: string) => {
    const response = await t.call({ method: 'POST', url: '/api/api-tokens', payload: { name, scope } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; token: string; last_used_at: string | null };
  };
  const listed = async () =>
    (await t.call({ method: 'GET', url: '/api/api-tokens' })).json() as Record<string, unknown>[];
  const tokenRow = async (id: number) =>
    (await listed()).find((token) => token.id === id) as { last_used_at: string | null } | undefined;

  it('shows a new token once and keeps only its hash', async () => {
    const created = await create('Park CRM', 'applications:read');
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Park CRM',
      scope: 'applications:read',
      created_at: expect.any(String),
      created_by: 'Administrator',
      last_used_at: null,
      token: expect.stringMatching(/^tpk_[\w-]{40,}$/),
    });
    const list = await listed();
    expect(list).toContainEqual({ ...created, token: undefined, created_by: expect.any(String) });
    expect(JSON.stringify(list)).not.toContain(created.token);
    // The database itself holds no trace of the secret, only a hash of it.
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      const rows = await db.selectFrom('api_tokens').selectAll().execute();
      const row = rows.find((candidate) => candidate.id === created.id)!;
      expect(JSON.stringify(rows)).not.toContain(created.token);
      expect(JSON.stringify(rows)).not.toContain(created.token.slice(4));
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await db.destroy();
    }
  });

  it('lets a "read content" token read content, refusing it writes and applications with 403', async () => {
    const { token } = await create('Public mirror', 'content:read');
    const read = await t.call({ method: 'GET', url: '/api/service/get_all_services', token });
    expect(read.statusCode).toBe(200);
    const write = await t.call({ method: 'POST', url: '/api/service/create_service', payload: SERVICE, token });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toBe(
      'This API token may only read content; this request needs a token that may write content',
    );
    const applications = await t.call({ method: 'GET', url: '/api/contacts', token });
    expect(applications.statusCode).toBe(403);
    expect(applications.json().error).toMatch(/may only read content.*read applications/);
    const services = await t.call({ method: 'GET', url: '/api/service/get_all_services' });
    expect(services.json().some((service: { name: string }) => service.name === SERVICE.name)).toBe(false);
  });

  it('lets a "read applications" token read applications, and nothing of an admin', async () => {
    const { token } = await create('Park CRM reader', 'applications:read');
    const contacts = await t.call({ method: 'GET', url: '/api/contacts', token });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json()[0]).toMatchObject({ name: VISITOR.name, email: VISITOR.email });
    expect((await t.call({ method: 'GET', url: '/api/investor', token })).statusCode).toBe(200);
    const changeStatus = await t.call({
      method: 'PATCH',
      url: `/api/service/client_request_update/${contacts.json()[0].id}`,
      payload: { status: 'done' },
      token,
    });
    expect(changeStatus.statusCode).toBe(403);
    for (const adminAct of [
      { method: 'GET' as const, url: '/api/auth/users' },
      { method: 'GET' as const, url: '/api/api-tokens' },
      { method: 'POST' as const, url: '/api/api-tokens', payload: { name: 'More', scope: 'content:write' } },
      { method: 'GET' as const, url: '/api/webhooks' },
      { method: 'POST' as const, url: '/api/applicants/erase', payload: { email: VISITOR.email } },
    ]) {
      const response = await t.call({ ...adminAct, token });
      expect(response.statusCode, `${adminAct.method} ${adminAct.url}`).toBe(403);
      expect(response.json().error).toMatch(/^API tokens cannot be used for this request/);
    }
    expect((await t.call({ method: 'GET', url: '/api/contacts' })).json()[0].status).toBe('new');
  });

  it('lets a "write content" token create, and never manage tokens', async () => {
    const { token } = await create('Newsroom', 'content:write');
    const write = await t.call({ method: 'POST', url: '/api/service/create_service', payload: SERVICE, token });
    expect(write.statusCode, write.body).toBe(201);
    expect(
      (await t.call({ method: 'GET', url: `/api/service/service_detail/${write.json().id}`, token })).statusCode,
    ).toBe(200);
    // The token is the author of the revision and of the activity log's entry, named by its name;
    // revisions, which name the staff who saved them, are for people who log in.
    const asToken = await t.call({ method: 'GET', url: `/api/services/${write.json().id}/revisions`, token });
    expect(asToken.statusCode).toBe(403);
    expect(asToken.json().error).toMatch(/^API tokens cannot be used for this request/);
    const revisions = await t.call({ method: 'GET', url: `/api/services/${write.json().id}/revisions` });
    expect(revisions.json()[0]).toMatchObject({ user_id: null, user_email: 'API token “Newsroom”' });
    const log = await t.call({ method: 'GET', url: '/api/audit-log?resource=services&action=create' });
    expect(log.json()[0]).toMatchObject({ user_id: null, user_email: 'API token “Newsroom”' });
    const tokens = await t.call({ method: 'DELETE', url: '/api/api-tokens/1', token });
    expect(tokens.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/contacts', token })).statusCode).toBe(403);
  });

  it('never hands a "write content" token a record it cannot read: writes, deletes, restores and previews answer 404, an order naming it 400', async () => {
    const { token } = await create('Content sync', 'content:write');
    const staffWrite = async (url: string, payload: object) => {
      const response = await t.call({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number };
    };
    const secret = 'Unannounced furnace contract';
    const news = { body: `<p>${secret}, the whole story.</p>`, image: pngDataUrl() };
    const draft = await staffWrite('/api/news', { ...news, title: secret, status: 'draft' });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await staffWrite('/api/news', { ...news, title: secret, status: 'published', publish_at: later });
    const asToken = (method: 'PATCH' | 'DELETE' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.call({ method, url, payload, token });
    const refused = async (answer: { statusCode: number; body: string }) => {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.body).toBe(JSON.stringify({ error: 'News item not found' }));
    };

    for (const hidden of [draft, scheduled]) {
      await refused(await asToken('PATCH', `/api/news/${hidden.id}`, {}));
      await refused(await asToken('POST', `/api/news/${hidden.id}/preview`));
      await refused(await asToken('DELETE', `/api/news/${hidden.id}`));
      // Staff still have it, as it was.
      const kept = await t.call({ method: 'GET', url: `/api/news/${hidden.id}` });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().title).toBe(secret);
    }
    expect((await t.call({ method: 'DELETE', url: `/api/news/${draft.id}` })).statusCode).toBe(200);
    await refused(await asToken('POST', `/api/news/${draft.id}/restore`));
    expect((await t.call({ method: 'POST', url: `/api/news/${draft.id}/restore` })).statusCode).toBe(200);

    // An ordered resource: a draft is no record the token may name.
    const question = await staffWrite('/api/faq', { question: secret, answer: `<p>${secret}.</p>`, status: 'draft' });
    const visible = (await t.call({ method: 'GET', url: '/api/faq', token })).json() as { id: number }[];
    const reorder = await asToken('PUT', '/api/faq/order', { ids: [question.id, visible[0]!.id] });
    expect(reorder.statusCode).toBe(400);
    expect(reorder.json().fields).toEqual({ ids: expect.stringMatching(/^\d+ names no question/) });
    expect(reorder.body).not.toContain(secret);

    // What the token can read, it may write; once it made it a draft, the draft is gone for it too.
    const published = await staffWrite('/api/news', { ...news, title: 'Open day', status: 'published' });
    expect((await asToken('PATCH', `/api/news/${published.id}`, { status: 'draft' })).statusCode).toBe(200);
    await refused(await asToken('PATCH', `/api/news/${published.id}`, {}));
  });

  it('notes when a token was last used', async () => {
    const created = await create('Statistics feed', 'content:read');
    expect((await tokenRow(created.id))?.last_used_at).toBeNull();
    const before = Date.now();
    await t.call({ method: 'GET', url: '/api/statistics', token: created.token });
    const used = (await tokenRow(created.id))?.last_used_at;
    expect(used).toEqual(expect.any(String));
    expect(Date.parse(used!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a revoked or unknown token with 401', async () => {
    const created = await create('Old integration', 'content:read');
    expect(
      (await t.call({ method: 'GET', url: '/api/service/get_all_services', token: created.token })).statusCode,
    ).toBe(200);
    const revoked = await t.call({ method: 'DELETE', url: `/api/api-tokens/${created.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: created.id, name: 'Old integration' });
    expect(await tokenRow(created.id)).toBeUndefined();
    for (const token of [created.token, 'tpk_unknown']) {
      const response = await t.call({ method: 'GET', url: '/api/service/get_all_services', token });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('This API token is not valid or was revoked');
    }
    expect((await t.call({ method: 'DELETE', url: `/api/api-tokens/${created.id}` })).statusCode).toBe(404);
  });

  it('lets only admins manage tokens: editors 403, anonymous 401', async () => {
    const { id } = await create('Kept', 'content:read');
    const attempts = [
      { method: 'GET' as const, url: '/api/api-tokens' },
      { method: 'POST' as const, url: '/api/api-tokens', payload: { name: 'Mine', scope: 'content:write' } },
      { method: 'DELETE' as const, url: `/api/api-tokens/${id}` },
    ];
    for (const attempt of attempts) {
      const asEditor = await t.call({ ...attempt, token: editorToken });
      expect(asEditor.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(asEditor.json()).toEqual({ error: 'Only an admin can manage API tokens' });
      expect((await t.call({ ...attempt, token: null })).statusCode).toBe(401);
    }
    expect(await tokenRow(id)).toBeDefined();
  });

  it('names the field of a bad token request', async () => {
    const unnamed = await t.call({
      method: 'POST',
      url: '/api/api-tokens',
      payload: { name: ' ', scope: 'content:read' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual({ name: 'Name the token after the system that will use it' });
    const badScope = await t.call({ method: 'POST', url: '/api/api-tokens', payload: { name: 'X', scope: 'admin' } });
    expect(badScope.statusCode).toBe(400);
    expect(Object.keys(badScope.json().fields)).toEqual(['scope']);
  });
});
