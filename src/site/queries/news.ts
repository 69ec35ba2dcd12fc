import { useLanguage } from '../../i18n/useLanguage';
import { videoNewsRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** The news whose file is a film, as the Multimedia page shows them, in the page's language. */
export function useVideoNews() {
  return useApiRead(videoNewsRead(useLanguage()));
}
