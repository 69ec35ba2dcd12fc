import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './inAppNavigation';
import { chooseLanguage } from './languageMenu';

/**
 * The head of a page the browser shows after a move within the site (a click on a link, the back
 * button: no new document) says what the server would say of that page: its title and addresses,
 * and its JSON-LD graph (src/site/structuredData.ts), never the first page's.
 */

type Language = 'en' | 'ru' | 'uz';

const textsOf = <Texts>(language: Language, namespace: string) =>
  JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as Texts;
const navbarTexts = (language: Language) => textsOf<{ main: string; news: string }>(language, 'navbar');
const homeTexts = (language: Language) =>
  textsOf<{ meta: { title: string }; latestNews: { title: string } }>(language, 'home');

const homePath = (language: Language) => (language === 'en' ? '/' : `/${language}`);

/**
 * What the document's head says, its addresses as paths (the server names them at its public
 * address), with a summary of each JSON-LD script in the document.
 */
const headOf = (page: Page) =>
  page.evaluate(() => {
    interface Node {
      '@type': string;
      '@id': string;
      [property: string]: unknown;
    }
    const path = (url: string | null) => (url ? new URL(url).pathname : url);
    const all = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
    const sharedPage = (url: string | null) =>
      path(url)
        ?.replace(/^\/share/, '')
        .replace(/\/[^/]*$/, '') || '/';
    const graphs = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
      const nodes = (JSON.parse(script.textContent ?? '{}') as { '@graph': Node[] })['@graph'];
      const ofType = (type: string) => nodes.find((node) => node['@type'] === type);
      const crumbs = ofType('BreadcrumbList')?.itemListElement as { item: string }[] | undefined;
      const article = ofType('NewsArticle');
      return {
        types: nodes.map((node) => node['@type']).sort(),
        site: { url: path(ofType('WebSite')?.url as string), inLanguage: ofType('WebSite')?.inLanguage },
        park: path(ofType('Organization')?.url as string),
        lastCrumb: crumbs && path(crumbs.at(-1)!.item),
        article: article && {
          headline: article.headline,
          page: path((article.mainEntityOfPage as { '@id': string })['@id']),
        },
      };
    });
    return {
      lang: document.documentElement.lang,
      title: document.title,
      canonical: all('link[rel="canonical"]', 'href').map(path),
      ogUrl: all('meta[property="og:url"]', 'content').map(path),
      ogTitle: all('meta[property="og:title"]', 'content'),
      sharePicturePages: [
        ...all('meta[property="og:image"]', 'content'),
        ...all('meta[name="twitter:image"]', 'content'),
      ].map(sharedPage),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          path(link.getAttribute('href')),
        ]),
      ),
      feeds: all('link[rel="alternate"][type="application/rss+xml"]', 'href').map(path),
      robots: all('meta[name="robots"]', 'content'),
      graphs,
    };
  });

/**
 * Waits until the head describes the page on show, as the server describes it: `nodes` are the
 * types of the page's own nodes beside the park and the site.
 */
async function expectHeadOfPageOnShow(page: Page, language: Language, nodes: string[]) {
  const path = new URL(page.url()).pathname;
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const title = path === homePath(language) ? homeTexts(language).meta.title : heading;
  // The page in each language: its path in that language (a news item's slug differs).
  const pathIn = (other: Language) =>
    other === language ? path : expect.stringMatching(other === 'en' ? /^\/(?!(ru|uz)(\/|$))/ : `^/${other}(/|$)`);
  await expect
    .poll(() => headOf(page), { message: `the head of ${path}` })
    .toEqual({
      lang: language,
      title: expect.stringContaining(title),
      canonical: [path],
      ogUrl: [path],
      ogTitle: [expect.stringContaining(title)],
      sharePicturePages: [path, path],
      alternates: { en: pathIn('en'), ru: pathIn('ru'), uz: pathIn('uz'), 'x-default': pathIn('en') },
      feeds: [language === 'en' ? '/rss.xml' : `/${language}/rss.xml`],
      robots: [],
      graphs: [
        {
          types: ['Organization', 'WebSite', ...nodes].sort(),
          site: { url: homePath(language), inLanguage: language },
          park: homePath(language),
          lastCrumb: nodes.includes('BreadcrumbList') ? path : undefined,
          article: nodes.includes('NewsArticle') ? { headline: heading, page: path } : undefined,
        },
      ],
    });
}

/** Marks the document, to make sure every move of the test is made in it (no page load). */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const stillTheSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

for (const language of ['en', 'ru'] as const) {
  const navbar = navbarTexts(language);
  const { breadcrumbs } = textsOf<{ breadcrumbs: string }>(language, 'common');
  const latestNews = homeTexts(language).latestNews.title;

  test(`after each move within the site the head describes the page on show, its JSON-LD too (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(homePath(language));
    await waitForApp(page);
    await markDocument(page);
    await expectHeadOfPageOnShow(page, language, []);
    const menu = page.getByRole('navigation', { name: navbar.main });

    // Home, the newsroom, a news item, back and back again.
    await menu.getByRole('link', { name: navbar.news }).click();
    await expect(page.getByRole('heading', { level: 1, name: navbar.news })).toBeVisible();
    await expectHeadOfPageOnShow(page, language, ['BreadcrumbList']);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(navbar.news);
    await expectHeadOfPageOnShow(page, language, ['BreadcrumbList', 'NewsArticle']);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: navbar.news })).toBeVisible();
    await expectHeadOfPageOnShow(page, language, ['BreadcrumbList']);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${homePath(language)}$`));
    await expectHeadOfPageOnShow(page, language, []);

    // Home's latest news lead straight to an item, and back home.
    await page.getByRole('region', { name: latestNews }).getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('navigation', { name: breadcrumbs })).toBeVisible();
    await expectHeadOfPageOnShow(page, language, ['BreadcrumbList', 'NewsArticle']);
    await page.goBack();
    await expectHeadOfPageOnShow(page, language, []);
    expect(await stillTheSameDocument(page)).toBe(true);
  });

  test(`a news item the server sent leaves its article out of the head of the next page (${language})`, async ({
    page,
  }) => {
    await page.goto(homePath(language));
    // The newest item, whichever it is.
    const item = await page
      .getByRole('region', { name: latestNews })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href');
    await page.goto(item!);
    await waitForApp(page);
    await markDocument(page);
    await expectHeadOfPageOnShow(page, language, ['BreadcrumbList', 'NewsArticle']);
    await page.getByRole('navigation', { name: breadcrumbs }).getByRole('link', { name: navbar.news }).click();
    await expect(page.getByRole('heading', { level: 1, name: navbar.news })).toBeVisible();
    await expectHeadOfPageOnShow(page, language, ['BreadcrumbList']);
    // Another language, by the navbar's menu: the park and the site in that language.
    const other: Language = language === 'en' ? 'ru' : 'en';
    await chooseLanguage(page, other === 'en' ? 'English' : 'Русский');
    await expect(page.getByRole('heading', { level: 1, name: navbarTexts(other).news })).toBeVisible();
    await expectHeadOfPageOnShow(page, other, ['BreadcrumbList']);
    expect(await stillTheSameDocument(page)).toBe(true);
  });
}
