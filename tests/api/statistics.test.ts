import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statistic } from '../../src/api/statistics';
import { backends, startTestApp, type TestApp } from './harness';

/** What Home's figures do of their own; what every content resource does is in contentResources.test.ts. */
describe.each(backends)("Home's figures (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (await t.call({ method: 'GET', url: `/api/statistics${query}`, token: null })).json() as Statistic[];
  const create = (payload: object) => t.call({ method: 'POST', url: '/api/statistics', payload });

  it('starts with the eight figures the site always showed, in their order, in three languages', async () => {
    const english = await list();
    expect(english.map((figure) => [figure.position, figure.title, figure.value])).toEqual([
      [1, 'Projects', 23],
      [2, 'Total value', 319_690_000],
      [3, 'Tashkent region', 299_160_000],
      [4, 'Fergana region', 12_000_000],
      [5, 'Khorezm region', 8_800_000],
      [6, 'Annual capacity', 7934],
      [7, 'Exports', 259_100_000],
      [8, 'Home market', 4591],
    ]);
    expect((await list('?lang=ru'))[1]).toMatchObject({
      title: 'Общая стоимость',
      description: 'Общая стоимость всех проектов, в долларах США',
    });
    expect((await list('?lang=uz')).map((figure) => figure.title)).toEqual([
      'Loyihalar',
      'Umumiy qiymat',
      'Toshkent viloyati',
      'Fargʻona viloyati',
      'Xorazm viloyati',
      'Yillik quvvat',
      'Eksport',
      'Ichki bozor',
    ]);
    expect(english.map((figure) => figure.icon)).toEqual([
      'users',
      'growth',
      'sales',
      'income',
      'regions',
      'messages',
      'rating',
      'tasks',
    ]);
  });

  it('places a figure by its position, and one without a position first', async () => {
    const third = await create({
      title: 'Hectares',
      description: 'Area of the park',
      value: 120,
      icon: 'regions',
      position: 3,
    });
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json()).toMatchObject({ value: 120, position: 3 });
    const first = await create({ title: 'Jobs', description: 'People employed', value: '1500', icon: 'users' });
    expect(first.json()).toMatchObject({ value: 1500, position: 0 });
    const titles = (await list()).map((figure) => figure.title);
    expect(titles.slice(0, 5)).toEqual(['Jobs', 'Projects', 'Total value', 'Tashkent region', 'Hectares']);
  });

  it('refuses a figure that is not a whole number from 0, an unknown icon and an empty title, naming each', async () => {
    const response = await create({ title: ' ', description: 'x', value: -1, icon: 'rocket' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title: 'Title and description must not be empty',
      value: 'Enter the figure as a whole number from 0',
      icon: 'icon must be one of users, growth, sales, income, regions, messages, rating, tasks',
    });
    for (const value of ['many', null, [], {}, 'Infinity', 12.5]) {
      const refused = await create({ title: 'T', description: 'D', value, icon: 'users' });
      expect(refused.statusCode, String(value)).toBe(400);
      expect(refused.json().fields).toHaveProperty('value');
    }
  });
});
