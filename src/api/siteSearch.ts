/**
 * The visitors' search page and its OpenSearch description, named here for the site (its route
 * table and header) and the server (which renders a search page for each visitor and keeps none):
 * neither may import the other. Free of zod, so the site's first download can read it.
 */

/** The search page's English address; `/ru/search` and `/uz/search` in Russian and Uzbek. */
export const SEARCH_PAGE_PATH = '/search';

/** The query parameters the search page reads: the words, the kind of record, the page of hits. */
export const SEARCH_PAGE_PARAMETERS: readonly string[] = ['q', 'type', 'page'];

/** The OpenSearch description of the site's search in each language: `/opensearch.xml`, `/ru/opensearch.xml`… */
export const OPENSEARCH_PATH = '/opensearch.xml';

export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

/** The longest query the search reads: the rest of a longer one is left out. */
export const SEARCH_QUERY_MAX = 200;

/** How many hits one page holds unless `per_page` says otherwise. */
export const SEARCH_PER_PAGE = 10;

/**
 * Whether a path is the search page in some language, as the router matches it: in any case and
 * with a slash after it. (A spelling this misses, a percent-escaped letter, is rendered as the
 * search page without its query: see pageAddressRead.)
 */
export const isSearchPagePath = (pathname: string) => /^(?:\/(?:ru|uz))?\/search\/*$/i.test(pathname);
