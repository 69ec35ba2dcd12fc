import { PUBLIC_PAGES } from '../../src/site/publicPages';

/** The English slug of the demo's first news item (src/server/db/seed.ts), its page's address. */
const FIRST_DEMO_NEWS = 'copper-cathode-line-reaches-full-capacity';

/**
 * Every public route (the English addresses), from the site's own route table, for tests that visit
 * them all; a page with parameters is visited with the first item of the demo content
 * (`/news/copper-cathode-line-reaches-full-capacity`).
 */
export const PUBLIC_ROUTES = PUBLIC_PAGES.map((page) => page.path.replace(/:slug\b/g, FIRST_DEMO_NEWS));
