import { useLanguage } from '../../i18n/useLanguage';
import { productsRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** Home's products, in the page's language and the staff's order. */
export function useProducts() {
  return useApiRead(productsRead(useLanguage()));
}
