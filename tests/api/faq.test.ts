import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../../src/api/faq';
import { backends, startTestApp, type TestApp } from './harness';

/** What About Us's questions do of their own; what every content resource does is in contentResources.test.ts. */
describe.each(backends)('About Us questions (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const list = async (lang = 'en') =>
    (await t.call({ method: 'GET', url: `/api/faq?lang=${lang}`, token: null })).json() as Faq[];
  const create = (payload: object) => t.call({ method: 'POST', url: '/api/faq', payload });

  it('starts with the sixteen tasks the page always showed, in order, in three languages', async () => {
    const english = await list();
    expect(english).toHaveLength(16);
    expect(english.map((item) => item.position)).toEqual([...Array(16).keys()].map((index) => index + 1));
    expect(english[0]).toMatchObject({
      question: 'Deep processing of copper',
      answer: expect.stringMatching(/^<p>Move beyond exporting concentrate/),
    });
    expect((await list('ru'))[0].question).toBe('Глубокая переработка меди');
    expect((await list('uz'))[15].question).toBe('Barcha savollar uchun yagona darcha');
  });

  it('keeps the formatting of an answer and drops what could run', async () => {
    const response = await create({
      question: 'Is there a rail siding?',
      answer: '<p>Yes: <strong>two</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().answer).toBe('<p>Yes: <strong>two</strong>.</p><img src="x" />');
  });

  it('refuses an English answer with nothing to show, naming it; a Russian one becomes no translation', async () => {
    const empty = await create({ question: 'Empty?', answer: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ answer: 'Question and answer must not be empty' });
    const russian = await create({
      question: 'Only English?',
      answer: '<p>Yes.</p>',
      translations: { ru: { answer: '<script>alert(1)</script>' } },
    });
    expect(russian.statusCode).toBe(201);
    expect(russian.json().translations.ru.answer).toBe('');
  });
});
