import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './namespaces';

/** The language of the address (`/ru/…` is Russian), set by the public layout. */
export const AddressLanguageContext = createContext<Language | undefined>(undefined);

/**
 * The language the page is shown in: the address's on the public site (so links and metadata
 * follow it at once, even while the texts of a newly chosen language are still arriving), else
 * i18next's, English until it has resolved one.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const addressLanguage = useContext(AddressLanguageContext);
  if (addressLanguage) return addressLanguage;
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
