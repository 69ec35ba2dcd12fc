import { textContent } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Area } from '../../src/api/areas';
import type { HeroSlide } from '../../src/api/heroSlides';
import type { Partner } from '../../src/api/partners';
import type { Product } from '../../src/api/products';
import { HTML, dataUrl, pdfDataUrl, pngDataUrl } from '../support/files';
import { buildSite, HtmlPage } from './builtSite';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * What Home's hero slides, products and partners and the park's areas do of their own; what every
 * content resource does is in contentResources.test.ts.
 */
describe.each(backends)("Home's parts and the park's areas (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const list = async <T>(path: string, query = '') =>
    (await t.call({ method: 'GET', url: `/api/${path}${query}`, token: null })).json() as T[];
  const create = (path: string, payload: object, token?: string | null) =>
    t.call({ method: 'POST', url: `/api/${path}`, payload, token });
  const update = (path: string, id: number, payload: object) =>
    t.call({ method: 'PATCH', url: `/api/${path}/${id}`, payload });
  const remove = (path: string, id: number) => t.call({ method: 'DELETE', url: `/api/${path}/${id}` });

  const partner = (changes: object = {}) => ({
    name: 'Copper guild',
    link: 'https://example.uz/guild',
    picture: pngDataUrl(),
    ...changes,
  });
  const area = (changes: object = {}) => ({
    name: 'Angren',
    text: 'Cable works near the mines.',
    hectares: 12,
    picture: pngDataUrl(),
    ...changes,
  });

  it("starts with what the site showed before, its pictures the site's own, in three languages", async () => {
    const slides = await list<HeroSlide>('hero-slides');
    expect(slides.map((slide) => slide.picture)).toEqual([
      '/site/hero/hero-1.webp',
      '/site/hero/hero-2.webp',
      '/site/hero/hero-3.webp',
    ]);
    expect(slides[0]).toMatchObject({ title: 'Olmaliq Copper Technopark', link: '', picture_alt: '', position: 1 });
    expect((await list<HeroSlide>('hero-slides', '?lang=ru'))[0].title).toBe('Медный технопарк Олмалык');

    const products = await list<Product>('products', '?lang=uz');
    expect(products.map((product) => product.name)).toEqual([
      'Transformatorlar',
      'Taqsimlash qurilmalari',
      'Kabellar',
      'Stabilizatorlar',
      'Maishiy texnika',
      'Yuqori kuchlanishli uskunalar',
    ]);
    expect(products[2].description).toBe(
      'Joyida choʻzilgan, izolyatsiyalangan va sinovdan oʻtkazilgan mis kuch va nazorat kabellari.',
    );
    expect(products[5].picture).toBe('/site/products/high-voltage.webp');

    const partners = await list<Partner>('partners', '?lang=ru');
    expect(partners.map((one) => one.link)).toEqual([
      'https://lex.uz',
      'https://gov.uz/uz/geologiya',
      'https://soliq.uz',
      'https://mift.uz',
      'https://agmk.uz',
      'https://www.lme.com/en/metals/non-ferrous/lme-copper',
    ]);
    expect(partners[2]).toMatchObject({ name: 'Государственный налоговый комитет', picture: '/site/partners/tax.svg' });

    const areas = await list<Area>('areas');
    expect(areas.map((one) => [one.name, one.hectares])).toEqual([
      ['Ohangaron district', 338],
      ['Parkent', 10],
      ['Khorezm', 4],
      ['Fergana', 10],
    ]);
    expect((await list<Area>('areas', '?lang=uz'))[2]).toMatchObject({
      name: 'Xorazm',
      picture_alt: 'Amudaryo yaqinidagi tekislikda Xorazm maydoni',
      picture: '/site/region/khorezm.webp',
    });
  });

  it('takes hectares as a number from 0, fractions too, and refuses anything else, naming the field', async () => {
    for (const hectares of ['many', -1, null, [], {}, '', 'Infinity', 2_000_000]) {
      const refused = await create('areas', area({ hectares }));
      expect(refused.statusCode, JSON.stringify(hectares)).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['hectares']);
    }
    const made = await create('areas', area({ hectares: '12.5' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().hectares).toBe(12.5);
    const changed = await update('areas', made.json().id, { hectares: 0 });
    expect(changed.json().hectares).toBe(0);
    expect((await update('areas', made.json().id, { hectares: 'lots' })).json().fields).toHaveProperty('hectares');
    await remove('areas', made.json().id);
  });

  it("takes a partner's link only as a full https address", async () => {
    for (const link of ['http://example.uz', 'javascript:alert(1)', 'example.uz', '/partners', '', 'https://', 42]) {
      const refused = await create('partners', partner({ link }));
      expect(refused.statusCode, String(link)).toBe(400);
      expect(refused.json().fields).toEqual({ link: 'Enter a full https:// address' });
    }
    const made = await create('partners', partner());
    expect(made.statusCode, made.body).toBe(201);
    const refused = await update('partners', made.json().id, { link: 'http://example.uz' });
    expect(refused.statusCode).toBe(400);
    expect((await list<Partner>('partners')).find((one) => one.id === made.json().id)?.link).toBe(
      'https://example.uz/guild',
    );
    await remove('partners', made.json().id);
  });

  it("takes a hero slide's link as https, a path of this site or none, and nothing else", async () => {
    const slide = { title: 'Open plots', text: 'Land ready to build on.', picture: pngDataUrl() };
    for (const link of ['', '/infrastructure', 'https://example.uz/plots']) {
      const made = await create('hero-slides', { ...slide, link });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().link).toBe(link);
      await remove('hero-slides', made.json().id);
    }
    for (const link of ['http://example.uz', '//evil.example', 'javascript:alert(1)', 'news']) {
      const refused = await create('hero-slides', { ...slide, link });
      expect(refused.statusCode, link).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['link']);
    }
  });

  it('refuses a title or name missing in every language, and a picture that is not one, naming the field', async () => {
    const untitled = await create('hero-slides', {
      title: ' ',
      text: 'Words',
      picture: pngDataUrl(),
      translations: { ru: { title: '' } },
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields).toHaveProperty('title');
    const unnamed = await create('products', { description: 'Busbars', picture: pngDataUrl() });
    expect(unnamed.json().fields).toHaveProperty('name');
    // English blanked over the plain name, with no other language: no name at all.
    const blankEnglish = await create('partners', partner({ translations: { en: { name: '  ' } } }));
    expect(blankEnglish.statusCode).toBe(400);
    expect(blankEnglish.json().fields).toEqual({ name: 'Name must not be empty' });

    const notDataUrl = await create('products', { name: 'Busbar', description: 'Busbars', picture: 'busbar.png' });
    expect(notDataUrl.statusCode).toBe(400);
    expect(notDataUrl.json().fields).toHaveProperty('picture');
    for (const picture of [dataUrl(HTML, 'image/png'), pdfDataUrl()]) {
      const refused = await create('areas', area({ picture }));
      expect(refused.statusCode).toBe(415);
      expect(refused.json().fields).toHaveProperty('picture');
    }
    const tooLong = await create('partners', partner({ picture_alt: 'x'.repeat(301) }));
    expect(tooLong.json().fields).toHaveProperty('picture_alt');
  });

  it('lists in the order staff give, smallest position first, and follows a change of position', async () => {
    const made = await create('products', {
      name: 'Busbar',
      description: 'Busbars',
      picture: pngDataUrl(),
      position: 0,
    });
    const id = made.json().id as number;
    expect((await list<Product>('products')).map((one) => one.name)[0]).toBe('Busbar');
    await update('products', id, { position: 99 });
    expect((await list<Product>('products')).at(-1)?.name).toBe('Busbar');
    await update('products', id, { position: 3 });
    expect((await list<Product>('products')).map((one) => one.name).slice(1, 5)).toEqual([
      'Switchgear',
      'Cables',
      'Busbar',
      'Stabilizer',
    ]);
    await remove('products', id);
  });

  it('keeps an alt text per language, optional in each', async () => {
    const made = await create('partners', partner({ translations: { ru: { picture_alt: 'Медное кольцо' } } }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().translations).toMatchObject({
      en: { picture_alt: '' },
      ru: { picture_alt: 'Медное кольцо' },
      uz: { picture_alt: '' },
    });
    await remove('partners', made.json().id);
  });
});

