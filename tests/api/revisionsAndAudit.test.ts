import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/api/auditLog';
import { CONTENT_RESOURCES } from '../../src/api/contentResources';
import type { Revision } from '../../src/api/revisions';
import { connect } from '../../src/server/db/connect';
import { pngDataUrl } from '../support/files';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';

const EDITOR = { email: 'editor@test.local', password: 'Editor-Passw0rd', full_name: 'Eda Editor' };

describe.each(backends)('revisions and the activity log (%s)', (backend) => {
  let t: TestApp;
  let editorToken: string;
  let editorId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const created = await t.call({ method: 'POST', url: '/api/auth/users', payload: { ...EDITOR, role: 'editor' } });
    editorId = created.json().id;
    editorToken = await t.login(EDITOR.email, EDITOR.password);
  });
  afterAll(() => t.close());

  const asEditor = (options: Parameters<TestApp['call']>[0]) => t.call({ ...options, token: editorToken });
  const auditLog = async (query = '') => {
    const response = await t.call({ method: 'GET', url: `/api/audit-log${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return { entries: response.json() as AuditEntry[], total: Number(response.headers['x-total-count']) };
  };

  it('keeps a revision of every create and save, newest first with its author, and brings one back', async () => {
    const created = await asEditor({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'First title', body: '<p>One</p>', image: pngDataUrl() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const save = (title: string, image?: string) =>
      asEditor({
        method: 'PATCH',
        url: `/api/news/${id}`,
        payload: { title, translations: { ru: { title: `${title} ru` } }, ...(image && { image }) },
      });
    // The second save replaces the cover: the first one's file is removed.
    expect((await save('Second title', pngDataUrl())).statusCode).toBe(200);
    const third = await save('Third title');
    expect(third.statusCode).toBe(200);

    const listed = await asEditor({ method: 'GET', url: `/api/news/${id}/revisions` });
    expect(listed.statusCode, listed.body).toBe(200);
    const revisions = listed.json() as Revision[];
    expect(revisions.map((revision) => revision.content.title)).toEqual(['Third title', 'Second title', 'First title']);
    expect(revisions.map((revision) => revision.user_email)).toEqual([EDITOR.email, EDITOR.email, EDITOR.email]);
    expect(revisions[0].content.title_ru).toBe('Third title ru');
    expect(revisions[0].id).toBeGreaterThan(revisions[1].id);
    expect(Date.parse(revisions[0].created_at)).toBeGreaterThanOrEqual(Date.parse(revisions[2].created_at));

    // A restore from a stale copy is refused like a stale save, and changes nothing.
    const stale = await asEditor({
      method: 'POST',
      url: `/api/news/${id}/revisions/${revisions[2].id}/restore`,
      headers: { 'if-match': '"1"' },
    });
    expect(stale.statusCode).toBe(412);

    const restored = await asEditor({
      method: 'POST',
      url: `/api/news/${id}/revisions/${revisions[2].id}/restore`,
      headers: { 'if-match': third.headers.etag as string },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id, title: 'First title' });
    expect(restored.json().translations.ru.title).toBe('');
    // The first cover is no longer stored: the record keeps the one it has.
    expect(revisions[2].content.file_url).not.toBe(revisions[0].content.file_url);
    expect(restored.json().file).toEqual(third.json().file);
    expect(restored.headers.etag).not.toBe(third.headers.etag);
    const publicRead = await t.call({ method: 'GET', url: `/api/news/${id}`, token: null });
    expect(publicRead.json().title).toBe('First title');

    const after = (await asEditor({ method: 'GET', url: `/api/news/${id}/revisions` })).json() as Revision[];
    expect(after).toHaveLength(4);
    expect(after[0].content.title).toBe('First title');

    const { entries } = await auditLog(`?resource=news&action=restore`);
    expect(entries[0]).toMatchObject({ user_id: editorId, user_email: EDITOR.email, record_id: String(id) });
    expect(entries[0].event).toEqual({
      kind: 'restored_revision',
      title: 'First title',
      revision: revisions[2].id,
      revision_at: revisions[2].created_at,
      revision_by: EDITOR.email,
    });
    expect(entries[0].summary).toBe(
      `Restored News #${id} “First title” to revision ${revisions[2].id} of ${revisions[2].created_at} by ${EDITOR.email}`,
    );
  });

  describe('a restore and the record’s publication', () => {
    /** An Uzbek-only draft, then published with English and Russian texts: its two revisions, oldest last. */
    const publishedFromUzbekDraft = async () => {
      const created = await asEditor({
        method: 'POST',
        url: '/api/news',
        payload: {
          translations: { uz: { title: 'Ochiq eshiklar kuni', body: '<p>Zavod mehmonlarni kutadi.</p>' } },
          status: 'draft',
          image: pngDataUrl(),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const published = await asEditor({
        method: 'PATCH',
        url: `/api/news/${id}`,
        payload: {
          title: 'Open day',
          body: '<p>The smelter welcomes visitors.</p>',
          translations: { ru: { title: 'День открытых дверей', body: '<p>Завод ждёт гостей.</p>' } },
          status: 'published',
        },
      });
      expect(published.statusCode, published.body).toBe(200);
      const revisions = (await asEditor({ method: 'GET', url: `/api/news/${id}/revisions` })).json() as Revision[];
      expect(revisions.map((revision) => revision.content.status)).toEqual(['published', 'draft']);
      return { id, first: revisions[1], etag: published.headers.etag as string };
    };
    const restore = (id: number, revision: Revision, etag: string, payload?: object) =>
      asEditor({
        method: 'POST',
        url: `/api/news/${id}/revisions/${revision.id}/restore`,
        headers: { 'if-match': etag },
        ...(payload && { payload }),
      });
    const visitorRead = (id: number, lang: string) =>
      t.call({ method: 'GET', url: `/api/news/${id}?lang=${lang}`, token: null });

    it('brings back an old draft’s texts and keeps a published item published', async () => {
      const { id, first, etag } = await publishedFromUzbekDraft();
      const restored = await restore(id, first, etag);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({ status: 'published', publish_at: null });
      expect(restored.json().translations).toMatchObject({
        en: { title: '' },
        ru: { title: '' },
        uz: { title: 'Ochiq eshiklar kuni' },
      });
      for (const lang of ['en', 'ru', 'uz']) {
        const read = await visitorRead(id, lang);
        expect(read.statusCode, `${lang}: ${read.body}`).toBe(200);
        expect(read.json().title).toBe('Ochiq eshiklar kuni');
      }
      // The restore is a revision of its own, with the state the record kept.
      const [latest] = (await asEditor({ method: 'GET', url: `/api/news/${id}/revisions` })).json() as Revision[];
      expect(latest.content).toMatchObject({ status: 'published', title_uz: 'Ochiq eshiklar kuni', title: '' });
    });

    it('brings back the revision’s publication only when asked, and refuses another wish', async () => {
      const { id, first, etag } = await publishedFromUzbekDraft();
      const unknown = await restore(id, first, etag, { publication: 'draft' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toHaveProperty('publication');
      expect((await restore(id, first, etag, { publication: 'keep', more: 1 })).statusCode).toBe(400);

      const restored = await restore(id, first, etag, { publication: 'restore' });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().status).toBe('draft');
      expect((await visitorRead(id, 'uz')).statusCode).toBe(404);
    });

    it('keeps a resource’s own status, which is no publication, as before', async () => {
      const created = await t.call({
        method: 'POST',
        url: '/api/service/create_service',
        payload: { name: 'Cold storage', content: '<p>Rooms</p>', status: 'active' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().uuid as string;
      const changed = await t.call({
        method: 'PATCH',
        url: `/api/service/service_update/${id}`,
        payload: { status: 'inactive' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const revisions = (await t.call({ method: 'GET', url: `/api/services/${id}/revisions` })).json() as Revision[];
      const restored = await t.call({
        method: 'POST',
        url: `/api/services/${id}/revisions/${revisions[1].id}/restore`,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().status).toBe('active');
    });
  });

  it('answers 404 for a revision of another record, and keeps revisions from anyone but staff', async () => {
    const one = (
      await t.call({ method: 'POST', url: '/api/faq', payload: { question: 'Q one?', answer: '<p>A</p>' } })
    ).json();
    const two = (
      await t.call({ method: 'POST', url: '/api/faq', payload: { question: 'Q two?', answer: '<p>B</p>' } })
    ).json();
    const [revisionOfTwo] = (await t.call({ method: 'GET', url: `/api/faq/${two.id}/revisions` })).json() as Revision[];
    const wrong = await t.call({ method: 'POST', url: `/api/faq/${one.id}/revisions/${revisionOfTwo.id}/restore` });
    expect(wrong.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/faq/${one.id}/revisions`, token: null })).statusCode).toBe(401);
    const anonymous = await t.call({
      method: 'POST',
      url: `/api/faq/${two.id}/revisions/${revisionOfTwo.id}/restore`,
      token: null,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/faq/999999/revisions' })).statusCode).toBe(404);
  });

  it('gives every declared resource its revisions routes', async () => {
    const paths = Object.keys((await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json().paths);
    for (const resource of CONTENT_RESOURCES) {
      expect(paths).toContain(`/api/${resource.name}/{id}/revisions`);
      expect(paths).toContain(`/api/${resource.name}/{id}/revisions/{rev}/restore`);
    }
  });

  it('logs the editor’s acts for admins only', async () => {
    const created = await asEditor({
      method: 'POST',
      url: '/api/faq',
      payload: { question: 'Logged?', answer: '<p>Yes</p>' },
    });
    const id = created.json().id as number;
    await asEditor({ method: 'PATCH', url: `/api/faq/${id}`, payload: { question: 'Logged again?' } });
    await asEditor({ method: 'DELETE', url: `/api/faq/${id}` });

    const { entries } = await auditLog(`?user_id=${editorId}&resource=faq`);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ user_id: editorId, user_email: EDITOR.email, record_id: String(id) });
      expect(entry.ip).toBe('127.0.0.1');
    }
    expect(entries[1].event).toEqual({
      kind: 'changed',
      title: 'Logged again?',
      fields: [{ field: 'question', language: 'en' }],
    });
    expect(entries[1].summary).toBe(`Changed About Us questions #${id} “Logged again?”: Question (English)`);
    expect(entries[2].event).toEqual({ kind: 'created', title: 'Logged?' });
    expect(entries[2].summary).toBe(`Created About Us questions #${id} “Logged?”`);

    expect((await asEditor({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/audit-log', token: null })).statusCode).toBe(401);
  });

  it('logs a failed sign-in once per burst, and a sign-in', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: EDITOR.email, password: 'Wrong-Passw0rd' },
        token: null,
      });
      expect(failed.statusCode).toBe(401);
    }
    const failures = (await auditLog('?action=login_failed')).entries;
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ user_id: editorId, user_email: EDITOR.email, resource: 'session' });
    expect(failures[0]).toMatchObject({ event: { kind: 'wrong_password' }, summary: 'Wrong password' });
    const logins = (await auditLog(`?action=login&user_id=${editorId}`)).entries;
    expect(logins.length).toBeGreaterThanOrEqual(1);
    expect(logins[0]).toMatchObject({ event: { kind: 'signed_in' }, summary: 'Signed in with a password' });
  });

  it('logs a sign-in refused by the throttle once, however many tries follow', async () => {
    const stranger = { email: 'nobody@test.local', password: 'Guess-Passw0rd' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await t.call({ method: 'POST', url: '/api/auth/login', payload: stranger, token: null });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const refused = (await auditLog('?action=login_refused')).entries;
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ user_id: null, user_email: stranger.email, resource: 'session' });
    expect(refused[0].summary).toMatch(/^Too many failed attempts: sign-ins refused for \d+ s$/);
    expect(refused[0].event).toMatchObject({ kind: 'sign_in_refused', wait_seconds: expect.any(Number) });
    const failed = (await auditLog(`?action=login_failed&q=${encodeURIComponent(stranger.email)}`)).entries;
    expect(failed).toHaveLength(1);
    expect(failed[0].summary).toBe('No account with this e-mail');
    expect(failed[0].event).toEqual({ kind: 'no_account' });
  });

  it('logs an application’s status change, and an erasure without the address', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: {
        name: 'Ann',
        email: 'ann@example.com',
        phone_number: '+998 90 123 45 67',
        message: 'Hello there',
        consent: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    const changed = await asEditor({
      method: 'PATCH',
      url: `/api/service/client_request_update/${id}`,
      payload: { status: 'in_progress' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = (await auditLog('?action=status')).entries;
    expect(entry).toMatchObject({ resource: 'contacts', record_id: String(id), user_email: EDITOR.email });
    expect(entry.event).toEqual({ kind: 'status_changed', from: 'new', to: 'in_progress' });
    expect(entry.summary).toBe(`Status of Client requests #${id}: New → In progress`);

    await t.call({ method: 'POST', url: '/api/applicants/erase', payload: { email: 'ann@example.com' } });
    const [erased] = (await auditLog('?action=erase')).entries;
    expect(erased).toMatchObject({ resource: 'applicants', user_email: ADMIN.email });
    expect(erased.event).toEqual({ kind: 'applicant_erased', contacts: 1, investors: 0, files: 0 });
    expect(erased.summary).toContain('1 contact requests');
    expect(erased.summary).not.toContain('ann@example.com');
  });

  it('logs account changes without their secrets', async () => {
    await t.call({ method: 'PATCH', url: `/api/auth/update_user/${editorId}`, payload: { full_name: 'Eda Renamed' } });
    const [entry] = (await auditLog(`?resource=users&action=update`)).entries;
    expect(entry).toMatchObject({ record_id: String(editorId), user_email: ADMIN.email });
    expect(entry.event).toEqual({ kind: 'changed', title: 'Eda Renamed', fields: [{ field: 'full_name' }] });
    expect(entry.summary).toContain('Full name');

    // A new password is named as changed, never shown, and an unchanged e-mail sent along is not named.
    await t.call({
      method: 'PATCH',
      url: `/api/auth/update_user/${editorId}`,
      payload: { email: EDITOR.email, password: EDITOR.password },
    });
    const [second] = (await auditLog(`?resource=users&action=update`)).entries;
    expect(second.event?.fields).toEqual([{ field: 'password' }]);
    expect(JSON.stringify(second)).not.toContain(EDITOR.password);
    // The new password ended the editor's sessions: the next tests sign in again.
    editorToken = await t.login(EDITOR.email, EDITOR.password);
  });

  it('names only the fields whose values a save changed, texts with their language', async () => {
    const texts = { title: 'Opening day', body: '<p>The park opens.</p>', picture_alt: 'The gate' };
    const created = await asEditor({
      method: 'POST',
      url: '/api/news',
      payload: {
        ...texts,
        image: pngDataUrl(),
        status: 'published',
        translations: { ru: { title: 'День открытия', body: '<p>Парк открыт.</p>' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    // As the back office saves: every field of the form, of which only the Russian title is new.
    const save = (ruTitle: string) =>
      asEditor({
        method: 'PATCH',
        url: `/api/news/${id}`,
        payload: {
          ...texts,
          status: 'published',
          publish_at: created.json().publish_at,
          translations: {
            ru: { title: ruTitle, body: '<p>Парк открыт.</p>' },
            uz: { title: '', body: '' },
          },
        },
      });
    const saved = await save('День открытия парка');
    expect(saved.statusCode, saved.body).toBe(200);
    const [changed] = (await auditLog(`?resource=news&action=update`)).entries;
    expect(changed).toMatchObject({ record_id: String(id), user_email: EDITOR.email });
    expect(changed.event).toEqual({
      kind: 'changed',
      title: 'Opening day',
      fields: [{ field: 'title', language: 'ru' }],
    });
    expect(changed.summary).toBe(`Changed News #${id} “Opening day”: Title (Russian)`);

    expect((await save('День открытия парка')).statusCode).toBe(200);
    const [unchanged] = (await auditLog(`?resource=news&action=update`)).entries;
    expect(unchanged.event).toEqual({ kind: 'changed', title: 'Opening day', fields: [] });
    expect(unchanged.summary).toBe(`Saved News #${id} “Opening day” without changes`);
  });

  it('keeps entries older than events readable by their summary, beside structured ones', async () => {
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      await db
        .insertInto('audit_log')
        .values({
          created_at: new Date().toISOString(),
          user_id: null,
          user_email: 'before-events@test.local',
          ip: '10.0.0.2',
          action: 'update',
          resource: 'news',
          record_id: '9',
          summary: 'Changed news #9 “Old words” (title, body)',
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const [old] = (await auditLog(`?q=before-events`)).entries;
    expect(old).toMatchObject({ summary: 'Changed news #9 “Old words” (title, body)', event: null });
  });

  it('pages, sorts and filters by person, resource, action and dates', async () => {
    const all = await auditLog();
    expect(all.total).toBeGreaterThan(5);
    const page = await auditLog('?page=2&per_page=2&sort=id&order=asc');
    expect(page.entries.map((entry) => entry.id)).toEqual(
      [...all.entries]
        .sort((a, b) => a.id - b.id)
        .slice(2, 4)
        .map((entry) => entry.id),
    );
    expect(page.total).toBe(all.total);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditLog(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await auditLog('?to=2000-01-01')).total).toBe(0);
    expect((await auditLog('?from=2999-01-01')).total).toBe(0);
    const byAdmin = await auditLog('?user_id=1');
    expect(byAdmin.entries.every((entry) => entry.user_email === ADMIN.email)).toBe(true);
    expect((await auditLog(`?q=${encodeURIComponent(EDITOR.email)}`)).entries.length).toBeGreaterThan(0);

    const bad = await t.call({ method: 'GET', url: '/api/audit-log?action=dance&from=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {})).toEqual(expect.arrayContaining(['action', 'from']));
    expect((await t.call({ method: 'GET', url: '/api/audit-log?sort=ip' })).statusCode).toBe(400);
  });

  it('deletes entries past their retention time when a server starts, and then every few hours', async () => {
    const before = (await auditLog()).total;
    const { kysely: db } = connect(t.databaseUrl, console);
    const days = (count: number) => new Date(Date.now() - count * 24 * 60 * 60 * 1000).toISOString();
    const entry = { user_id: null, ip: '10.0.0.1', action: 'login', resource: 'session', record_id: null, summary: '' };
    try {
      await db
        .insertInto('audit_log')
        .values([
          { ...entry, created_at: days(31), user_email: 'old@test.local' },
          { ...entry, created_at: days(29), user_email: 'recent@test.local' },
        ])
        .execute();
    } finally {
      await db.destroy();
    }
    expect((await auditLog()).total).toBe(before + 2);

    const second = await t.anotherInstance({ auditRetentionDays: 30 });
    try {
      await expect.poll(async () => (await auditLog()).total).toBe(before + 1);
      const emails = (await auditLog('?per_page=100&page=1')).entries.map((found) => found.user_email);
      expect(emails).toContain('recent@test.local');
      expect(emails).not.toContain('old@test.local');
    } finally {
      await second.close();
    }
  });
});
