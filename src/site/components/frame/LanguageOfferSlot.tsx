import { useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { useLoadedComponent } from '../lazy/useLoadedComponent';
import { languageToOffer } from './languageOfferCheck';

const loadLanguageOffer = () => import('./LanguageOffer');

/** Runs when the browser is idle, or after a moment where it cannot say. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1000);
  return () => clearTimeout(handle);
}

/**
 * Where the offer of the browser's language appears (LanguageOffer.tsx): nothing on the server
 * and at hydration; once the page is idle, its code is fetched if there is an offer to make
 * (languageOfferCheck.ts): most visitors' browsers speak the address's language, and never fetch
 * it. Kept this small because it is part of every page's first download.
 */
export function LanguageOfferSlot() {
  const addressLanguage = useLanguage();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const offer = useLoadedComponent(loadLanguageOffer, idle && languageToOffer(addressLanguage) !== undefined);
  return offer ? offer({}) : null;
}
