import { useQuery } from '@tanstack/react-query';
import type { News } from '../../api/news';
import { useLanguage } from '../../i18n/useLanguage';
import { newsItemRead, newsPageRead } from './pageReads';
import { readQuery, useRecordRead } from './useApiRead';

export const isVideo = (item: News) => item.file.image_url !== null && (item.file.mime_type ?? '').startsWith('video/');

/** One page of the newsroom: its items (as a list query, for QueryGrid) and the number of all news. */
export function useNewsPage(page: number) {
  const read = readQuery(newsPageRead(useLanguage(), page));
  const items = useQuery({ ...read, select: (answer) => answer.items });
  const total = useQuery({ ...read, select: (answer) => answer.total }).data;
  return { items, total };
}

/** One item (as saved, with a preview token); a 404 is final (the server's answer is kept, not asked again on hydration). */
export function useNewsItem(id: string, preview?: string) {
  return useRecordRead(newsItemRead(useLanguage(), id, preview));
}