describe.each(backends)('the rendered pages show a change at once, in each language (%s)', (backend) => {
  let distDir: string;
  let t: TestApp;
  beforeAll(async () => {
    distDir = await buildSite();
    t = await startTestApp(backend, { distDir });
  }, 240_000);
  afterAll(() => t.close());

  const page = async (url: string) => new HtmlPage((await t.app.inject({ method: 'GET', url })).body);

  it("Home's hero, products and partners and the Region page's areas come from the API", async () => {
    const slide = (await t.call({ method: 'GET', url: '/api/hero-slides' })).json()[0] as HeroSlide;
    await t.call({
      method: 'PATCH',
      url: `/api/hero-slides/${slide.id}`,
      payload: { translations: { ru: { title: 'Парк, готовый к стройке' } }, link: '/infrastructure' },
    });
    const partner = await t.call({
      method: 'POST',
      url: '/api/partners',
      payload: {
        name: 'Copper guild',
        link: 'https://example.uz/guild',
        picture: pngDataUrl(),
        picture_alt: 'A copper ring',
        position: 0,
        translations: { ru: { name: 'Медная гильдия' }, uz: { name: 'Mis gildiyasi' } },
      },
    });
    expect(partner.statusCode, partner.body).toBe(201);
    const product = (await t.call({ method: 'GET', url: '/api/products' })).json()[1] as Product;
    await t.call({
      method: 'PATCH',
      url: `/api/products/${product.id}?lang=uz`,
      payload: { description: 'Yangi tavsif: taqsimlash shkaflari.' },
    });
    const parkent = (await t.call({ method: 'GET', url: '/api/areas' })).json()[1] as Area;
    await t.call({ method: 'PATCH', url: `/api/areas/${parkent.id}`, payload: { hectares: 1250.5 } });

    const english = await page('/');
    expect(english.h1).toBe('Olmaliq Copper Technopark');
    const partnerLinks = english.all((e) => e.name === 'a' && e.attribs.target === '_blank');
    expect(partnerLinks).toHaveLength(7);
    expect(partnerLinks[0].attribs).toMatchObject({
      href: 'https://example.uz/guild',
      'aria-label': 'Copper guild (opens in a new tab)',
    });
    const logo = english.one((e) => e.name === 'img' && e.attribs.alt === 'A copper ring');
    expect(logo?.attribs.src).toBe(partner.json().picture);
    // An uploaded logo is offered in its smaller widths, as an uploaded portrait is.
    expect(
      english.all((e) => e.name === 'source' && (e.attribs.srcset ?? '').includes(partner.json().picture.slice(0, -4))),
    ).toHaveLength(2);

    const russian = await page('/ru');
    expect(russian.h1).toBe('Парк, готовый к стройке');
    expect(russian.one((e) => e.name === 'a' && e.attribs.href === '/ru/infrastructure')).toBeDefined();
    expect(
      russian.one((e) => e.attribs['aria-label'] === 'Медная гильдия (откроется в новой вкладке)')?.attribs.href,
    ).toBe('https://example.uz/guild');

    // A text the page's language lacks is shown in the one it has, marked with that language.
    expect(russian.one((e) => e.name === 'img' && e.attribs.alt === 'A copper ring')?.attribs.lang).toBe('en');

    const uzbek = await page('/uz');
    expect(uzbek.mainText).toContain('Yangi tavsif: taqsimlash shkaflari.');
    expect(uzbek.one((e) => e.attribs['aria-label'] === 'Mis gildiyasi (yangi oynada ochiladi)')).toBeDefined();

    const hectaresOf = async (url: string, name: string) => {
      const card = (await page(url)).one((e) => e.name === 'li' && textContent(e).startsWith(name));
      return card ? textContent(card) : '';
    };
    expect(await hectaresOf('/region', 'Parkent')).toContain('1,250.5 ha');
    expect(await hectaresOf('/ru/region', 'Паркент')).toContain('1\u00a0250,5 га');
    expect(await hectaresOf('/uz/region', 'Parkent')).toContain('1\u00a0250,5 ga');
    expect(await hectaresOf('/region', 'Ohangaron district')).toContain('338 ha');
  });

  it('shows an area written in Uzbek alone on the English Region page, marked as Uzbek', async () => {
    const uzbek = { name: 'Bekobod', text: 'Metallurgiya zavodi yonidagi maydon.', picture_alt: 'Bekobod maydoni' };
    const made = await t.call({
      method: 'POST',
      url: '/api/areas',
      payload: { hectares: 40, picture: pngDataUrl(), translations: { uz: uzbek } },
    });
    expect(made.statusCode, made.body).toBe(201);
    try {
      const english = await page('/region');
      const heading = english.one((e) => e.name === 'h3' && textContent(e).trim() === uzbek.name);
      expect(heading?.attribs.lang).toBe('uz');
      expect(english.one((e) => e.name === 'p' && textContent(e).trim() === uzbek.text)?.attribs.lang).toBe('uz');
      expect(english.one((e) => e.name === 'img' && e.attribs.alt === uzbek.picture_alt)?.attribs.lang).toBe('uz');
      const own = await page('/uz/region');
      expect(own.one((e) => e.name === 'h3' && textContent(e).trim() === uzbek.name)?.attribs.lang).toBeUndefined();
    } finally {
      await t.call({ method: 'DELETE', url: `/api/areas/${made.json().id}` });
    }
  });
});
