import { useEffect, useState } from 'react';
import type { Language } from '../../../i18n/namespaces';
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
 * Where the offer of the browser's language appears: nothing on the server and at hydration;
 * once the page is idle, the offer's code is fetched only for a visitor it is for.
 */
export function LanguageOfferSlot() {
  const addressLanguage = useLanguage();
  const [offered, setOffered] = useState<Language>();
  useEffect(() => whenIdle(() => setOffered(languageToOffer(addressLanguage))), [addressLanguage]);
  const offer = useLoadedComponent(loadLanguageOffer, offered !== undefined);
  return offered && offer ? offer({ language: offered, onClose: () => setOffered(undefined) }) : null;
}
