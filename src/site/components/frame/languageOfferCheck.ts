import { STORAGE_KEYS } from '../../../api/browserStorage';
import { browserLanguage, storedLanguage } from '../../../i18n/languagePaths';
import { DEFAULT_LANGUAGE } from '../../../api/languagePaths';
import type { Language } from '../../../i18n/namespaces';

/**
 * The language to offer a visitor on a page in `addressLanguage`: the browser's, when it is Russian
 * or Uzbek and not the address's, and the visitor has neither chosen a language (the language menu,
 * a followed offer) nor closed the offer. English is not offered: an English browser on a Russian
 * or Uzbek address was most likely sent there on purpose. Decided in the browser only, so shared
 * links and crawlers keep the address's language and the server's HTML has no offer.
 */
export function languageToOffer(addressLanguage: Language): Language | undefined {
  const wanted = browserLanguage();
  if (wanted === DEFAULT_LANGUAGE || wanted === addressLanguage || storedLanguage()) return undefined;
  return localStorage.getItem(STORAGE_KEYS.languageOfferClosed) ? undefined : wanted;
}

export const closeLanguageOffer = () => localStorage.setItem(STORAGE_KEYS.languageOfferClosed, '1');
