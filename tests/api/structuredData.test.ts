import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textContent } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../src/api/languagePaths';
import type { SiteSettings } from '../../src/api/settings';
import { LANGUAGES, type Language } from '../../src/i18n/namespaces';
import { pngDataUrl } from '../support/files';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * The JSON-LD search engines read in each page's head: one graph per page, the park's Organization
 * and the WebSite (with its search) everywhere, a NewsArticle on a news item, a FAQPage on About Us,
 * breadcrumbs on inner pages, all in the page's language and from the data the page shows; never
 * anything of a draft.
 */

type Node = Record<string, unknown> & { '@type': string; '@id': string };
type Texts = Record<string, unknown>;

const text = (language: Language, namespace: string, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Texts)[part],
      JSON.parse(readFileSync(join('locales', language, `${namespace}.json`), 'utf8')),
    ) as string;

const absolute = (language: Language, path: string) => TEST_SITE_URL + localizedPath(language, path);

/** The page's one JSON-LD script, as its raw text and its graph's nodes. */
function graphOf(html: string): { raw: string; nodes: Node[] } {
  const scripts = new HtmlPage(html).inHead((e) => e.name === 'script' && e.attribs.type === 'application/ld+json');
  expect(scripts).toHaveLength(1);
  const raw = textContent(scripts[0]);
  const parsed = JSON.parse(raw) as { '@context': string; '@graph': Node[] };
  expect(parsed['@context']).toBe('https://schema.org');
  const ids = parsed['@graph'].map((node) => node['@id']);
  expect(new Set(ids).size).toBe(ids.length);
  return { raw, nodes: parsed['@graph'] };
}

const nodeOf = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);

