import { useQuery } from '@tanstack/react-query';
import type { News } from '../../api/news';
import type { Language } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { apiRead, isNotFound, pagedRead, readQuery, type Paged, type ReadApi } from './apiRead';

/** The old data layer's cache tag for news. */
export const newsKeys = { all: ['News'] as const };

/** How many news the newsroom shows on one page, and Home at all. */
export const NEWS_PER_PAGE = 9;
export const LATEST_NEWS_COUNT = 3;

/** One page of the newsroom, newest first. */
export const newsPageRead = (language: Language, page: number) =>
  pagedRead<News>(
    [...newsKeys.all, language, 'page', page],
    `/news?lang=${language}&page=${page}&per_page=${NEWS_PER_PAGE}`,
  );

export const latestNewsRead = (language: Language) =>
  apiRead<News[]>([...newsKeys.all, language, 'latest'], `/news?lang=${language}&page=1&per_page=${LATEST_NEWS_COUNT}`);

export const newsItemRead = (language: Language, id: string) =>
  apiRead<News>([...newsKeys.all, language, 'item', id], `/news/${id}?lang=${language}`);

/** A news item's address names it by its number; anything else names no item. */
export const isNewsId = (id: string | undefined): id is string => id !== undefined && /^\d{1,10}$/.test(id);

/**
 * The newsroom's page number from `?page=`: 1 without it, undefined for anything but a whole
 * number from 1 (that address names no page).
 */
export function newsroomPage(search: URLSearchParams): number | undefined {
  const value = search.get('page');
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** The English address of every news item, read a hundred at a time (for the sitemap). */
export async function newsAddresses(readApi: ReadApi): Promise<string[]> {
  const addresses: string[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = (await readApi(`/news?sort=id&order=asc&page=${page}&per_page=100`, {
      paged: true,
    })) as Paged<Pick<News, 'id'>>;
    addresses.push(...items.map((item) => `/news/${item.id}`));
    if (items.length === 0 || addresses.length >= total) return addresses;
  }
}

export const isVideo = (item: News) => item.file.image_url !== null && (item.file.mime_type ?? '').startsWith('video/');

/** The news whose file is a video (the Multimedia page); the server narrows the list. */
export const videoNewsRead = (language: Language) =>
  apiRead<News[]>([...newsKeys.all, 'video', language], `/news?lang=${language}&media=video`);

export function useVideoNews() {
  return useQuery(readQuery(videoNewsRead(useLanguage())));
}

/** One page of the newsroom: its items (as a list query, for QueryGrid) and the number of all news. */
export function useNewsPage(page: number) {
  const read = readQuery(newsPageRead(useLanguage(), page));
  const items = useQuery({ ...read, select: (answer) => answer.items });
  const total = useQuery({ ...read, select: (answer) => answer.total }).data;
  return { items, total };
}

export function useLatestNews() {
  return useQuery(readQuery(latestNewsRead(useLanguage())));
}

/** One item; a 404 is final (the server's answer is kept, not asked again on hydration). */
export function useNewsItem(id: string) {
  return useQuery({
    ...readQuery(newsItemRead(useLanguage(), id)),
    retryOnMount: false,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}
