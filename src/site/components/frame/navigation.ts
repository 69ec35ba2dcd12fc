/** The public routes as the navbar and footer list them, keyed by their navbar text. */
export const MAIN_NAV = [
  { key: 'home', to: '/' },
  { key: 'infrastructure', to: '/infrastructure' },
  { key: 'privileges', to: '/privileges' },
  { key: 'region', to: '/region' },
  { key: 'about', to: '/about-us' },
  { key: 'participants', to: '/participants' },
  { key: 'news', to: '/news' },
  { key: 'multimedia', to: '/multimedia' },
  { key: 'infoCenter', to: '/info-center' },
] as const;

export const FOOTER_NAV = [
  { key: 'home', to: '/' },
  { key: 'about', to: '/about-us' },
  { key: 'services', to: '/services' },
  { key: 'news', to: '/news' },
  { key: 'multimedia', to: '/multimedia' },
  { key: 'contact', to: '/contact' },
  { key: 'login', to: '/login' },
] as const;
