import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './namespaces';

/** The language the page is shown in, one of ours (English until i18next has resolved one). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
