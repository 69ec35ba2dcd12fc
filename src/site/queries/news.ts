import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { News } from '../../api/news';

/** The old data layer's cache tag for news. */
export const newsKeys = { all: ['News'] as const };

const fetchNews = () => apiData<News[]>('/news');

const isVideo = (item: News) => item.file.image_url !== null && (item.file.mime_type ?? '').startsWith('video/');

/** The news whose file is a video: the Multimedia page. */
export function useVideoNews() {
  return useQuery({ queryKey: newsKeys.all, queryFn: fetchNews, select: (news) => news.filter(isVideo) });
}
