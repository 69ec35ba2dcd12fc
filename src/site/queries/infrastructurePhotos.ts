import { useLanguage } from '../../i18n/useLanguage';
import { infrastructurePhotosRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** The Infrastructure page's photos, in the page's language and the staff's order. */
export function useInfrastructurePhotos() {
  return useApiRead(infrastructurePhotosRead(useLanguage()));
}
