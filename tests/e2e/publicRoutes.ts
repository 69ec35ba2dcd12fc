import { PUBLIC_PAGES } from '../../src/site/publicPages';

/** Every public route (the English addresses), from the site's own route table, for tests that visit them all. */
export const PUBLIC_ROUTES = PUBLIC_PAGES.map((page) => page.path);
