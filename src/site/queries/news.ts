import { useQuery } from '@tanstack/react-query';
import type { News } from '../../api/news';
import type { Language } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { apiRead, readQuery } from './apiRead';

/** The old data layer's cache tag for news. */
export const newsKeys = { all: ['News'] as const };

/** The news whose file is a video (the Multimedia page); the server narrows the list. */
export const videoNewsRead = (language: Language) =>
  apiRead<News[]>([...newsKeys.all, 'video', language], `/news?lang=${language}&media=video`);

export function useVideoNews() {
  return useQuery(readQuery(videoNewsRead(useLanguage())));
}
