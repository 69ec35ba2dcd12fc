import { useQuery } from '@tanstack/react-query';
import type { News } from '../../api/news';
import type { Language } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { apiRead, readQuery } from './apiRead';

/** The old data layer's cache tag for news. */
export const newsKeys = { all: ['News'] as const };

export const newsListRead = (language: Language) =>
  apiRead<News[]>([...newsKeys.all, language], `/news?lang=${language}`);

const isVideo = (item: News) => item.file.image_url !== null && (item.file.mime_type ?? '').startsWith('video/');

/** The news whose file is a video: the Multimedia page. */
export function useVideoNews() {
  return useQuery({ ...readQuery(newsListRead(useLanguage())), select: (news) => news.filter(isVideo) });
}
