import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { pngDataUrl } from '../support/files';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { fileName } from './expectations';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';

/**
 * Drafts, scheduled publishing, previews and the trash, as visitors, staff and crawlers meet them:
 * through the API, the server-rendered pages and the sitemap, on each database.
 */

const EDITOR = { full_name: 'Dilnoza Editor', email: 'drafts-editor@test.local', password: 'Editor-pass1' };

let distDir: string;
beforeAll(async () => {
  distDir = await buildSite();
}, 480_000);

describe.each(backends)('drafts, previews and the trash (%s)', (backend) => {
  let t: TestApp;
  let editorToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { distDir, siteUrl: TEST_SITE_URL });
    expect((await t.call({ method: 'POST', url: '/api/auth/users', payload: EDITOR })).statusCode).toBe(201);
    editorToken = await t.login(EDITOR.email, EDITOR.password);
  });
  afterAll(() => t.close());

  type Item = {
    id: number;
    uuid: string;
    title: string;
    slug: string;
    translations: Record<'en' | 'ru' | 'uz', { slug: string }>;
    file: { image_url: string };
  };
  const newsItem = async (title: string, fields: Record<string, unknown> = {}, token?: string) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title, body: `<p>${title}, the whole story.</p>`, image: pngDataUrl(), ...fields },
      token,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Item;
  };
  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const titlesOn = async (url: string) => (await page(url)).body;
  const sitemap = async () => (await page('/sitemap.xml')).body;
  // A news item's page is at its slug (tests/api/slugPages.test.ts).
  const itemAddress = (item: Item) => `${TEST_SITE_URL}/news/${item.slug}`;
  /** The activity log's newest entry about one record, as an admin reads it. */
  const loggedAbout = async (resource: string, recordId: number) =>
    (
      (await t.call({ method: 'GET', url: `/api/audit-log?resource=${resource}` })).json() as Record<string, unknown>[]
    ).find((entry) => entry.record_id === String(recordId));
  const visitorTitles = async () =>
    ((await t.call({ method: 'GET', url: '/api/news', token: null })).json() as Item[]).map((item) => item.title);

  it('keeps a draft off the public pages, the sitemap and Home, answering its address with 404', async () => {
    const draft = await newsItem('A draft about the new furnace', { status: 'draft' });
    expect((await page(`/news/${draft.slug}`)).statusCode).toBe(404);
    expect((await page(`/ru/news/${draft.slug}`)).statusCode).toBe(404);
    expect(await titlesOn('/news')).not.toContain(draft.title);
    expect(await titlesOn('/')).not.toContain(draft.title);
    expect(await sitemap()).not.toContain(itemAddress(draft));
    expect(await visitorTitles()).not.toContain(draft.title);

    const published = await t.call({ method: 'PATCH', url: `/api/news/${draft.id}`, payload: { status: 'published' } });
    expect(published.statusCode).toBe(200);
    const shown = await page(`/news/${draft.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(new HtmlPage(shown.body).h1).toBe(draft.title);
    expect(await titlesOn('/news')).toContain(draft.title);
    expect(await sitemap()).toContain(itemAddress(draft));
    expect(await loggedAbout('news', draft.id)).toMatchObject({ action: 'publish', user_email: ADMIN.email });
  });

  it('shows a scheduled item by itself once its time has come, on the pages and in the sitemap', async () => {
    const at = new Date(Date.now() + 2000).toISOString();
    const scheduled = await newsItem('Scheduled: the smelter opens', { publish_at: at });
    expect((await page(`/news/${scheduled.slug}`)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(itemAddress(scheduled));
    await new Promise((resolve) => setTimeout(resolve, Date.parse(at) - Date.now() + 100));
    expect((await page(`/news/${scheduled.slug}`)).statusCode).toBe(200);
    expect(await titlesOn('/news')).toContain(scheduled.title);
    // It changed for visitors when it appeared, after it was saved.
    expect(await sitemap()).toContain(`<loc>${itemAddress(scheduled)}</loc>\n    <lastmod>${at}</lastmod>`);
  });

  it('keeps a published item on its pages when staff restore the texts of its first draft', async () => {
    const item = await newsItem(
      'Open day at the smelter',
      { status: 'draft', translations: { uz: { title: 'Ochiq eshiklar kuni', body: '<p>Mehmonlar.</p>' } } },
      editorToken,
    );
    const revisions = async () =>
      (await t.call({ method: 'GET', url: `/api/news/${item.id}/revisions`, token: editorToken })).json() as {
        id: number;
      }[];
    const [uzbekDraft] = await revisions();
    const published = await t.call({
      method: 'PATCH',
      url: `/api/news/${item.id}`,
      payload: { title: 'Open day, published', status: 'published' },
      token: editorToken,
    });
    expect(published.statusCode, published.body).toBe(200);
    const restored = await t.call({
      method: 'POST',
      url: `/api/news/${item.id}/revisions/${uzbekDraft.id}/restore`,
      token: editorToken,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    for (const [address, title] of [
      [`/news/${item.slug}`, 'Open day at the smelter'],
      [`/uz/news/${item.translations.uz.slug}`, 'Ochiq eshiklar kuni'],
    ]) {
      const shown = await page(address);
      expect(shown.statusCode, address).toBe(200);
      expect(new HtmlPage(shown.body).h1).toBe(title);
    }
    expect(await sitemap()).toContain(itemAddress(item));
  });

  it('moves /api/content-changes and the sitemap’s lastmod when published news change, never for a draft', async () => {
    const newsChanged = async () =>
      ((await t.call({ method: 'GET', url: '/api/content-changes', token: null })).json() as Record<string, string>)
        .news;
    const newsroomLastmod = async () =>
      new RegExp(`<loc>${TEST_SITE_URL}/news</loc>\\n\\s*<lastmod>([^<]+)</lastmod>`).exec(await sitemap())?.[1];
    const dates = async () => ({ changes: await newsChanged(), lastmod: await newsroomLastmod() });
    const write = async (method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) => {
      // Apart by a few milliseconds, so a change time that moves is a later one.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await t.call({ method, url, payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    };
    const ofNews = (id: number, rest = '') => `/api/news/${id}${rest}`;

    await newsItem('Published before the drafts');
    const start = await dates();
    expect(start.lastmod).toBe(start.changes);

    // A draft's whole life, and a scheduled item's edits, change nothing visitors see.
    const draft = await newsItem('A draft nobody sees', { status: 'draft' });
    await write('PATCH', ofNews(draft.id), { title: 'A draft nobody sees, edited' });
    const [firstRevision] = (await t.call({ method: 'GET', url: ofNews(draft.id, '/revisions') })).json() as {
      id: number;
    }[];
    await write('POST', ofNews(draft.id, `/revisions/${firstRevision.id}/restore`), {});
    await write('POST', ofNews(draft.id, '/preview'));
    await write('DELETE', ofNews(draft.id));
    await write('POST', ofNews(draft.id, '/restore'));
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await newsItem('Scheduled for later', { publish_at: later });
    await write('PATCH', ofNews(scheduled.id), { title: 'Scheduled for later, edited' });
    expect(await dates()).toEqual(start);

    // Publishing, editing, unpublishing and deleting a published item each move both.
    let last = start;
    const expectMoved = async (what: string) => {
      const now = await dates();
      expect(now.changes! > last.changes!, what).toBe(true);
      expect(now.lastmod, what).toBe(now.changes);
      last = now;
    };
    await write('PATCH', ofNews(draft.id), { status: 'published' });
    await expectMoved('published');
    await write('PATCH', ofNews(draft.id), { title: 'Now public, edited' });
    await expectMoved('edited while published');
    await write('PATCH', ofNews(draft.id), { status: 'draft' });
    await expectMoved('unpublished');
    await write('PATCH', ofNews(draft.id), { title: 'A draft again, edited' });
    expect(await dates(), 'edited as a draft again').toEqual(last);
    await write('PATCH', ofNews(draft.id), { status: 'published' });
    await expectMoved('published again');
    await write('DELETE', ofNews(draft.id));
    await expectMoved('deleted while published');
    await write('POST', ofNews(draft.id, '/restore'));
    await expectMoved('back from the trash, published');
  });

  it('publishes at once what an older client creates without a status', async () => {
    const item = await newsItem('Made by an older client');
    expect(item).toMatchObject({ status: 'published', publish_at: null });
    expect((await page(`/news/${item.slug}`)).statusCode).toBe(200);
  });

  describe('preview', () => {
    const preview = (id: number, lang: string, token?: string | null) =>
      t.call({ method: 'POST', url: `/api/news/${id}/preview?lang=${lang}`, token });

    it('gives staff an address of the draft’s page in the language asked for, for visitors’ eyes only there', async () => {
      const draft = await newsItem('Preview me', {
        status: 'draft',
        translations: { ru: { title: 'Посмотрите меня', body: '<p>Черновик по-русски.</p>' } },
      });
      const asked = await preview(draft.id, 'ru', editorToken);
      expect(asked.statusCode, asked.body).toBe(200);
      const { url } = asked.json() as { url: string };
      expect(url).toMatch(new RegExp(`^${TEST_SITE_URL}/ru/news/${draft.id}\\?preview=[\\w-]{40,}$`));
      // Asking for a preview changes nothing: the log's last word on the item is still its creation.
      expect((await loggedAbout('news', draft.id))?.action).toBe('create');
      const address = url.slice(TEST_SITE_URL.length);
      const shown = await page(address);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      const html = new HtmlPage(shown.body);
      expect(html.h1).toBe('Посмотрите меня');
      expect(html.mainText).toContain('Черновик по-русски.');
      expect(html.meta('robots')).toBe('noindex');
      // A draft is not published: its page gives no publication date.
      expect(html.all((element) => element.name === 'time')).toEqual([]);
      // Only that address: the draft's own stays a 404.
      expect((await page(`/ru/news/${draft.slug}`)).statusCode).toBe(404);

      const english = (await preview(draft.id, 'en')).json() as { url: string };
      expect(english.url).toMatch(new RegExp(`^${TEST_SITE_URL}/news/${draft.id}\\?preview=`));
      expect(new HtmlPage((await page(english.url.slice(TEST_SITE_URL.length))).body).h1).toBe('Preview me');
    });

    it('answers a forged, another item’s or an expired address with 404, and gives none to visitors', async () => {
      const draft = await newsItem('Not for forgers', { status: 'draft' });
      const other = await newsItem('Another draft', { status: 'draft' });
      expect((await page(`/news/${draft.id}?preview=forged-token-forged-token-forged-token-1234`)).statusCode).toBe(
        404,
      );
      const { url } = (await preview(other.id, 'en')).json() as { url: string };
      const token = new URL(url).searchParams.get('preview')!;
      expect((await page(`/news/${draft.id}?preview=${token}`)).statusCode).toBe(404);
      expect((await preview(draft.id, 'en', null)).statusCode).toBe(401);

      const { kysely: db } = connect(t.databaseUrl, console);
      try {
        await db
          .updateTable('preview_links')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .execute();
      } finally {
        await db.destroy();
      }
      expect((await page(new URL(url).pathname + new URL(url).search)).statusCode).toBe(404);
    });
  });

  describe('trash', () => {
    const trash = async (token?: string) =>
      (await t.call({ method: 'GET', url: '/api/trash', token })).json() as {
        resource: string;
        id: number;
        title: string;
      }[];

    it('hides a deleted item everywhere until staff restore it', async () => {
      const item = await newsItem('Deleted then restored');
      expect((await t.call({ method: 'DELETE', url: `/api/news/${item.id}`, token: editorToken })).statusCode).toBe(
        200,
      );
      expect((await page(`/news/${item.slug}`)).statusCode).toBe(404);
      expect(await sitemap()).not.toContain(itemAddress(item));
      expect(await visitorTitles()).not.toContain(item.title);
      expect(await trash(editorToken)).toContainEqual(
        expect.objectContaining({ resource: 'news', id: item.id, title: item.title }),
      );
      const restored = await t.call({ method: 'POST', url: `/api/news/${item.id}/restore`, token: editorToken });
      expect(restored.statusCode).toBe(200);
      expect((await page(`/news/${item.slug}`)).statusCode).toBe(200);
      expect(await trash()).not.toContainEqual(expect.objectContaining({ resource: 'news', id: item.id }));
      expect(await loggedAbout('news', item.id)).toMatchObject({ action: 'restore', user_email: EDITOR.email });
    });

    it('lets only an admin empty the trash, which removes the records and their files for good', async () => {
      const item = await newsItem('Gone for good');
      await t.call({ method: 'DELETE', url: `/api/news/${item.id}` });
      const file = fileName(item.file.image_url);
      const refused = await t.call({ method: 'DELETE', url: '/api/trash', token: editorToken });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only an administrator may empty the trash');
      expect(await trash()).toContainEqual(expect.objectContaining({ id: item.id }));
      expect(t.uploadedFiles()).toContain(file);

      const emptied = await t.call({ method: 'DELETE', url: '/api/trash' });
      expect(emptied.statusCode).toBe(200);
      expect(emptied.json().deleted).toBeGreaterThanOrEqual(1);
      expect(await trash()).toEqual([]);
      expect(t.uploadedFiles()).not.toContain(file);
      const log = await t.call({ method: 'GET', url: '/api/audit-log?resource=trash' });
      expect(log.json()[0]).toMatchObject({ action: 'delete', user_email: ADMIN.email });
      expect(log.json()[0].summary).toMatch(/^Emptied the trash: \d+ records removed for good$/);
      expect((await t.call({ method: 'POST', url: `/api/news/${item.id}/restore` })).statusCode).toBe(404);
    });

    it('removes what has waited in the trash past TRASH_RETENTION_DAYS when a server starts', async () => {
      const old = await newsItem('Deleted long ago');
      const recent = await newsItem('Deleted just now');
      for (const item of [old, recent]) await t.call({ method: 'DELETE', url: `/api/news/${item.id}` });
      const { kysely: db } = connect(t.databaseUrl, console);
      try {
        const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
        await db.updateTable('news').set({ deleted_at: monthAgo }).where('id', '=', old.id).execute();
      } finally {
        await db.destroy();
      }
      const second = await t.anotherInstance({ trashRetentionDays: 30 });
      try {
        await expect.poll(async () => (await trash()).map((item) => item.id)).not.toContain(old.id);
        expect((await trash()).map((item) => item.id)).toContain(recent.id);
        await expect.poll(() => t.uploadedFiles()).not.toContain(fileName(old.file.image_url));
        expect(t.uploadedFiles()).toContain(fileName(recent.file.image_url));
      } finally {
        await second.close();
      }
    });
  });
});
