import { STORAGE_KEYS } from '../../../api/browserStorage';
import { storedLanguage } from '../../../i18n/languagePaths';
import { LANGUAGES, type Language } from '../../../i18n/namespaces';

/** The first of the browser's preferred languages the site speaks (`ru-RU` is Russian). */
function browserLanguage(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const language = LANGUAGES.find((candidate) => tag.toLowerCase().split('-')[0] === candidate);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language to offer a visitor on a page in `addressLanguage`: the browser's, when it is
 * another and the visitor has neither chosen a language (the language menu, a followed offer) nor
 * closed the offer. Decided in the browser only, so shared links and crawlers keep the address's
 * language and the server's HTML has no offer.
 */
export function languageToOffer(addressLanguage: Language): Language | undefined {
  const wanted = browserLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
  if (!wanted || wanted === addressLanguage || storedLanguage()) return undefined;
  return localStorage.getItem(STORAGE_KEYS.languageOfferClosed) ? undefined : wanted;
}

export const closeLanguageOffer = () => localStorage.setItem(STORAGE_KEYS.languageOfferClosed, '1');
