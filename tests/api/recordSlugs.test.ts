import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_TAKEN } from '../../src/api/contentFields';
import type { Resident } from '../../src/api/residents';
import type { Service } from '../../src/api/services';
import { pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * Participants and services have slugs as news items do (tests/api/slugs.test.ts): one
 * implementation, from each declaration's slug field. Their paths are the older clients'.
 */
const KINDS = [
  {
    name: 'residents',
    create: '/api/residents',
    one: (key: string) => `/api/residents/${key}`,
    update: (record: { id: number }) => `/api/residents/${record.id}`,
    body: { desc: 'Copper wire.', status: 2, image: pngDataUrl() },
    // An update of a participant names its status, as the back office's always has.
    updateBody: { status: 2 },
  },
  {
    name: 'services',
    create: '/api/service/create_service',
    one: (key: string) => `/api/service/service_detail/${key}`,
    update: (record: { uuid: string }) => `/api/service/service_update/${record.uuid}`,
    body: { content: 'By the day.', status: 'active', picture: pngDataUrl() },
    updateBody: {},
  },
] as const;

describe.each(backends)('participants’ and services’ slugs in the API (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  describe.each(KINDS)('$name', (kind) => {
    const create = async (payload: object): Promise<Resident | Service> => {
      const response = await t.call({ method: 'POST', url: kind.create, payload: { ...kind.body, ...payload } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const update = (record: Resident | Service, payload: object) =>
      t.call({ method: 'PATCH', url: kind.update(record), payload: { ...kind.updateBody, ...payload } });
    const read = (key: string, lang = 'en') =>
      t.call({ method: 'GET', url: `${kind.one(key)}?lang=${lang}`, token: null });

    it('makes a slug per language from the name: Cyrillic transliterated, Uzbek apostrophes dropped', async () => {
      const record = await create({
        name: `${kind.name} Copper Works`,
        translations: { ru: { name: 'Медный завод' }, uz: { name: 'Oʻzbek gʻalla zavodi' } },
      });
      expect(record.slug).toBe(`${kind.name}-copper-works`);
      expect(record.translations.ru.slug).toBe('medniy-zavod');
      expect(record.translations.uz.slug).toBe('ozbek-galla-zavodi');
      const second = await create({ name: `${kind.name} copper works!` });
      expect(second.slug).toBe(`${kind.name}-copper-works-2`);
    });

    it('refuses a slug another record has or had; renamed twice, every address finds the record', async () => {
      const taken = await create({ name: `${kind.name} taken` });
      const record = await create({ name: `${kind.name} first` });
      const refused = await update(record, { slug: taken.slug });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ slug: SLUG_TAKEN });
      expect((await update(record, { slug: `${kind.name}-second` })).statusCode).toBe(200);
      const third = await update(record, { slug: `${kind.name}-third` });
      expect(third.statusCode, third.body).toBe(200);
      for (const key of [
        `${kind.name}-first`,
        `${kind.name}-second`,
        `${kind.name}-third`,
        String(record.id),
        record.uuid,
      ]) {
        const response = await read(key);
        expect(response.statusCode, key).toBe(200);
        expect(response.json()).toMatchObject({ id: record.id, slug: `${kind.name}-third` });
      }
      // The former slugs stay the record's: another may not take them.
      const other = await update(taken, { slug: `${kind.name}-first` });
      expect(other.statusCode).toBe(400);
      expect((await read(`${kind.name}-nothing`)).statusCode).toBe(404);
    });
  });

  it('gives the demo’s participants and services a slug in every language', async () => {
    const demo = await startTestApp(backend, { seedDemo: true });
    try {
      for (const path of ['/api/residents/', '/api/service/get_all_services']) {
        const records = (await demo.call({ method: 'GET', url: path, token: null })).json() as Resident[];
        expect(records.length, path).toBeGreaterThan(0);
        for (const record of records)
          for (const language of ['en', 'ru', 'uz'] as const)
            expect(record.translations[language].slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    } finally {
      await demo.close();
    }
  });
});
