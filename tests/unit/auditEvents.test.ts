import { describe, expect, it } from 'vitest';
import { wordAuditEntry } from '../../src/api/auditEvents';
import { createI18nProvider } from '../../src/admin/i18nProvider';
import { changedFields } from '../../src/server/audit/changedFields';

describe('the fields a save changed', () => {
  const before = {
    id: 3,
    version: 4,
    updated_at: '2026-01-01T00:00:00.000Z',
    title: 'Opening day',
    title_ru: 'День открытия',
    title_uz: null,
    status: 'published',
    position: 2,
    file_url: '/uploads/a.png',
    file_mime: 'image/png',
  };

  it('names only what differs, texts with their language, bookkeeping left out', () => {
    const after = { ...before, version: 5, updated_at: '2026-01-02T00:00:00.000Z', title_ru: 'День открытых дверей' };
    expect(changedFields(before, after)).toEqual([{ field: 'title', language: 'ru' }]);
  });

  it('takes an empty text for no text, and names the English text and a file by their names', () => {
    const after = { ...before, title_uz: '', title: 'Open day', file_url: '/uploads/b.png', file_mime: 'image/webp' };
    expect(changedFields(before, after, { derived: ['file_mime'], renamed: { file_url: 'image' } })).toEqual([
      { field: 'title', language: 'en' },
      { field: 'image' },
    ]);
  });
});

describe('an entry in words', () => {
  const entry = {
    resource: 'news',
    record_id: '12',
    summary: 'Changed News #12 “Opening day”: Title (Russian)',
    event: { kind: 'changed' as const, title: 'Opening day', fields: [{ field: 'title', language: 'ru' as const }] },
  };

  it.each([
    ['en', 'Changed News #12 “Opening day”: Title (Russian)'],
    ['ru', 'Изменено: Новости #12 «Opening day»: Заголовок (Русский)'],
    ['uz', 'Oʻzgartirildi: Yangiliklar #12 «Opening day»: Sarlavha (Ruscha)'],
  ] as const)('in %s', (language, words) => {
    expect(wordAuditEntry(entry, createI18nProvider(language).translate, (iso) => iso)).toBe(words);
  });

  it('names a field by the label the forms share when the resource has none of its own', () => {
    const publication = { ...entry, event: { ...entry.event, fields: [{ field: 'publish_at' }, { field: 'status' }] } };
    expect(wordAuditEntry(publication, createI18nProvider('ru').translate, (iso) => iso)).toBe(
      'Изменено: Новости #12 «Opening day»: Время публикации, Видимость',
    );
  });

  it('shows an entry older than events by the summary it was stored with', () => {
    const old = { ...entry, event: null, summary: 'Changed news #12 (title)' };
    expect(wordAuditEntry(old, createI18nProvider('ru').translate, (iso) => iso)).toBe('Changed news #12 (title)');
  });
});
