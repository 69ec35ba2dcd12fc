import { useQuery } from '@tanstack/react-query';
import type { News } from '../../api/news';
import { apiRead, readQuery } from './apiRead';

/** SPEC 3's cache tag for news. */
export const newsKeys = { all: ['News'] as const };

export const newsListRead = apiRead<News[]>(newsKeys.all, '/news');

const isVideo = (item: News) => item.file.image_url !== null && (item.file.mime_type ?? '').startsWith('video/');

/** The news whose file is a video: the Multimedia page (DESIGN 5). */
export function useVideoNews() {
  return useQuery({ ...readQuery(newsListRead), select: (news) => news.filter(isVideo) });
}
