import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { News } from '../../api/news';
import { useLanguage } from '../../i18n/useLanguage';

/** SPEC 3's cache tag for news. */
export const newsKeys = { all: ['News'] as const };

const fetchNews = (lang: string) => apiData<News[]>(`/news?lang=${lang}`);

const isVideo = (item: News) => item.file.image_url !== null && (item.file.mime_type ?? '').startsWith('video/');

/** The news whose file is a video: the Multimedia page (DESIGN 5). */
export function useVideoNews() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...newsKeys.all, lang],
    queryFn: () => fetchNews(lang),
    select: (news) => news.filter(isVideo),
  });
}
