import { describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../../src/api/contentResources';
import { documentResource } from '../../src/api/documents';
import { newsResource } from '../../src/api/news';
import { serviceResource } from '../../src/api/services';
import { fieldLabelKey } from '../../src/admin/history/fieldLabels';
import { emptiedTexts, textChanges } from '../../src/admin/history/textChanges';
import { createI18nProvider } from '../../src/admin/i18nProvider';
import { LANGUAGES } from '../../src/i18n/namespaces';

/** A news item's stored row with these titles and no body (a body is HTML, read with the browser's parser). */
const newsRow = (titles: { en?: string; ru?: string; uz?: string }) => ({
  title: titles.en ?? '',
  title_ru: titles.ru ?? '',
  title_uz: titles.uz ?? '',
  body: '',
  body_ru: '',
  body_uz: '',
});

describe('the history’s comparison', () => {
  it('compares Russian and Uzbek titles by whole words, not letters', () => {
    const changes = textChanges(
      newsResource,
      newsRow({ ru: 'Открытие нового цеха', uz: 'Yangi sexning ochilishi' }),
      newsRow({ ru: 'Закрытие нового цеха', uz: 'Yangi sexning oʻz vaqtida ochilishi' }),
    );
    const russian = changes.find((change) => change.language === 'ru')!;
    expect(russian.runs.filter((run) => run.change !== 'same').map((run) => [run.change, run.text.trim()])).toEqual([
      ['removed', 'Открытие'],
      ['added', 'Закрытие'],
    ]);
    const uzbek = changes.find((change) => change.language === 'uz')!;
    expect(uzbek.runs.filter((run) => run.change === 'added').map((run) => run.text.trim())).toEqual(['oʻz vaqtida']);
  });

  it('names the texts a restore would empty, per language', () => {
    const current = { title: 'Price list', title_ru: 'Прейскурант', title_uz: '' };
    const firstVersion = { title: '', title_ru: '  ', title_uz: 'Narxlar roʻyxati' };
    expect(emptiedTexts(documentResource, current, firstVersion)).toEqual([
      { language: 'en', fields: ['title'] },
      { language: 'ru', fields: ['title'] },
    ]);
    expect(emptiedTexts(documentResource, firstVersion, current)).toEqual([{ language: 'uz', fields: ['title'] }]);
    // A version from before a text existed leaves that text as it is.
    expect(emptiedTexts(documentResource, current, {})).toEqual([]);
  });
});

describe('the history’s field names', () => {
  it('are the forms’ labels: the publication’s for a draft’s state, a participant’s own for a service', () => {
    expect(fieldLabelKey(newsResource, 'status')).toBe('forms.publishing.fields.status');
    expect(fieldLabelKey(newsResource, 'file_url')).toBe('resources.news.fields.image');
    expect(fieldLabelKey(serviceResource, 'status')).toBe('resources.services.fields.status');
  });

  it.each(LANGUAGES)('are worded in %s for every field of every resource', (language) => {
    const { translate } = createI18nProvider(language);
    for (const resource of CONTENT_RESOURCES) {
      const fields = [...resource.texts, ...resource.fields, ...(resource.file ? [resource.file.column] : [])];
      for (const field of fields) {
        const key = fieldLabelKey(resource, field);
        expect(translate(key), `${resource.name}.${field}`).not.toBe(key);
      }
    }
  });
});
