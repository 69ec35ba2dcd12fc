import type { News } from '../../api/news';
import { useLanguage } from '../../i18n/useLanguage';
import { newsItemRead } from './pageReads';
import { useRecordRead } from './useApiRead';

export const isVideo = (item: News) => item.file.image_url !== null && (item.file.mime_type ?? '').startsWith('video/');

/** One item (as saved, with a preview token); a 404 is final (the server's answer is kept, not asked again on hydration). */
export function useNewsItem(id: string, preview?: string) {
  return useRecordRead(newsItemRead(useLanguage(), id, preview));
}
