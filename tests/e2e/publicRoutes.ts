import { PUBLIC_PAGES } from '../../src/site/publicPages';

/**
 * The English slugs of the demo's first news item, participant and service (src/server/db/seed.ts):
 * the addresses of their pages.
 */
const FIRST_DEMO_SLUGS: Readonly<Record<string, string>> = {
  newsItem: 'copper-cathode-line-reaches-full-capacity',
  participant: 'ohangaron-cable-works',
  service: 'land-plot-allocation',
};

/**
 * Every public route (the English addresses), from the site's own route table, for tests that visit
 * them all; a page with a slug is visited with the first item of its kind in the demo content
 * (`/news/copper-cathode-line-reaches-full-capacity`).
 */
export const PUBLIC_ROUTES = PUBLIC_PAGES.map((page) => {
  const slug = FIRST_DEMO_SLUGS[page.key];
  if (page.path.includes(':slug') && !slug) throw new Error(`No demo item for ${page.path}: add one above`);
  return page.path.replace(/:slug\b/g, slug ?? '');
});
