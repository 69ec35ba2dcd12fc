import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../src/api/news';
import { pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

/** Content in English, Russian and Uzbek: stored per language, read in one, searched in all. */
describe.each(backends)('translated content (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const threeLanguages = {
    en: { title: 'Copper cathode line opened', body: '<p>The line is running.</p>', picture_alt: 'Cathode tanks' },
    ru: { title: 'Открыта линия медных катодов', body: '<p>Линия работает.</p>', picture_alt: 'Катодные ванны' },
    uz: { title: 'Mis katodlari liniyasi ochildi', body: '<p>Liniya ishlamoqda.</p>', picture_alt: 'Katod vannalari' },
  };
  const NO_TEXT = { title: '', body: '', picture_alt: '' };
  /** The texts staff wrote, without the slugs the server makes from the titles (tests/api/slugs.test.ts). */
  type Texts = Record<string, Record<string, string>>;
  const withoutSlugs = (texts: Texts) =>
    Object.fromEntries(Object.entries(texts).map(([lang, { slug: _slug, ...written }]) => [lang, written]));
  const withoutSlug = ({ slug: _slug, ...written }: Record<string, string>) => written;
  const createNews = async (payload: object, query = ''): Promise<News> => {
    const response = await t.call({
      method: 'POST',
      url: `/api/news${query}`,
      payload: { image: pngDataUrl(), ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const read = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.call({ method: 'GET', url, headers, token: null });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('creates a news item in three languages and reads it in each with ?lang= and Accept-Language', async () => {
    const news = await createNews({ title: 'ignored?', body: '<p>x</p>', translations: threeLanguages });
    expect(withoutSlugs(news.translations)).toEqual(threeLanguages);
    for (const lang of ['en', 'ru', 'uz'] as const) {
      const byQuery = await read(`/api/news/${news.id}?lang=${lang}`);
      expect(byQuery).toMatchObject(threeLanguages[lang]);
      expect(withoutSlugs(byQuery.translations)).toEqual(threeLanguages);
      const byHeader = await read(`/api/news/${news.uuid}`, { 'accept-language': `${lang}-XX,fr;q=0.9` });
      expect(byHeader).toMatchObject(threeLanguages[lang]);
    }
    expect(await read(`/api/news/${news.id}`, { 'accept-language': 'de, uz;q=0.5, ru;q=0.8' })).toMatchObject(
      threeLanguages.ru,
    );
    expect(await read(`/api/news/${news.id}?lang=uz`, { 'accept-language': 'ru' })).toMatchObject(threeLanguages.uz);
    const listed = (await read('/api/news?lang=ru')) as News[];
    expect(listed.find((item) => item.id === news.id)).toMatchObject(threeLanguages.ru);
  });

  it('falls back field by field where a language has no text, and says which language each text is in', async () => {
    const news = await createNews({
      title: 'Open day at the park',
      body: '<p>Come and see the smelter.</p>',
      translations: { ru: { title: 'День открытых дверей' } },
    });
    expect(withoutSlug(news.translations.ru)).toEqual({ ...NO_TEXT, title: 'День открытых дверей' });
    expect(withoutSlug(news.translations.uz)).toEqual(NO_TEXT);
    expect(await read(`/api/news/${news.id}?lang=ru`)).toMatchObject({
      title: 'День открытых дверей',
      body: '<p>Come and see the smelter.</p>',
      languages: { title: 'ru', body: 'en', picture_alt: 'ru' },
    });
    // An Uzbek reader gets Russian before English.
    expect(await read(`/api/news/${news.id}?lang=uz`)).toMatchObject({
      title: 'День открытых дверей',
      body: '<p>Come and see the smelter.</p>',
      languages: { title: 'ru', body: 'en' },
    });
    expect(await read(`/api/news/${news.id}?lang=en`)).toMatchObject({
      title: 'Open day at the park',
      languages: { title: 'en', body: 'en' },
    });
  });

  it('changes only the language and field a partial update names', async () => {
    const news = await createNews({ title: 'Before', body: '<p>Body</p>', translations: threeLanguages });
    const response = await t.call({
      method: 'PATCH',
      url: `/api/news/${news.id}`,
      payload: { translations: { uz: { title: 'Yangi sarlavha' } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(withoutSlugs(response.json().translations)).toEqual({
      ...threeLanguages,
      uz: { ...threeLanguages.uz, title: 'Yangi sarlavha' },
    });
    const ruPlain = await t.call({
      method: 'PATCH',
      url: `/api/news/${news.id}?lang=ru`,
      payload: { title: 'Новый заголовок' },
    });
    expect(ruPlain.json()).toMatchObject({ title: 'Новый заголовок', body: threeLanguages.ru.body });
    expect(withoutSlug(ruPlain.json().translations.en)).toEqual(threeLanguages.en);
  });

  it('keeps old payloads as English, or as the ?lang= language, without copying them into English', async () => {
    const plain = await createNews({ title: 'Plain English', body: '<p>Old client</p>' });
    expect(plain).toMatchObject({ title: 'Plain English', body: '<p>Old client</p>' });
    expect(withoutSlug(plain.translations.ru)).toEqual(NO_TEXT);
    const russian = await createNews({ title: 'Только по-русски', body: '<p>Текст</p>' }, '?lang=ru');
    expect(withoutSlug(russian.translations.ru)).toEqual({
      ...NO_TEXT,
      title: 'Только по-русски',
      body: '<p>Текст</p>',
    });
    expect(withoutSlug(russian.translations.en)).toEqual(NO_TEXT);
    expect(await read(`/api/news/${russian.id}?lang=en`)).toMatchObject({
      title: 'Только по-русски',
      languages: { title: 'ru', body: 'ru' },
    });
  });

  it('sanitises the HTML of every language', async () => {
    const news = await createNews({
      title: 'Safe',
      body: '<p>ok</p>',
      translations: { ru: { body: '<p onclick="x()">Текст<script>alert(1)</script></p>' } },
    });
    expect(news.translations.ru.body).toBe('<p>Текст</p>');
  });

  it('finds an item by its Russian or Uzbek title, in any letter case', async () => {
    const news = await createNews({ title: 'Searchable', body: '<p>b</p>', translations: threeLanguages });
    for (const q of ['медных', 'ОТКРЫТА ЛИНИЯ', 'katodlari', 'MIS KATOD']) {
      const found = (await read(`/api/news?q=${encodeURIComponent(q)}&lang=ru`)) as News[];
      expect(
        found.map((item) => item.id),
        q,
      ).toContain(news.id);
    }
    const none = (await read(`/api/news?q=${encodeURIComponent('несуществующее')}`)) as News[];
    expect(none).toEqual([]);
  });

  it('names the field and the language of a refused translation', async () => {
    const blankEverywhere = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: {
        title: 'T',
        body: '<p>b</p>',
        image: pngDataUrl(),
        translations: { en: { title: '  ' }, uz: { body: '<p> </p>' } },
      },
    });
    expect(blankEverywhere.statusCode).toBe(400);
    expect(blankEverywhere.json().fields).toEqual({ title: 'Title, hashtag and content must not be empty' });
    const emptyHtml = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'T', body: '<p><script>x()</script></p>', image: pngDataUrl() },
    });
    expect(emptyHtml.statusCode).toBe(400);
    expect(emptyHtml.json().fields).toEqual({ body: 'Title, hashtag and content must not be empty' });
    const tooLong = await t.call({
      method: 'PATCH',
      url: '/api/news/1',
      payload: { translations: { ru: { title: 'я'.repeat(301) } } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ 'translations.ru.title': 'At most 300 characters' });
    const badLang = await t.call({ method: 'GET', url: '/api/news?lang=de', token: null });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().fields).toEqual({ lang: 'lang must be en, ru or uz' });
  });

  it('translates staff, participants and services the same way', async () => {
    const staff = await t.call({
      method: 'POST',
      url: '/api/staff',
      payload: {
        full_name: 'Aziz Karimov',
        position: 'Chief engineer',
        profile_image: pngDataUrl(),
        translations: {
          ru: { full_name: 'Азиз Каримов', position: 'Главный инженер' },
          uz: { position: 'Bosh muhandis' },
        },
      },
    });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(await read(`/api/staff/${staff.json().id}?lang=uz`)).toMatchObject({
      full_name: 'Азиз Каримов',
      position: 'Bosh muhandis',
      languages: { full_name: 'ru', position: 'uz' },
    });
    const resident = await t.call({
      method: 'POST',
      url: '/api/residents',
      payload: {
        name: 'Copper Works',
        desc: 'Rolls copper wire.',
        image: pngDataUrl(),
        status: 1,
        translations: { uz: { content: 'Mis sim ishlab chiqaradi.' } },
      },
    });
    expect(resident.statusCode, resident.body).toBe(201);
    expect(await read(`/api/residents/${resident.json().id}`, { 'accept-language': 'uz' })).toMatchObject({
      name: 'Copper Works',
      descp: 'Mis sim ishlab chiqaradi.',
      content: 'Mis sim ishlab chiqaradi.',
    });
    const service = await t.call({
      method: 'POST',
      url: '/api/service/create_service',
      payload: { name: 'Warehousing', content: 'Covered storage.', translations: { ru: { name: 'Складирование' } } },
    });
    expect(service.statusCode, service.body).toBe(201);
    const services = (await read('/api/service/get_all_services?q=%D1%81%D0%BA%D0%BB%D0%B0%D0%B4&lang=ru')) as {
      name: string;
      content: string;
    }[];
    expect(services).toEqual([expect.objectContaining({ name: 'Складирование', content: 'Covered storage.' })]);
  });

  it('shows lang and translations in the OpenAPI document', async () => {
    const document = await read('/api/openapi.json');
    const text = JSON.stringify(document);
    expect(text).toContain('translations');
    expect(JSON.stringify(document.paths['/api/news'].get.parameters)).toContain('"lang"');
  });
});
