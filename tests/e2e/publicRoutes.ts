import { PUBLIC_PAGES } from '../../src/site/publicPages';

/**
 * Every public route (the English addresses), from the site's own route table, for tests that visit
 * them all; a page with parameters is visited with the first item of the demo content (`/news/1`).
 */
export const PUBLIC_ROUTES = PUBLIC_PAGES.map((page) => page.path.replace(/:\w+/g, '1'));
