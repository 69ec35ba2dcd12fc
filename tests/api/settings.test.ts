import { type Element, isTag } from 'domhandler';
import { textContent } from 'domutils';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_FORMATS, PICTURE_WIDTHS, pictureSources, variantAddress } from '../../src/api/pictures';
import { POSTER_REQUIRED } from '../../src/api/settings';
import { fileTooLarge, PICTURE_MAX_MB } from '../../src/api/uploadLimits';
import { localizedPath } from '../../src/api/languagePaths';
import { LANGUAGES, type Language } from '../../src/i18n/namespaces';
import { connect } from '../../src/server/db/connect';
import { LocalFileStorage } from '../../src/server/files/localFileStorage';
import { removeOrphanUploads } from '../../src/server/files/orphanUploads';
import { bigPng, dataUrl, HTML } from '../support/files';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { fileName } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

/** What the migration wrote: the details the site was built with before staff could change them. */
const FIRST = {
  phones: ['+998 71 200 45 45', '+998 70 015 45 45'],
  email: 'info@technopark.example',
  address: {
    en: '12 Sanoat Street, Olmaliq, Tashkent region, Uzbekistan',
    ru: 'Узбекистан, Ташкентская область, Алмалык, ул. Саноат, 12',
    uz: 'Oʻzbekiston, Toshkent viloyati, Olmaliq, Sanoat koʻchasi, 12',
  },
  workingHours: {
    en: 'Monday to Friday, 9:00–18:00; closed on Saturday and Sunday',
    ru: 'Понедельник — пятница, с 9:00 до 18:00; суббота и воскресенье — выходные',
    uz: 'Dushanba — juma, 9:00 dan 18:00 gacha; shanba va yakshanba — dam olish kunlari',
  },
};

/** The poster the site shipped with: its own file, never an upload. */
const FIRST_POSTER = '/site/infrastructure/video-poster.webp';

/** A real 16:9 poster, as staff would export one from the film. */
const posterPicture = (background = '#1f4d63') =>
  sharp({ create: { width: 1280, height: 720, channels: 3, background } })
    .png()
    .toBuffer();

/** The stored file of an uploaded picture with every other width and format, by their names in the store. */
const storedNamesOf = (url: string) => [
  fileName(url),
  ...PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map(({ ext }) => fileName(variantAddress(url, width, ext)))),
];

const EDITOR = { full_name: 'Dilnoza Editor', email: 'editor@test.local', password: 'Editor-pass1', role: 'editor' };

