import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * GET /api/search on each database: the matching rules (Russian and English word forms, ё, the
 * Uzbek apostrophes and alphabets, the fallback language), who finds what (drafts, the trash,
 * staff's applications and accounts, erasure), a change seen at once by a second instance, and
 * bad input.
 */

interface Hit {
  type: string;
  id: number;
  title: string;
  snippet: string;
  url: string | null;
  published_at: string | null;
  language: string;
  fallback: boolean;
  edit_url?: string;
  status?: string;
}

const EDITOR = { full_name: 'Search Editor', email: 'search-editor@test.local', password: 'Editor-pass1' };

describe.each(backends)('search (%s)', (backend) => {
  let t: TestApp;
  let editorToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    editorToken = await t.signedInAccount(EDITOR);
  });
  afterAll(() => t.close());

  type Texts = { title: string; body: string };
  const newsItem = async (en: Texts, more: Record<string, unknown> = {}) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { ...en, image: pngDataUrl(), ...more },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; uuid: string; translations: Record<'ru', { slug: string }> };
  };
  const search = async (query: Record<string, string>, token: string | null = null) => {
    const response = await t.call({ method: 'GET', url: `/api/search?${new URLSearchParams(query)}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return { hits: response.json() as Hit[], total: Number(response.headers['x-total-count']) };
  };
  const found = async (q: string, lang = 'en', token: string | null = null) => (await search({ q, lang }, token)).hits;
  const ids = async (q: string, lang = 'en', token: string | null = null) =>
    (await found(q, lang, token)).map((hit) => hit.id);

  it('finds Russian word forms, ё as е, in any case', async () => {
    const plant = await newsItem(
      { title: 'A plant opens', body: '<p>Cable.</p>' },
      {
        translations: {
          ru: { title: 'Новый кабельный завод', body: '<p>Запустили вторую линию. Ёмкость склада растёт.</p>' },
        },
      },
    );
    expect(await ids('заводы', 'ru')).toContain(plant.id);
    expect(await ids('ЗАВОДА', 'ru')).toContain(plant.id);
    expect(await ids('линии', 'ru')).toContain(plant.id);
    expect(await ids('емкость', 'ru')).toContain(plant.id);
    const [hit] = await found('заводы', 'ru');
    expect(hit).toMatchObject({ type: 'news', title: 'Новый кабельный завод', language: 'ru', fallback: false });
    // Its page's address in Russian: its Russian slug (tests/api/slugPages.test.ts).
    expect(hit!.url).toBe(`/ru/news/${plant.translations.ru.slug}`);
    expect(hit!.snippet).toContain('<mark>завод</mark>');
  });

  it('finds the content the database had before any write: the first sections of the park pages', async () => {
    const [hit] = (await search({ q: 'подстанции', lang: 'ru', type: 'page-sections' })).hits;
    expect(hit).toMatchObject({ type: 'page-sections', url: '/ru/infrastructure', fallback: false });
    expect(hit!.snippet).toContain('<mark>подстанции</mark>');
    expect((await search({ q: 'подстанция', lang: 'uz', type: 'page-sections' })).total).toBeGreaterThan(0);
  });

  it('follows a revision brought back', async () => {
    const item = await newsItem({ title: 'Osmiridium order', body: '<p>Signed.</p>' });
    const saved = await t.call({ method: 'PATCH', url: `/api/news/${item.id}`, payload: { title: 'Cobalt order' } });
    expect(saved.statusCode).toBe(200);
    expect(await ids('osmiridium')).toEqual([]);
    const revisions = (await t.call({ method: 'GET', url: `/api/news/${item.id}/revisions` })).json() as {
      id: number;
    }[];
    const first = revisions.at(-1)!;
    const restored = await t.call({ method: 'POST', url: `/api/news/${item.id}/revisions/${first.id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await ids('osmiridium')).toEqual([item.id]);
    expect(await ids('cobalt')).toEqual([]);
  });

  it('finds English word forms, and the last word as the start of one', async () => {
    const smelter = await newsItem({ title: 'The copper smelter', body: '<p>Two new production lines started.</p>' });
    expect(await ids('smelters')).toContain(smelter.id);
    expect(await ids('line starting')).toContain(smelter.id);
    expect(await ids('copper smel')).toContain(smelter.id);
    expect(await ids('copper bronze')).not.toContain(smelter.id);
  });

  it('takes every Uzbek apostrophe as one, and Cyrillic Uzbek as Latin and the other way round', async () => {
    const centre = await newsItem(
      { title: 'Training centre', body: '<p>Opened.</p>' },
      { translations: { uz: { title: 'Oʻquv markazi Olmaliqda', body: '<p>Maʼlumot uchun qoʻngʻiroq qiling.</p>' } } },
    );
    const cyrillic = await newsItem(
      { title: 'Chemical plant', body: '<p>Opened.</p>' },
      { translations: { uz: { title: 'Кимё заводи', body: '<p>Янги ўқув биноси қурилди.</p>' } } },
    );
    for (const typed of ["o'quv", 'oʻquv', 'o‘quv', 'o’quv', 'oʼquv']) {
      expect(await ids(typed, 'uz'), typed).toContain(centre.id);
    }
    expect(await ids("ma'lumot", 'uz')).toContain(centre.id);
    expect(await ids('ўқув', 'uz')).toEqual(expect.arrayContaining([centre.id, cyrillic.id]));
    expect(await ids('Олмалиқ', 'uz')).toContain(centre.id);
    expect(await ids('kimyo zavodi', 'uz')).toContain(cyrillic.id);
    const hit = (await found('Олмалиқда', 'uz')).find((one) => one.id === centre.id);
    expect(hit?.snippet).toContain('<mark>Olmaliqda</mark>');
  });

  it('searches the fallback text of a record without one in the language asked, and says so', async () => {
    const only = await newsItem({ title: 'Geothermal boiler delivered', body: '<p>Heat for the halls.</p>' });
    const hit = (await found('geothermal', 'ru')).find((one) => one.id === only.id);
    expect(hit).toMatchObject({ fallback: true, language: 'en', title: 'Geothermal boiler delivered' });
    const own = (await found('geothermal', 'en')).find((one) => one.id === only.id);
    expect(own).toMatchObject({ fallback: false, language: 'en' });
  });

  it('ranks a title above a body and the word as typed above its forms, and marks matches in an escaped snippet', async () => {
    const inBody = await newsItem({
      title: 'Spring report',
      body: '<p>The turbine hall &amp; <b>its</b> turbine.</p>',
    });
    const inTitle = await newsItem({ title: 'Turbine installed', body: '<p>On time.</p>' });
    const formOnly = await newsItem({ title: 'Turbines installed', body: '<p>On time.</p>' });
    const order = await ids('turbine');
    expect(order.indexOf(inTitle.id)).toBeLessThan(order.indexOf(formOnly.id));
    expect(order.indexOf(formOnly.id)).toBeLessThan(order.indexOf(inBody.id));
    const hit = (await found('turbine')).find((one) => one.id === inBody.id)!;
    expect(hit.snippet).toBe('The <mark>turbine</mark> hall &amp; its <mark>turbine</mark>.');
  });

  it('shows visitors only what is published and due; staff find drafts and scheduled records, nobody the trash', async () => {
    const draft = await newsItem({ title: 'Zirconium draft', body: '<p>Soon.</p>' }, { status: 'draft' });
    const later = await newsItem(
      { title: 'Zirconium scheduled', body: '<p>Soon.</p>' },
      { publish_at: new Date(Date.now() + 86_400_000).toISOString() },
    );
    const trashed = await newsItem({ title: 'Zirconium trashed', body: '<p>Gone.</p>' });
    const shown = await newsItem({ title: 'Zirconium published', body: '<p>Here.</p>' });
    expect((await t.call({ method: 'DELETE', url: `/api/news/${trashed.id}` })).statusCode).toBe(200);
    expect(await ids('zirconium')).toEqual([shown.id]);
    const staff = (await search({ q: 'zirconium', scope: 'staff' }, editorToken)).hits;
    expect(staff.map((hit) => hit.id).sort()).toEqual([draft.id, later.id, shown.id].sort());
    expect(staff[0]!.edit_url).toMatch(/^\/admin\/news\/\d+$/);
    // Restored from the trash, it is found again; published, the draft is found by visitors.
    expect((await t.call({ method: 'POST', url: `/api/news/${trashed.id}/restore` })).statusCode).toBe(200);
    const published = await t.call({ method: 'PATCH', url: `/api/news/${draft.id}`, payload: { status: 'published' } });
    expect(published.statusCode, published.body).toBe(200);
    expect((await ids('zirconium')).sort()).toEqual([draft.id, trashed.id, shown.id].sort());
    // A visitor asking for the staff's scope is refused.
    const refused = await t.call({ method: 'GET', url: '/api/search?q=zirconium&scope=staff', token: null });
    expect(refused.statusCode).toBe(401);
  });

  it('keeps inactive services from visitors, and links each kind to its public page', async () => {
    const hire = await t.call({
      method: 'POST',
      url: '/api/service/create_service',
      payload: { name: 'Forklift hire', content: 'Forklifts with drivers.', picture: pngDataUrl(), status: 'inactive' },
    });
    expect(hire.statusCode, hire.body).toBe(201);
    expect(await ids('forklift')).toEqual([]);
    const question = await t.call({
      method: 'POST',
      url: '/api/faq',
      payload: { question: 'Can residents rent a forklift?', answer: '<p>Yes, by the hour.</p>' },
    });
    expect(question.statusCode, question.body).toBe(201);
    const [hit] = await found('forklift', 'uz');
    expect(hit).toMatchObject({ type: 'faq', url: '/uz/about-us', fallback: true });
    const staff = await search({ q: 'forklift', scope: 'staff', type: 'services' }, editorToken);
    expect(staff.hits.map((one) => one.type)).toEqual(['services']);
  });

  it('lists a page under one title once for visitors (slides sharing a text), every record for staff', async () => {
    const slide = async (title: string, text: string) => {
      const made = await t.call({
        method: 'POST',
        url: '/api/hero-slides',
        payload: { title, text, picture: pngDataUrl() },
      });
      expect(made.statusCode, made.body).toBe(201);
      return (made.json() as { id: number }).id;
    };
    const first = await slide('Tantalum park', 'Tantalum is processed here.');
    const second = await slide('Tantalum park', 'Tantalum is processed here.');
    const other = await slide('Tantalum works', 'A smelter of tantalum.');
    const visitor = await search({ q: 'tantalum', lang: 'en' });
    expect(visitor.hits.map((hit) => [hit.title, hit.url]).sort()).toEqual([
      ['Tantalum park', '/'],
      ['Tantalum works', '/'],
    ]);
    expect([first, second]).toContain(visitor.hits.find((hit) => hit.title === 'Tantalum park')!.id);
    expect(visitor.total).toBe(2);
    // Russian visitors meet the English fallback the same way: one hit a title.
    expect((await search({ q: 'tantalum', lang: 'ru' })).total).toBe(2);
    const staff = await search({ q: 'tantalum', scope: 'staff', type: 'hero-slides' }, editorToken);
    expect(staff.hits.map((hit) => hit.id).sort()).toEqual([first, second, other].sort());
    expect(staff.total).toBe(3);
    // Retitled, the second slide is a hit of its own.
    const retitled = await t.call({
      method: 'PATCH',
      url: `/api/hero-slides/${second}`,
      payload: { title: 'Tantalum hall' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await search({ q: 'tantalum', lang: 'en' })).total).toBe(3);
  });

  it('sees a change made on another instance at once', async () => {
    const other = await t.anotherInstance();
    try {
      const created = await other.inject({
        method: 'POST',
        url: '/api/news',
        headers: { authorization: `Bearer ${editorToken}` },
        payload: { title: 'Vanadium line', body: '<p>First melt.</p>', image: pngDataUrl() },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json() as { id: number };
      expect(await ids('vanadium')).toEqual([id]);
      expect(
        (await t.call({ method: 'PATCH', url: `/api/news/${id}`, payload: { title: 'Niobium line' } })).statusCode,
      ).toBe(200);
      const there = await other.inject({ method: 'GET', url: '/api/search?q=niobium' });
      expect((there.json() as Hit[]).map((hit) => hit.id)).toEqual([id]);
      expect(await ids('vanadium')).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('finds applications for staff by name, e-mail and phone, accounts for admins only, and never an erased applicant', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: {
        name: 'Rustam Qodirov',
        email: 'rustam@cable.example',
        phone_number: '+998 90 123 45 67',
        message: 'We need a plot for a wire drawing line.',
        consent: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const staffSearch = async (q: string, token?: string) =>
      (await search({ q, scope: 'staff' }, token ?? editorToken)).hits.filter((hit) => hit.type === 'contacts');
    expect(await staffSearch('rustam@cable.example')).toHaveLength(1);
    expect(await staffSearch('998901234567')).toHaveLength(1);
    expect(await staffSearch(sent.json().reference)).toHaveLength(1);
    expect(await staffSearch('wire drawings')).toHaveLength(1);
    // An applicant who wrote in Uzbek Cyrillic is found by the Latin spelling, and the other way round.
    const inCyrillic = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: { name: 'Ғайрат Шукуров', email: 'gayrat@example.uz', message: 'Ўқув маркази ҳақида', consent: true },
    });
    expect(inCyrillic.statusCode, inCyrillic.body).toBe(201);
    const inUzbek = async (q: string) =>
      (await search({ q, scope: 'staff', lang: 'uz' }, editorToken)).hits
        .filter((hit) => hit.type === 'contacts')
        .map((hit) => hit.title);
    expect(await inUzbek('gʻayrat shukurov')).toEqual(['Ғайрат Шукуров']);
    expect(await inUzbek("o'quv")).toEqual(['Ғайрат Шукуров']);
    expect(await inUzbek('Қодиров')).toEqual(['Rustam Qodirov']);
    const erasedToo = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: 'gayrat@example.uz' },
    });
    expect(erasedToo.statusCode, erasedToo.body).toBe(200);
    const [byName] = await staffSearch('qodirov');
    expect(byName).toMatchObject({ title: 'Rustam Qodirov', url: null });
    expect(await ids('rustam')).toEqual([]);
    const admin = await t.login();
    const accounts = async (token: string) =>
      (await search({ q: EDITOR.email, scope: 'staff', type: 'users' }, token)).hits;
    expect((await accounts(admin)).map((hit) => hit.title)).toEqual([EDITOR.full_name]);
    expect(await accounts(editorToken)).toEqual([]);
    const erased = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: 'rustam@cable.example' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await staffSearch('rustam', admin)).toEqual([]);
  });

  it('lets an API token that reads applications find them with scope=staff, never drafts nor accounts; refuses other tokens', async () => {
    const makeToken = async (scope: string) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/api-tokens',
        payload: { name: `Search ${scope}`, scope },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { token: string }).token;
    };
    const sent = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: {
        name: 'Malika Hafnium',
        email: 'malika@hafnium.example',
        phone_number: '+998 71 200 00 00',
        message: 'A plot.',
        consent: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const draft = await newsItem({ title: 'Hafnium draft', body: '<p>Soon.</p>' }, { status: 'draft' });
    const crm = await makeToken('applications:read');
    const byToken = (await search({ q: 'hafnium', scope: 'staff' }, crm)).hits;
    expect(byToken.map((hit) => hit.type)).toEqual(['contacts']);
    expect((await search({ q: 'search editor', scope: 'staff', type: 'users' }, crm)).hits).toEqual([]);
    // A member of staff finds the draft too, marked as one.
    const byEditor = (await search({ q: 'hafnium', scope: 'staff', type: 'news' }, editorToken)).hits;
    expect(byEditor).toEqual([expect.objectContaining({ id: draft.id, status: 'draft' })]);
    expect((await search({ q: 'hafnium', type: 'news' })).hits).toEqual([]);
    const reader = await makeToken('content:read');
    const refused = await t.call({ method: 'GET', url: '/api/search?q=hafnium&scope=staff', token: reader });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/may only read content.*read applications/);
    const asVisitor = await t.call({ method: 'GET', url: '/api/search?q=hafnium', token: reader });
    expect(asVisitor.statusCode).toBe(200);
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
    const scopeParam = doc.paths['/api/search'].get.parameters.find((one: { name: string }) => one.name === 'scope');
    expect(scopeParam.description).toContain('applications:read');
  });

  it('answers an empty list to an empty or one-letter query, and takes long queries, quotes and operators as words', async () => {
    await newsItem({ title: 'Quartz sand quarry', body: '<p>Glass.</p>' });
    expect(await search({ q: '' })).toEqual({ hits: [], total: 0 });
    expect(await search({ q: 'q' })).toEqual({ hits: [], total: 0 });
    expect((await search({})).hits).toEqual([]);
    expect((await found('"quartz" OR -sand* AND %_\\ \'; drop table news;--')).length).toBeGreaterThanOrEqual(0);
    expect(await ids('"quartz" sand*')).toHaveLength(1);
    expect((await search({ q: `quartz ${'x'.repeat(400)}` })).hits).toEqual([]);
    expect(await ids(`quartz ${' '.repeat(300)}`)).toHaveLength(1);
    const bad = await t.call({ method: 'GET', url: '/api/search?q=quartz&type=nonsense', token: null });
    expect(bad.statusCode).toBe(400);
  });

  it('pages the ranked list with X-Total-Count and narrows it by type', async () => {
    for (const n of [1, 2, 3]) await newsItem({ title: `Tungsten batch ${n}`, body: '<p>Shipped.</p>' });
    const first = await search({ q: 'tungsten', per_page: '2' });
    const second = await search({ q: 'tungsten', per_page: '2', page: '2' });
    expect(first.total).toBe(3);
    expect(first.hits).toHaveLength(2);
    expect(second.hits).toHaveLength(1);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.id)).size).toBe(3);
    expect((await search({ q: 'tungsten', type: 'faq,residents' })).total).toBe(0);
    expect((await search({ q: 'tungsten', type: 'news' })).total).toBe(3);
  });

  it('pages staff hits of content and applications together, each once, with their sum as the total', async () => {
    for (const n of [1, 2]) await newsItem({ title: `Vexmorite order ${n}`, body: '<p>Signed.</p>' });
    const sent = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: {
        name: 'Vexmorite Buyer',
        email: 'buyer@vexmorite.example',
        phone_number: '+998 90 000 00 01',
        message: 'Price?',
        consent: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) =>
        search({ q: 'vexmorite', scope: 'staff', per_page: '1', page: String(page) }, editorToken),
      ),
    );
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3, 3]);
    expect(pages.map((page) => page.hits.length)).toEqual([1, 1, 1, 0]);
    const hits = pages.flatMap((page) => page.hits.map((hit) => `${hit.type} ${hit.title}`));
    expect(hits.sort()).toEqual(['contacts Vexmorite Buyer', 'news Vexmorite order 1', 'news Vexmorite order 2']);
  });

  it('narrows a back-office list by the index: word forms, the last word begun, exact total and pages, never the trash', async () => {
    const made = [];
    for (const n of [1, 2, 3]) made.push(await newsItem({ title: `Zirconium plants ${n}`, body: '<p>Opened.</p>' }));
    const inBody = await newsItem({ title: 'Quarterly note', body: '<p>A new zirconium plant opened.</p>' });
    const plans = await newsItem({ title: 'Zirconium plans', body: '<p>Nothing here.</p>' });
    const trashed = await newsItem({ title: 'Zirconium plant closed', body: '<p>Gone.</p>' });
    expect((await t.call({ method: 'DELETE', url: `/api/news/${trashed.id}`, token: editorToken })).statusCode).toBe(
      200,
    );
    const list = async (query: string) => {
      const response = await t.call({ method: 'GET', url: `/api/news?${query}`, token: editorToken });
      expect(response.statusCode, response.body).toBe(200);
      return {
        ids: (response.json() as { id: number }[]).map((item) => item.id),
        total: response.headers['x-total-count'],
      };
    };
    const everyOne = [inBody.id, ...made.map((item) => item.id).reverse()];
    // `plant` finds `plants` (a form), not `plans`; `zirconium pla` begins all three.
    expect(await list(`q=${encodeURIComponent('Zirconium plant')}`)).toEqual({ ids: everyOne, total: '4' });
    expect(await list(`q=${encodeURIComponent('zirconium pla')}&per_page=3&page=2`)).toEqual({
      ids: [made[1]!.id, made[0]!.id],
      total: '5',
    });
    expect(await list(`q=${encodeURIComponent('zirconium plant')}&per_page=2&page=2&sort=id&order=asc`)).toEqual({
      ids: [made[2]!.id, inBody.id],
      total: '4',
    });
    expect((await list(`q=${encodeURIComponent('zirconium closed')}`)).ids).toEqual([]);
    expect((await list(`q=${encodeURIComponent('zirconium pla')}`)).ids[0]).toBe(plans.id);
  });

  it('builds at start the entries of a resource that has none, in batches, leaving the others as they are', async () => {
    const { id } = await newsItem({ title: 'Quokkaline refinery', body: '<p>First batch.</p>' });
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      // More news than one batch of the build reads, the last of them with a word of its own.
      const {
        id: _id,
        uuid: _uuid,
        ...row
      } = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      for (let n = 0; n < 3; n++) {
        await db
          .insertInto('news')
          .values(
            Array.from({ length: 200 }, (_, at) => ({
              ...row,
              uuid: crypto.randomUUID(),
              title: n === 2 && at === 199 ? 'Wombatite refinery' : `Copy ${n}-${at}`,
              slug: `quokkaline-copy-${n}-${at}`,
            })),
          )
          .execute();
      }
      const entries = (resource: string) =>
        db
          .selectFrom('search_words')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('resource', '=', resource)
          .executeTakeFirstOrThrow()
          .then(({ count }) => Number(count));
      const services = await entries('services');
      await db.deleteFrom('search_words').where('resource', '=', 'news').execute();
      expect(await ids('wombatite')).toEqual([]);

      const restarted = await t.anotherInstance();
      await restarted.close();
      expect(await found('wombatite')).toHaveLength(1);
      expect(await ids('quokkaline')).toEqual([id]);
      expect(await entries('services')).toBe(services);
    } finally {
      await db.destroy();
    }
  });
});
