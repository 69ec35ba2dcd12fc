import type { PageKey } from '../../publicPages';

/**
 * The pages the navbar lists, in its order, by their key in PUBLIC_PAGES (which gives their
 * address); the same key names each entry's text in navbar.json.
 */
export const MAIN_NAV: readonly PageKey[] = [
  'home',
  'infrastructure',
  'privileges',
  'region',
  'about',
  'participants',
  'news',
  'multimedia',
  'infoCenter',
];

/** The pages the footer lists, by their key in PUBLIC_PAGES; their texts are `links.<key>` in footer.json. */
export const FOOTER_NAV: readonly PageKey[] = ['home', 'about', 'services', 'news', 'multimedia', 'contact', 'login'];