describe.each(backends)('structured data on %s', (backend) => {
  let t: TestApp;
  const SOCIAL = [
    { label: 'Telegram', url: 'https://t.me/olmaliq_technopark' },
    { label: 'Instagram', url: 'https://instagram.com/olmaliq_technopark' },
  ];

  beforeAll(async () => {
    const distDir = await buildSite();
    t = await startTestApp(backend, { distDir, seedDemo: true, siteUrl: TEST_SITE_URL });
    const saved = await t.call({ method: 'PATCH', url: '/api/settings', payload: { social_links: SOCIAL } });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 600_000);
  afterAll(() => t?.close());

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const settings = async () =>
    (await t.call({ method: 'GET', url: '/api/settings', token: null })).json<
      SiteSettings & { translations: Record<Language, { address: string }> }
    >();

  /** The Organization and WebSite every page has, checked against the park's details. */
  async function expectParkAndSite(nodes: Node[], language: Language) {
    const details = await settings();
    const organization = nodeOf(nodes, 'Organization')!;
    expect(organization).toMatchObject({
      '@id': `${absolute(language, '/')}#organization`,
      name: text(language, 'translation', 'brand'),
      url: absolute(language, '/'),
      logo: { '@type': 'ImageObject', url: `${TEST_SITE_URL}/site/logo.svg` },
      address: { '@type': 'PostalAddress', streetAddress: details.translations[language].address },
      telephone: details.phones[0],
      email: details.email,
      sameAs: SOCIAL.map((link) => link.url),
    });
    expect((organization.contactPoint as { telephone: string }[]).map((point) => point.telephone)).toEqual(
      details.phones,
    );
    expect(nodeOf(nodes, 'WebSite')).toMatchObject({
      url: absolute(language, '/'),
      inLanguage: language,
      publisher: { '@id': organization['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absolute(language, '/search')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    return organization;
  }

  it.each(LANGUAGES)('home in %s: the park and the site, no breadcrumbs', async (language) => {
    const { nodes } = graphOf(await page(localizedPath(language, '/')));
    await expectParkAndSite(nodes, language);
    expect(nodeOf(nodes, 'BreadcrumbList')).toBeUndefined();
  });

  it.each(LANGUAGES)('a news item in %s: its article, breadcrumbs and publisher', async (language) => {
    const created = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: {
        title: 'The second smelter starts',
        body: '<p>Production starts in <b>spring</b>.</p>',
        image: pngDataUrl(),
        translations: {
          ru: { title: 'Второй плавильный цех запущен', body: '<p>Производство начнётся весной.</p>' },
          uz: { title: 'Ikkinchi eritish sexi ishga tushdi', body: '<p>Ishlab chiqarish bahorda boshlanadi.</p>' },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const item = (await t.call({ method: 'GET', url: `/api/news/${id}?lang=${language}`, token: null })).json<{
      title: string;
      body: string;
      created_at: string;
      updated_at: string;
      file: { image_url: string };
      slug: string;
    }>();
    // Its page is at its slug in the language (tests/api/slugPages.test.ts).
    const pageUrl = absolute(language, `/news/${item.slug}`);
    const html = await page(localizedPath(language, `/news/${item.slug}`));
    const { nodes } = graphOf(html);
    const organization = await expectParkAndSite(nodes, language);

    expect(nodeOf(nodes, 'NewsArticle')).toEqual({
      '@type': 'NewsArticle',
      '@id': `${pageUrl}#article`,
      headline: item.title,
      // The page's own description, made from the same text.
      description: new HtmlPage(html).meta('description'),
      image: [TEST_SITE_URL + item.file.image_url],
      datePublished: item.created_at,
      dateModified: item.updated_at,
      inLanguage: language,
      author: { '@id': organization['@id'] },
      publisher: { '@id': organization['@id'] },
      mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
      isPartOf: { '@id': `${absolute(language, '/')}#website` },
    });
    expect(nodeOf(nodes, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: text(language, 'common', 'home'), item: absolute(language, '/') },
      {
        '@type': 'ListItem',
        position: 2,
        name: text(language, 'news', 'newsroom.title'),
        item: absolute(language, '/news'),
      },
      { '@type': 'ListItem', position: 3, name: item.title, item: pageUrl },
    ]);
  });

  it.each(LANGUAGES)('About Us in %s: the questions and answers it shows', async (language) => {
    const shown = (await t.call({ method: 'GET', url: `/api/faq?lang=${language}`, token: null })).json<
      { question: string; answer: string }[]
    >();
    expect(shown.length).toBeGreaterThan(0);
    const pageUrl = absolute(language, '/about-us');
    const { nodes } = graphOf(await page(localizedPath(language, '/about-us')));
    await expectParkAndSite(nodes, language);
    const faq = nodeOf(nodes, 'FAQPage')!;
    expect(faq).toMatchObject({ '@id': `${pageUrl}#faq`, url: pageUrl, inLanguage: language });
    const questions = faq.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(shown.map((question) => question.question));
    for (const [index, question] of questions.entries()) {
      expect(question['@type']).toBe('Question');
      // Only the tags Google reads in an answer, and the same words.
      expect(question.acceptedAnswer.text).not.toMatch(/<(?!\/?(?:h[1-6]|br|ol|ul|li|a|p|div|b|strong|i|em)\b)/);
      const words = (html: string) => html.replace(/<[^>]+>/g, '').trim();
      expect(words(question.acceptedAnswer.text)).toBe(words(shown[index].answer));
    }
    expect(nodeOf(nodes, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: text(language, 'common', 'home'), item: absolute(language, '/') },
      { '@type': 'ListItem', position: 2, name: text(language, 'about', 'title'), item: pageUrl },
    ]);
  });

  it('gives nothing of a draft, not even through its preview address', async () => {
    const title = 'A draft about the third furnace';
    const draft = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title, body: '<p>Not yet.</p>', image: pngDataUrl(), status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json<{ id: number }>();
    const closed = await t.app.inject({ method: 'GET', url: `/news/${id}` });
    expect(closed.statusCode).toBe(404);
    expect(graphOf(closed.body).raw).not.toContain(title);

    const asked = await t.call({ method: 'POST', url: `/api/news/${id}/preview` });
    expect(asked.statusCode, asked.body).toBe(200);
    const preview = new URL(asked.json<{ url: string }>().url);
    const shown = await page(preview.pathname + preview.search);
    // The page shows the draft to its reader; its graph describes only the park and the site.
    expect(new HtmlPage(shown).h1).toBe(title);
    const { raw, nodes } = graphOf(shown);
    expect(raw).not.toContain(title);
    expect(nodes.map((node) => node['@type']).sort()).toEqual(['Organization', 'WebSite']);
  });

  it('keeps a title with markup inside the script element', async () => {
    const title = 'Open day </script><script>alert(1)</script> & <b>more</b>';
    const created = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title, body: '<p>Come.</p>', image: pngDataUrl() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json<{ slug: string }>();
    const { raw, nodes } = graphOf(await page(`/news/${slug}`));
    expect(raw).not.toMatch(/[<>]/);
    expect(nodeOf(nodes, 'NewsArticle')?.headline).toBe(title);
  });
});
