import type { News } from '../../api/news';
import { PREVIEW_PARAMETER } from '../../api/previewAddress';
import type { Publication } from '../../api/publishing';
import type { Language } from '../../i18n/namespaces';
import { NEWSROOM_PAGE_PARAMETER, type ReadApi } from '../../api/pageRendering';
import type { ListedAddress } from '../publicPages';
import { newsSlugIn } from '../newsSlug';
import { apiRead, pagedRead, type Paged } from './apiRead';

/**
 * The newsroom's own reads (its pages and items) and the queries of the lists pages narrow
 * (contentReads.ts), named by the route table (publicPages.ts) and by the pages that run them.
 */

export const newsKeys = { all: ['news'] as const };

/** The news whose file is a video (the Multimedia page); the server narrows the list. */
export const VIDEO_NEWS = { media: 'video' } as const;

/** How many news the newsroom shows on one page, and Home at all. */
export const NEWS_PER_PAGE = 9;
export const LATEST_NEWS_COUNT = 3;

/** One page of the newsroom, newest first. */
export const newsPageRead = (language: Language, page: number) =>
  pagedRead<News>(
    [...newsKeys.all, language, 'page', page],
    `/news?lang=${language}&page=${page}&per_page=${NEWS_PER_PAGE}`,
  );

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

/**
 * A news item's address names it by a slug it has or had (Latin letters, digits and hyphens) or by
 * its number; anything else names no item.
 */
export const isNewsKey = (key: string | undefined): key is string =>
  key !== undefined && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) && key.length <= 80;

/**
 * The newsroom's page number from `?page=`: 1 without it, undefined for anything but a whole
 * number from 1 (that address names no page).
 */
export function newsroomPage(search: URLSearchParams): number | undefined {
  const value = search.get(NEWSROOM_PAGE_PARAMETER);
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** Every news item's address and when it last changed, read a hundred at a time (for the sitemap). */
export async function listedNews(readApi: ReadApi): Promise<ListedAddress[]> {
  const listed: ListedAddress[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = (await readApi(`/news?sort=id&order=asc&page=${page}&per_page=100`, {
      paged: true,
    })) as Paged<Pick<News, 'id' | 'updated_at' | 'translations'> & Partial<Publication>>;
    // A scheduled item changed for visitors when it appeared, after its last save.
    const lastmodOf = (item: (typeof items)[number]) =>
      item.publish_at && item.publish_at > item.updated_at ? item.publish_at : item.updated_at;
    listed.push(
      ...items.map((item) => ({
        params: (language: Language) => ({ slug: newsSlugIn(item, language) }),
        lastmod: lastmodOf(item),
      })),
    );
    if (items.length === 0 || listed.length >= total) return listed;
  }
}
