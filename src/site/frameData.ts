import { createContext, useContext } from 'react';
import type { PlainFormAnswer, PlainFormName } from '../api/plainForms';
import type { SiteSettings } from '../api/settings';
import type { Language } from '../i18n/namespaces';
import { useLanguage } from '../i18n/useLanguage';

/**
 * What the frame of every page shows besides its texts: the site's public address (SITE_URL, for
 * canonical and share links) and the park's details staff keep in the back office (/api/settings).
 * The server reads them once per render, at request time, and hands them to the browser with the
 * page (render/serverState.ts), so a saved change shows on the next page load without a rebuild.
 */
export interface FrameData {
  /** The public origin, without a final slash: `https://park.uz`. */
  origin: string;
  /** The park's details with their texts in every language. */
  settings: SiteSettings;
  /** A plain form the server refused (sent without scripts): the page shows it again, filled in. */
  plainForm?: PlainFormAnswer;
}

export const FrameDataContext = createContext<FrameData | undefined>(undefined);

function useFrameData(): FrameData {
  const frame = useContext(FrameDataContext);
  if (!frame) throw new Error('The page is rendered without its frame data (RootProviders gives it)');
  return frame;
}

/** The answer to the named form sent without scripts, when this page shows one. */
export const usePlainFormAnswer = (form: PlainFormName): PlainFormAnswer | undefined => {
  const answer = useFrameData().plainForm;
  return answer?.form === form ? answer : undefined;
};

/** The site's public address, for absolute links. */
export const useSiteOrigin = () => useFrameData().origin;

/** A translated detail in the page's language, or in English where that language has none (as the API reads it). */
const inLanguage = (settings: SiteSettings, field: 'address' | 'working_hours', language: Language) =>
  settings.translations[language][field].trim()
    ? settings.translations[language][field]
    : settings.translations.en[field];

/** The park's details, their address and working hours in that language. */
export const parkDetailsIn = (settings: SiteSettings, language: Language): SiteSettings => ({
  ...settings,
  address: inLanguage(settings, 'address', language),
  working_hours: inLanguage(settings, 'working_hours', language),
});

/** The park's details, their address and working hours in the page's language. */
export function useParkDetails(): SiteSettings {
  return parkDetailsIn(useFrameData().settings, useLanguage());
}

/** A phone number as a tel: link. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
