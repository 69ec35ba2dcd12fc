import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resident } from '../../src/api/residents';
import type { Service } from '../../src/api/services';
import { LANGUAGES } from '../../src/i18n/namespaces';
import { pngDataUrl } from '../support/files';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { backends, startTestApp, type TestApp } from './harness';
import { absolute, expectMoved, headAddresses, headOfRecordPage } from './pageAddresses';

/**
 * Participants' and services' pages as a visitor or a crawler meets them through HTTP: at their
 * slug in each language, their numbers, uuids and former slugs one 301 away, the head and the
 * sitemap naming only the current addresses, the lists linking there, an inactive service without a page.
 */
let distDir: string;
beforeAll(async () => {
  distDir = await buildSite();
}, 480_000);

describe.each(backends)('participants’ and services’ pages at their slugs (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { distDir, siteUrl: TEST_SITE_URL });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  const KINDS = [
    {
      list: '/participants',
      create: async (payload: object) =>
        (
          await t.call({
            method: 'POST',
            url: '/api/residents',
            payload: { desc: 'Copper wire and cable.', status: 2, image: pngDataUrl(), ...payload },
          })
        ).json() as Resident,
      rename: (record: Resident, payload: object) =>
        t.call({ method: 'PATCH', url: `/api/residents/${record.id}`, payload: { status: 2, ...payload } }),
    },
    {
      list: '/services',
      create: async (payload: object) =>
        (
          await t.call({
            method: 'POST',
            url: '/api/service/create_service',
            payload: { content: 'Cranes up to 50 t.', status: 'active', picture: pngDataUrl(), ...payload },
          })
        ).json() as Service,
      rename: (record: Service, payload: object) =>
        t.call({ method: 'PATCH', url: `/api/service/service_update/${record.uuid}`, payload }),
    },
  ] as const;

  describe.each(KINDS)('$list', (kind) => {
    it('shows the record in three languages at its slugs, names only them, and lists it', async () => {
      const record = await kind.create({
        name: `Kiln works ${kind.list.slice(1)}`,
        translations: { ru: { name: 'Печной завод' }, uz: { name: 'Pech zavodi' } },
      });
      const slugs = { en: record.slug, ru: record.translations.ru.slug, uz: record.translations.uz.slug };
      const addresses = {
        en: `${kind.list}/${slugs.en}`,
        ru: `/ru${kind.list}/${slugs.ru}`,
        uz: `/uz${kind.list}/${slugs.uz}`,
      };
      const names = { en: record.name, ru: 'Печной завод', uz: 'Pech zavodi' };
      for (const language of LANGUAGES) {
        const response = await get(addresses[language]);
        expect(response.statusCode, addresses[language]).toBe(200);
        const page = new HtmlPage(response.body);
        expect(page.h1).toBe(names[language]);
        expect(headAddresses(page)).toEqual(headOfRecordPage(addresses, language));
        expect(response.body).toContain('"BreadcrumbList"');
        const links = new HtmlPage((await get(localized(language, kind.list))).body)
          .all((e) => e.name === 'a')
          .map((e) => e.attribs.href);
        expect(links, kind.list).toContain(addresses[language]);
      }
      const sitemap = (await get('/sitemap.xml')).body;
      for (const address of Object.values(addresses)) expect(sitemap).toContain(`<loc>${absolute(address)}</loc>`);
    });

    it('renamed twice: the number, the uuid and both former slugs lead to the current address in one step', async () => {
      const record = await kind.create({ name: `First name ${kind.list.slice(1)}` });
      const first = record.slug;
      expect((await kind.rename(record as never, { slug: `${first}-second` })).statusCode).toBe(200);
      expect((await kind.rename(record as never, { slug: `${first}-third` })).statusCode).toBe(200);
      const current = `${kind.list}/${first}-third`;
      for (const former of [first, `${first}-second`, String(record.id), record.uuid]) {
        await expectMoved(t, `${kind.list}/${former}`, current);
      }
      await expectMoved(t, `/ru${kind.list}/${record.id}`, `/ru${current}`);
      expect((await get(current)).statusCode).toBe(200);
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain(`<loc>${absolute(current)}</loc>`);
      expect(sitemap).not.toContain(`${kind.list}/${first}-second<`);
      expect((await get(`${kind.list}/no-such-record`)).statusCode).toBe(404);
    });
  });

  it('an inactive service has no page, in any language, and is not in the sitemap', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/service/create_service',
      payload: { name: 'Retired scales', content: 'No more.', status: 'inactive', picture: pngDataUrl() },
    });
    const service = created.json() as Service;
    for (const address of [
      `/services/${service.slug}`,
      `/ru/services/${service.slug}`,
      `/uz/services/${service.slug}`,
      `/services/${service.id}`,
    ]) {
      expect((await get(address)).statusCode, address).toBe(404);
    }
    expect((await get('/sitemap.xml')).body).not.toContain(`/services/${service.slug}<`);
  });

  it('the site search’s hit leads to the participant’s page', async () => {
    const record = await KINDS[0].create({ name: 'Zirconium smelter' });
    const found = await get('/api/search?q=zirconium&lang=en');
    expect(found.body).toContain(`"url":"/participants/${record.slug}"`);
  });
});

const localized = (language: string, path: string) => (language === 'en' ? path : `/${language}${path}`);
