import type { SearchHit } from '../../api/search';
import { SEARCH_PAGE_PATH, SEARCH_PER_PAGE, SEARCH_QUERY_MAX } from '../../api/siteSearch';
import type { Language } from '../../i18n/namespaces';
import { pagedRead } from './apiRead';

/**
 * The search page's address and read: what the visitor asked for (`/search?q=…&type=…&page=…`) and
 * the one /api/search read it makes. Named by the route table (publicPages.ts), so free of zod and
 * react-query like pageReads.ts.
 */

/**
 * The kinds of hit a visitor may narrow the results to, as the visitor knows them (the address's
 * `type`), and the content resources each stands for (/api/search's `type`). Every resource the
 * search reads has its kind (tests/api/siteSearch.test.ts holds them to the server's list).
 */
export const SEARCH_KINDS = {
  news: ['news'],
  participants: ['residents'],
  services: ['services'],
  team: ['staff'],
  pages: ['page-sections', 'areas', 'infrastructure-photos'],
  faq: ['faq'],
  documents: ['documents'],
  home: ['statistics', 'hero-slides', 'products', 'partners'],
} as const satisfies Record<string, readonly string[]>;

export type SearchKind = keyof typeof SEARCH_KINDS;

const isSearchKind = (value: string | null): value is SearchKind =>
  value !== null && Object.hasOwn(SEARCH_KINDS, value);

/** The kind a hit of this resource is shown as. */
export const kindOfResource = (resource: string): SearchKind | undefined =>
  (Object.keys(SEARCH_KINDS) as SearchKind[]).find((kind) =>
    (SEARCH_KINDS[kind] as readonly string[]).includes(resource),
  );

/** What the search page's address asks for. */
export interface SearchRequest {
  /** The words, trimmed and cut to what the search reads. */
  q: string;
  /** The words were longer than the search reads. */
  shortened: boolean;
  /** Only this kind of hit; every kind without it (or with a kind the page does not know). */
  kind?: SearchKind;
  page: number;
}

export function searchRequestOf(search: URLSearchParams): SearchRequest {
  const typed = (search.get('q') ?? '').trim();
  const q = typed.slice(0, SEARCH_QUERY_MAX).trim();
  const type = search.get('type');
  const page = search.get('page') ?? '';
  return {
    q,
    shortened: typed.length > SEARCH_QUERY_MAX,
    kind: isSearchKind(type) ? type : undefined,
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** Fewer than two letters find nothing: the page asks for more instead of searching. */
export const isSearchable = ({ q }: SearchRequest) => [...q].length >= 2;

/** The search page's English address for a request (the language on show adds its prefix). */
export function searchPagePath({ q, kind, page }: Pick<SearchRequest, 'q' | 'kind' | 'page'>): string {
  const query = new URLSearchParams({ q });
  if (kind) query.set('type', kind);
  if (page > 1) query.set('page', String(page));
  return `${SEARCH_PAGE_PATH}?${query}`;
}

/** One page of hits for the request, in the page's language. */
export function searchRead(language: Language, { q, kind, page }: SearchRequest) {
  const query = new URLSearchParams({ q, lang: language, page: String(page), per_page: String(SEARCH_PER_PAGE) });
  if (kind) query.set('type', SEARCH_KINDS[kind].join(','));
  return pagedRead<SearchHit>(['search', language, q, kind ?? '', page], `/search?${query}`);
}
