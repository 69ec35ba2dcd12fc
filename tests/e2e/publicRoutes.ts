/** Every public route of the site, for tests that visit them all. */
export const PUBLIC_ROUTES = [
  '/',
  '/infrastructure',
  '/privileges',
  '/region',
  '/team',
  '/about-us',
  '/participants',
  '/multimedia',
  '/info-center',
  '/contact',
  '/login',
] as const;
