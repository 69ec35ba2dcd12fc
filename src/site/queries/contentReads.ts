import type { Language } from '../../i18n/namespaces';
import { apiRead, type ApiRead } from './apiRead';

/** What narrows a public list besides its language (`?status=active`, `?page_key=region`). */
export type ListQuery = Readonly<Record<string, string | number>>;

/**
 * The list paths that are not `/<name>`: the ones older clients know, as the declarations in
 * src/api give them (`paths.list`; tests/unit/contentReads.test.ts holds every declared resource
 * to this). The declarations themselves bring zod, which the route table, on every page, must not.
 */
const OLDER_LIST_PATHS: Readonly<Record<string, string>> = {
  staff: '/staff/',
  residents: '/residents/',
  services: '/service/get_all_services',
};

/** A declared content resource's public list, under /api. */
export const contentListPath = (resource: string) => OLDER_LIST_PATHS[resource] ?? `/${resource}`;

/**
 * The public list of a declared content resource (src/api/contentResources.ts) in one language, in
 * the staff's order, narrowed by `query`: a page names it in the route table (publicPages.ts), the
 * server runs it before rendering, and the page's component runs it again with useContentList (or
 * takes the server's answer). Its cache key starts with the resource's name, which crawling.ts
 * dates a page by.
 */
export function contentListRead<Item>(resource: string, language: Language, query: ListQuery = {}): ApiRead<Item[]> {
  const search = new URLSearchParams({ lang: language });
  for (const [name, value] of Object.entries(query)) search.set(name, String(value));
  return apiRead<Item[]>([resource, language, ...Object.values(query)], `${contentListPath(resource)}?${search}`);
}