describe.each(backends)('the park’s details, /api/settings (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const read = (lang?: Language) =>
    t.call({ method: 'GET', url: `/api/settings${lang ? `?lang=${lang}` : ''}`, token: null });
  const change = (payload: unknown, headers: Record<string, string> = {}, query = '') =>
    t.call({ method: 'PATCH', url: `/api/settings${query}`, payload: payload as object, headers });

  it.each(LANGUAGES)('answers anyone with the first details, in %s, with the version as the ETag', async (language) => {
    const response = await read(language);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"\d+"$/);
    expect(response.json()).toMatchObject({
      phones: FIRST.phones,
      email: FIRST.email,
      address: FIRST.address[language],
      working_hours: FIRST.workingHours[language],
      map_url: '',
      social_links: [],
      infrastructure_video_url: '/site/video/infrastructure.webm',
      infrastructure_video_poster: FIRST_POSTER,
      application_retention_days: 365,
      translations: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, { address: FIRST.address[lang], working_hours: FIRST.workingHours[lang] }]),
      ),
    });
  });

  it('refuses a change without a session (401) and changes nothing', async () => {
    const before = (await read()).json();
    const response = await t.call({ method: 'PATCH', url: '/api/settings', payload: { email: 'x@y.uz' }, token: null });
    expect(response.statusCode).toBe(401);
    expect((await read()).json()).toEqual(before);
  });

  it.each([
    ['a phone that is not a phone', { phones: ['+998 71 200 45 45', 'call the office'] }, 'phones.1'],
    ['a phone of two digits', { phones: ['12'] }, 'phones.0'],
    ['no phone at all', { phones: [] }, 'phones'],
    ['a bad e-mail', { email: 'office@' }, 'email'],
    ['a map link that is not https', { map_url: 'http://maps.example/park' }, 'map_url'],
    ['a javascript: map link', { map_url: 'javascript:alert(1)' }, 'map_url'],
    [
      'a javascript: social link',
      { social_links: [{ label: 'Telegram', url: 'javascript:alert(1)' }] },
      'social_links.0.url',
    ],
    [
      'a social link without a label',
      { social_links: [{ label: ' ', url: 'https://t.me/park' }] },
      'social_links.0.label',
    ],
    [
      'a film on another scheme',
      { infrastructure_video_url: 'data:video/webm;base64,AAAA' },
      'infrastructure_video_url',
    ],
    ['a film at //another.host', { infrastructure_video_url: '//evil.example/film.webm' }, 'infrastructure_video_url'],
    ['an empty address', { address: '  ' }, 'address'],
    ['an address emptied in English', { translations: { en: { address: '' } } }, 'translations.en.address'],
    [
      'an address missing in every language',
      { address: '', translations: { ru: { address: '' }, uz: { address: '' } } },
      'address',
    ],
    ['empty working hours', { working_hours: '' }, 'working_hours'],
  ])('refuses %s with a 400 naming the field, and keeps what was stored', async (_case, payload, field) => {
    const before = (await read()).json();
    const response = await change(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    expect((await read()).json()).toEqual(before);
  });

  it('takes a whole change from staff, each language in its place, and answers it', async () => {
    const response = await change(
      {
        phones: [' +998 90 111 22 33 ', '+998 (71) 200-45-46'],
        email: ' Office@Park.UZ ',
        address: 'Promzona 5, Olmaliq',
        working_hours: 'Every day, 8:00–20:00',
        map_url: 'https://www.openstreetmap.org/#map=15/40.85/69.6',
        social_links: [{ label: 'Telegram', url: 'https://t.me/olmaliq_park' }],
        infrastructure_video_url: 'https://media.example.uz/park.webm',
        translations: { ru: { address: 'Промзона, 5, Алмалык' }, uz: { working_hours: 'Har kuni, 8:00–20:00' } },
      },
      {},
      '?lang=en',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phones: ['+998 90 111 22 33', '+998 (71) 200-45-46'],
      email: 'office@park.uz',
      address: 'Promzona 5, Olmaliq',
      social_links: [{ label: 'Telegram', url: 'https://t.me/olmaliq_park' }],
    });
    const ru = (await read('ru')).json();
    expect(ru.address).toBe('Промзона, 5, Алмалык');
    expect(ru.working_hours).toBe(FIRST.workingHours.ru);
    const uz = (await read('uz')).json();
    expect(uz.address).toBe(FIRST.address.uz);
    expect(uz.working_hours).toBe('Har kuni, 8:00–20:00');
    expect(uz.map_url).toBe('https://www.openstreetmap.org/#map=15/40.85/69.6');
    expect(uz.infrastructure_video_url).toBe('https://media.example.uz/park.webm');
  });

  it('writes the plain texts in the language ?lang= names, and shows another where a language has none', async () => {
    expect((await change({ address: 'Олмалик, Саноат, 7' }, {}, '?lang=uz')).statusCode).toBe(200);
    expect((await read('uz')).json().address).toBe('Олмалик, Саноат, 7');
    // As with the content, an Uzbek reader gets Russian before English.
    const emptied = await change({ translations: { uz: { address: '' }, ru: { address: 'Алмалык, Промзона, 5' } } });
    expect(emptied.statusCode).toBe(200);
    const uz = (await read('uz')).json();
    expect(uz.address).toBe('Алмалык, Промзона, 5');
    expect(uz.translations.uz.address).toBe('');
    expect((await change({ translations: { ru: { address: '' } } })).statusCode).toBe(200);
    expect((await read('uz')).json().address).toBe((await read('en')).json().address);
  });

  it('takes a new poster with its widths, keeps it through a change without one, and removes it once replaced', async () => {
    const uploaded = await change({ infrastructure_video_poster: dataUrl(await posterPicture(), 'image/png') });
    expect(uploaded.statusCode).toBe(200);
    const first: string = uploaded.json().infrastructure_video_poster;
    expect(first).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await read('ru')).json().infrastructure_video_poster).toBe(first);
    // The site's own first poster is not an upload: replacing it removes nothing.
    expect(t.uploadedFiles()).toEqual(expect.arrayContaining(storedNamesOf(first)));
    const original = await t.app.inject({ method: 'GET', url: first });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    for (const source of pictureSources(first)) {
      for (const candidate of source.srcSet.split(', ')) {
        const [url, width] = candidate.split(' ');
        const variant = await t.app.inject({ method: 'GET', url });
        expect(variant.statusCode, url).toBe(200);
        expect(variant.headers['content-type'], url).toBe(source.type);
        expect((await sharp(variant.rawPayload).metadata()).width, url).toBe(Number.parseInt(width, 10));
      }
    }

    const other = await change({ email: 'poster@park.uz' });
    expect(other.statusCode).toBe(200);
    expect(other.json().infrastructure_video_poster).toBe(first);

    const replaced = await change({
      infrastructure_video_poster: dataUrl(await posterPicture('#b87333'), 'image/png'),
    });
    expect(replaced.statusCode).toBe(200);
    const second: string = replaced.json().infrastructure_video_poster;
    expect(second).not.toBe(first);
    const files = t.uploadedFiles();
    expect(files).toEqual(expect.arrayContaining(storedNamesOf(second)));
    for (const name of storedNamesOf(first)) expect(files).not.toContain(name);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('keeps the poster when the sweep of uploads no row names runs', async () => {
    const saved = await change({ infrastructure_video_poster: dataUrl(await posterPicture(), 'image/png') });
    const poster: string = saved.json().infrastructure_video_poster;
    const { kysely } = connect(t.databaseUrl, console);
    try {
      // Everything counts as old enough: only what a row names stays.
      await removeOrphanUploads(kysely, new LocalFileStorage(t.uploadDir), 0, Date.now() + 60_000);
    } finally {
      await kysely.destroy();
    }
    expect(t.uploadedFiles()).toEqual(expect.arrayContaining(storedNamesOf(poster)));
  });

  it.each([
    ['not a data URL', 'https://example.uz/poster.png', 400, POSTER_REQUIRED],
    [
      'a picture whose bytes are broken',
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAAAAAAAAAAA',
      400,
      'The picture could not be read',
    ],
    ['a web page sent as a picture', dataUrl(HTML, 'image/png'), 415, 'Invalid file type'],
    [
      'larger than pictures may be',
      dataUrl(bigPng(PICTURE_MAX_MB + 0.5), 'image/png'),
      413,
      fileTooLarge(PICTURE_MAX_MB),
    ],
  ])(
    'refuses a poster that is %s, naming the field, and keeps what was stored',
    async (_case, poster, status, message) => {
      const before = (await read()).json();
      const files = t.uploadedFiles().sort();
      const response = await change({ infrastructure_video_poster: poster });
      expect(response.statusCode).toBe(status);
      expect(response.json().fields).toEqual({ infrastructure_video_poster: message });
      expect((await read()).json()).toEqual(before);
      expect(t.uploadedFiles().sort()).toEqual(files);
    },
  );

  it('lets an editor change them too, as with the content', async () => {
    const token = await t.signedInAccount(EDITOR);
    const response = await t.call({ method: 'PATCH', url: '/api/settings', payload: { email: 'desk@park.uz' }, token });
    expect(response.statusCode).toBe(200);
    expect((await read()).json().email).toBe('desk@park.uz');
  });

  it('refuses (412) a change made from a copy a colleague has saved over since, and keeps theirs', async () => {
    const etag = (await read()).headers.etag as string;
    const first = await change({ phones: ['+998 71 300 00 01'] }, { 'If-Match': etag });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const second = await change({ phones: ['+998 71 300 00 02'] }, { 'If-Match': etag });
    expect(second.statusCode).toBe(412);
    expect((await read()).json().phones).toEqual(['+998 71 300 00 01']);
    const fresh = await change({ phones: ['+998 71 300 00 02'] }, { 'If-Match': first.headers.etag as string });
    expect(fresh.statusCode).toBe(200);
  });

  it('is in the API reference, with its answers', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
    const path = document.paths['/api/settings'];
    expect(path.get.security).toEqual([]);
    expect(Object.keys(path.patch.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '412']));
  });
});

