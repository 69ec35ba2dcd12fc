import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/api/auditLog';
import type { Revision } from '../../src/api/revisions';
import { dataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

const EDITOR = { full_name: 'Dilnoza Editor', email: 'editor@test.local', password: 'Editor-pass1', role: 'editor' };
const FIRST_PHONES = ['+998 71 200 45 45', '+998 70 015 45 45'];

/** A 16:9 poster in one colour. */
const posterPicture = (background: string) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background } })
    .png()
    .toBuffer();

describe.each(backends)('the history of the park’s details, /api/settings/revisions (%s)', (backend) => {
  let t: TestApp;
  let editorToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    editorToken = await t.signedInAccount(EDITOR);
  });
  afterAll(() => t.close());

  const asEditor = (options: Parameters<TestApp['call']>[0]) => t.call({ ...options, token: editorToken });
  const revisions = async () => {
    const response = await asEditor({ method: 'GET', url: '/api/settings/revisions' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Revision[];
  };
  const change = (payload: object, headers: Record<string, string> = {}) =>
    asEditor({ method: 'PATCH', url: '/api/settings', payload, headers });
  const restore = (revision: number, headers: Record<string, string> = {}, query = '') =>
    asEditor({ method: 'POST', url: `/api/settings/revisions/${revision}/restore${query}`, headers });
  const read = (lang = 'en') => t.call({ method: 'GET', url: `/api/settings?lang=${lang}`, token: null });

  it('starts with the details as they stood, by no one, and is for staff only', async () => {
    const [first, ...older] = await revisions();
    expect(older).toEqual([]);
    expect(first).toMatchObject({ user_id: null, user_email: '' });
    expect(JSON.parse(first.content.phones as string)).toEqual(FIRST_PHONES);
    expect(first.content.address_ru).toBe('Узбекистан, Ташкентская область, Алмалык, ул. Саноат, 12');

    const visitor = await t.call({ method: 'GET', url: '/api/settings/revisions', token: null });
    expect(visitor.statusCode).toBe(401);
    const restoredByVisitor = await t.call({
      method: 'POST',
      url: `/api/settings/revisions/${first.id}/restore`,
      token: null,
    });
    expect(restoredByVisitor.statusCode).toBe(401);
  });

  it('keeps every save, newest first with its author', async () => {
    const before = await revisions();
    expect((await change({ phones: ['+998 90 111 22 33'], address: 'Promzona 5, Olmaliq' })).statusCode).toBe(200);
    const after = await revisions();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ user_email: EDITOR.email });
    expect(JSON.parse(after[0].content.phones as string)).toEqual(['+998 90 111 22 33']);
    expect(after[0].content.address).toBe('Promzona 5, Olmaliq');
    expect(after.slice(1)).toEqual(before);
  });

  it('brings an earlier version back as a new save: texts in every language and the lists, answered as a read', async () => {
    const saved = await change({
      phones: ['+998 95 000 00 01', '+998 95 000 00 02'],
      social_links: [{ label: 'Telegram', url: 'https://t.me/park' }],
      translations: { ru: { address: 'Алмалык, Промзона, 5' }, uz: { working_hours: 'Har kuni' } },
    });
    expect(saved.statusCode).toBe(200);
    const first = (await revisions()).at(-1)!;
    expect(first.user_email).toBe('');

    const restored = await restore(first.id, { 'If-Match': saved.headers.etag as string }, '?lang=ru');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.headers.etag).not.toBe(saved.headers.etag);
    const read_ = await read('ru');
    expect(restored.body).toBe(read_.body);
    expect(restored.json()).toMatchObject({
      phones: FIRST_PHONES,
      social_links: [],
      address: 'Узбекистан, Ташкентская область, Алмалык, ул. Саноат, 12',
    });
    expect((await read('uz')).json().working_hours).toBe(
      'Dushanba — juma, 9:00 dan 18:00 gacha; shanba va yakshanba — dam olish kunlari',
    );

    const [newest] = await revisions();
    expect(newest.user_email).toBe(EDITOR.email);
    expect(JSON.parse(newest.content.phones as string)).toEqual(FIRST_PHONES);

    const log = await t.call({ method: 'GET', url: '/api/audit-log?resource=settings&action=restore' });
    const [entry] = log.json() as AuditEntry[];
    expect(entry).toMatchObject({ user_email: EDITOR.email, record_id: null });
    expect(entry.event).toMatchObject({ kind: 'restored_revision', revision: first.id, revision_by: '' });
  });

  it('refuses a restore from a copy a colleague has saved over since (412), and an unknown version (404)', async () => {
    const etag = (await read()).headers.etag as string;
    expect((await change({ email: 'desk@park.uz' })).statusCode).toBe(200);
    const [, older] = await revisions();
    const stale = await restore(older.id, { 'If-Match': etag });
    expect(stale.statusCode).toBe(412);
    expect((await read()).json().email).toBe('desk@park.uz');

    expect((await restore(2_000_000)).statusCode).toBe(404);
    // A content record's revision is not one of the details'.
    const faq = await t.call({
      method: 'POST',
      url: '/api/faq',
      payload: { question: 'Who may apply?', answer: '<p>Anyone.</p>' },
    });
    expect(faq.statusCode).toBe(201);
    const [faqRevision] = (
      await t.call({ method: 'GET', url: `/api/faq/${faq.json().id}/revisions` })
    ).json() as Revision[];
    expect((await restore(faqRevision.id)).statusCode).toBe(404);
  });

  it('keeps the current poster when the version’s poster is no longer stored', async () => {
    const first = await change({ infrastructure_video_poster: dataUrl(await posterPicture('#1f4d63'), 'image/png') });
    const firstPoster: string = first.json().infrastructure_video_poster;
    const [withFirst] = await revisions();
    const second = await change({ infrastructure_video_poster: dataUrl(await posterPicture('#b87333'), 'image/png') });
    const secondPoster: string = second.json().infrastructure_video_poster;
    expect(secondPoster).not.toBe(firstPoster);

    const restored = await restore(withFirst.id);
    expect(restored.statusCode).toBe(200);
    // The first upload went when the second replaced it: the record keeps the one it has.
    expect(restored.json().infrastructure_video_poster).toBe(secondPoster);
    expect((await t.app.inject({ method: 'GET', url: secondPoster })).statusCode).toBe(200);
  });

  it('is in the API reference', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
    expect(document.paths['/api/settings/revisions'].get.tags).toEqual(['settings']);
    const restoring = document.paths['/api/settings/revisions/{rev}/restore'].post;
    expect(Object.keys(restoring.responses)).toEqual(expect.arrayContaining(['200', '404', '412']));
  });
});
