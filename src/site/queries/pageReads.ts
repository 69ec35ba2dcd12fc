import type { News } from '../../api/news';
import type { Resident } from '../../api/residents';
import type { Service } from '../../api/services';
import { PREVIEW_PARAMETER } from '../../api/previewAddress';
import type { Publication } from '../../api/publishing';
import type { Language } from '../../i18n/namespaces';
import type { ReadApi } from '../../api/pageRendering';
import type { ListedAddress } from '../publicPages';
import { type AddressedItem, slugIn } from '../itemSlug';
import { apiRead, type Paged } from './apiRead';
import { contentListPath, type ListQuery } from './contentReads';

/**
 * The reads of one record's page (a news item, a participant, a service) and the queries of the
 * lists pages narrow (contentReads.ts), named by the route table (publicPages.ts) and by the pages
 * that run them; the lists shown a page at a time are pagedLists.ts's.
 */

export const newsKeys = { all: ['news'] as const };

/** The news whose file is a video (the Multimedia page); the server narrows the list. */
export const VIDEO_NEWS = { media: 'video' } as const;

/** How many news Home shows. */
export const LATEST_NEWS_COUNT = 3;

/** Home's latest news: the newsroom's first items. */
export const LATEST_NEWS = { page: 1, per_page: LATEST_NEWS_COUNT } as const;

/** The services staff marked active: inactive ones stay in the back office only. */
export const ACTIVE_SERVICES = { status: 'active' } as const;

/** One item; with a preview token (`?preview=` of a staff's preview address), as saved, published or not. */
export const newsItemRead = (language: Language, id: string, preview?: string) =>
  preview
    ? apiRead<News>(
        [...newsKeys.all, language, 'item', id, PREVIEW_PARAMETER, preview],
        `/news/${id}?lang=${language}&${PREVIEW_PARAMETER}=${encodeURIComponent(preview)}`,
      )
    : apiRead<News>([...newsKeys.all, language, 'item', id], `/news/${id}?lang=${language}`);

/** The API paths of one participant and one service (`key`: a slug it has or had, its number or uuid). */
const ONE_RECORD_PATHS = {
  residents: (key: string) => `/residents/${key}`,
  services: (key: string) => `/service/service_detail/${key}`,
} as const;

/** One participant or one service, for its own page, in the page's language. */
export const itemRead = <Resource extends keyof typeof ONE_RECORD_PATHS>(
  resource: Resource,
  language: Language,
  key: string,
) =>
  apiRead<Resource extends 'residents' ? Resident : Service>(
    [resource, language, 'item', key],
    `${ONE_RECORD_PATHS[resource](key)}?lang=${language}`,
  );

/** What the sitemap reads of a record with a page of its own: where it is and when it last changed, where kept. */
type ListedItem = AddressedItem & { updated_at?: string; created_at?: string } & Partial<Publication>;

/**
 * Every address of a resource's item pages (`/news/{slug}`, `/participants/{slug}`…) and when
 * each last changed, read a hundred at a time (for the sitemap): its last save, or a scheduled
 * item's appearance after it; for a resource that keeps no time of a save, its latest change.
 */
export async function listedItems(readApi: ReadApi, resource: string, query: ListQuery = {}): Promise<ListedAddress[]> {
  const changes = (await readApi('/content-changes')) as Readonly<Record<string, string | undefined>>;
  const lastmodOf = (item: ListedItem) =>
    item.publish_at && item.updated_at && item.publish_at > item.updated_at
      ? item.publish_at
      : (item.updated_at ?? changes[resource]);
  const listed: ListedAddress[] = [];
  for (let page = 1; ; page += 1) {
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
    for (const [name, value] of Object.entries({ sort: 'id', order: 'asc', page, per_page: 100 }))
      search.set(name, String(value));
    const { items, total } = (await readApi(`${contentListPath(resource)}?${search}`, {
      paged: true,
    })) as Paged<ListedItem>;
    listed.push(
      ...items.map((item) => ({
        params: (language: Language) => ({ slug: slugIn(item, language) }),
        lastmod: lastmodOf(item),
      })),
    );
    if (items.length === 0 || listed.length >= total) return listed;
  }
}