describe('the pages show the park’s details and the public address at request time', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await buildSite();
  }, 480_000);

  const page = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return new HtmlPage(response.body);
  };
  const footerOf = (html: HtmlPage) => html.text((e) => e.name === 'footer').replace(/\s+/g, ' ');

  describe.each(backends)('a change in the back office (%s)', (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend, { distDir, siteUrl: TEST_SITE_URL });
    });
    afterAll(() => t.close());

    it('shows a saved phone and address on the next footer and contact page, in every language', async () => {
      const response = await t.call({
        method: 'PATCH',
        url: '/api/settings',
        payload: {
          phones: ['+998 95 777 10 20'],
          address: '7 Mis Street, Olmaliq',
          translations: { ru: { address: 'Алмалык, ул. Мис, 7' }, uz: { address: "Olmaliq, Mis ko'chasi, 7" } },
        },
      });
      expect(response.statusCode).toBe(200);
      const addresses = { en: '7 Mis Street, Olmaliq', ru: 'Алмалык, ул. Мис, 7', uz: "Olmaliq, Mis ko'chasi, 7" };
      for (const language of LANGUAGES) {
        const contact = await page(t.app, localizedPath(language, '/contact'));
        expect(contact.mainText).toContain(addresses[language]);
        expect(contact.mainText).toContain('+998 95 777 10 20');
        expect(contact.mainText).not.toContain('+998 71 200 45 45');
        expect(contact.one((e) => e.name === 'a' && e.attribs.href === 'tel:+998957771020')).toBeDefined();
        const home = await page(t.app, localizedPath(language, '/'));
        expect(footerOf(home)).toContain(addresses[language]);
        expect(footerOf(home)).toContain('+998 95 777 10 20');
      }
    });

    it('shows the saved poster, with its widths, on the Infrastructure page in every language', async () => {
      /** The film's thumbnail: a 1280 × 720 picture with no alt text of its own (its button is labelled). */
      const posterOf = (html: HtmlPage) =>
        html.all((e) => e.name === 'img' && e.attribs.width === '1280' && e.attribs.height === '720');
      const [first] = posterOf(await page(t.app, '/infrastructure'));
      expect(first?.attribs.src).toBe(FIRST_POSTER);

      const response = await t.call({
        method: 'PATCH',
        url: '/api/settings',
        payload: { infrastructure_video_poster: dataUrl(await posterPicture(), 'image/png') },
      });
      expect(response.statusCode).toBe(200);
      const poster: string = response.json().infrastructure_video_poster;
      for (const language of LANGUAGES) {
        const infrastructure = await page(t.app, localizedPath(language, '/infrastructure'));
        const thumbnails = posterOf(infrastructure);
        expect(thumbnails, language).toHaveLength(1);
        const [img] = thumbnails;
        expect(img.attribs.src, language).toBe(poster);
        expect(img.attribs.alt).toBe('');
        // Inside the labelled button that opens the film.
        let button = img.parent as Element | null;
        while (button && button.name !== 'button') button = button.parent as Element | null;
        expect(button?.attribs['aria-label'], language).toBeTruthy();
        const picture = img.parent as Element;
        expect(picture.name).toBe('picture');
        const sources = picture.children.filter(isTag).filter((e) => e.name === 'source');
        expect(sources.map((e) => e.attribs.srcset)).toEqual(pictureSources(poster).map((source) => source.srcSet));
        expect(sources.every((e) => Boolean(e.attribs.sizes))).toBe(true);
        expect(infrastructure.all((e) => e.name === 'source' && e.attribs.srcset.includes('video-poster'))).toEqual([]);
      }
    });

    /** The `<lastmod>` of each address in /sitemap.xml (every language's), by its path. */
    const lastmods = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      const sitemap = new HtmlPage(response.body, { xml: true });
      const child = (url: Element, name: string) => url.children.filter(isTag).find((e) => e.name === name);
      return new Map(
        sitemap
          .all((e) => e.name === 'url')
          .map((url) => {
            const lastmod = child(url, 'lastmod');
            return [new URL(textContent(child(url, 'loc')!)).pathname, lastmod && textContent(lastmod)] as const;
          }),
      );
    };
    const contactPages = LANGUAGES.map((language) => localizedPath(language, '/contact'));

    it('dates the contact page in the sitemap by the last save of the details, in every language', async () => {
      const before = await lastmods();
      const refused = await t.call({ method: 'PATCH', url: '/api/settings', payload: { email: 'office@' } });
      expect(refused.statusCode).toBe(400);
      expect(await lastmods()).toEqual(before);

      const saved = await t.call({ method: 'PATCH', url: '/api/settings', payload: { email: 'sitemap@park.uz' } });
      expect(saved.statusCode).toBe(200);
      const after = await lastmods();
      const changes = (await t.app.inject({ method: 'GET', url: '/api/content-changes' })).json();
      expect(changes.settings).toBeDefined();
      for (const path of contactPages) {
        expect(after.get(path), path).toBe(changes.settings);
        // A first save gives the page a date; a later one moves it on.
        if (before.get(path)) expect(after.get(path)! > before.get(path)!, path).toBe(true);
      }
      // The pages about something else keep theirs: the footer's copy of the details is not news.
      expect(after.get('/team')).toBe(before.get('/team'));
      expect(after.get('/uz/about-us')).toBe(before.get('/uz/about-us'));

      const again = await t.call({ method: 'PATCH', url: '/api/settings', payload: { email: 'desk@park.uz' } });
      expect(again.statusCode).toBe(200);
      const later = await lastmods();
      for (const path of contactPages) expect(later.get(path)! > after.get(path)!, path).toBe(true);
    });
  });

  it('says in the forms’ privacy notice how long the operator keeps applications, in every language', async () => {
    const t = await startTestApp('sqlite', { distDir, applicationRetentionDays: 21 });
    try {
      const read = await t.call({ method: 'GET', url: '/api/settings', token: null });
      expect(read.json().application_retention_days).toBe(21);
      const notices = {
        en: 'deleted within 21 days, or sooner',
        ru: 'удаляются в течение 21 дня или раньше',
        uz: '21 kun ichida yoki soʻrovingiz bilan',
      };
      for (const language of LANGUAGES) {
        for (const path of ['/contact', '/info-center']) {
          const html = await page(t.app, localizedPath(language, path));
          expect(html.mainText, `${language} ${path}`).toContain(notices[language]);
        }
      }
    } finally {
      await t.close();
    }
  });

  describe('the public address', () => {
    let t: TestApp;
    let other: TestApp;
    beforeAll(async () => {
      t = await startTestApp('sqlite', { distDir, siteUrl: TEST_SITE_URL, seedDemo: true });
      other = await startTestApp('sqlite', { distDir, siteUrl: 'https://other.example' });
    });
    afterAll(async () => {
      await t.close();
      await other.close();
    });

    it('names SITE_URL in canonical, alternates, og:url and og:image of a build made without it', async () => {
      for (const [app, origin] of [
        [t.app, TEST_SITE_URL],
        [other.app, 'https://other.example'],
      ] as const) {
        const html = await page(app, '/ru/contact');
        const link = (rel: string, hreflang?: string) =>
          html.inHead((e) => e.name === 'link' && e.attribs.rel === rel && e.attribs.hreflang === hreflang)[0]?.attribs
            .href;
        expect(link('canonical')).toBe(`${origin}/ru/contact`);
        expect(link('alternate', 'en')).toBe(`${origin}/contact`);
        expect(link('alternate', 'uz')).toBe(`${origin}/uz/contact`);
        expect(link('alternate', 'x-default')).toBe(`${origin}/contact`);
        expect(html.meta('og:url')).toBe(`${origin}/ru/contact`);
        expect(html.meta('og:image')).toMatch(new RegExp(`^${origin}/`));
      }
    });

    it('names SITE_URL in the sitemap and robots.txt', async () => {
      const sitemap = new HtmlPage((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body, { xml: true });
      const locs = sitemap.all((e) => e.name === 'loc').map((e) => textContent(e));
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.every((loc) => loc.startsWith(`${TEST_SITE_URL}/`))).toBe(true);
      const robots = (await other.app.inject({ method: 'GET', url: '/robots.txt' })).body;
      expect(robots).toContain('Sitemap: https://other.example/sitemap.xml');
    });

    it('without SITE_URL, names the address the server listens on', async () => {
      const local = await startTestApp('sqlite', { distDir });
      try {
        const address = await local.app.listen({ port: 0, host: '127.0.0.1' });
        const port = new URL(address).port;
        const html = new HtmlPage(await (await fetch(`${address}/uz/contact`)).text());
        const canonical = html.inHead((e) => e.name === 'link' && e.attribs.rel === 'canonical')[0]?.attribs.href;
        expect(canonical).toBe(`http://localhost:${port}/uz/contact`);
        expect(await (await fetch(`${address}/robots.txt`)).text()).toContain(
          `Sitemap: http://localhost:${port}/sitemap.xml`,
        );
      } finally {
        await local.close();
      }
    });
  });
});
