import { createContext, useContext } from 'react';
import { localizedPath } from '../api/languagePaths';
import { type ShareCard, sharePictureAddress } from '../api/sharePicture';
import type { Language } from '../i18n/namespaces';

/**
 * Where the server's render of a page keeps the share card its head names (entry-server.tsx), so
 * that the share picture's route draws exactly what the page says; none in the browser.
 */
export const ShareCardContext = createContext<((card: ShareCard) => void) | undefined>(undefined);

/** Hands the page's card to the server's render, when there is one. */
export function useCollectedShareCard(card: ShareCard): void {
  useContext(ShareCardContext)?.(card);
}

/**
 * The share card of a page in a language: its English address (a query, such as a newsroom page's
 * number, is left out: every page of one address shares one picture), the heading to draw, and its
 * own picture if it has one on this site (a picture elsewhere is not fetched: the title is drawn).
 */
export function shareCardOf(
  language: Language,
  path: string,
  { title, brand, picture }: { title: string; brand: string; picture?: string },
): ShareCard {
  const card: ShareCard = { pagePath: localizedPath(language, path.split('?')[0]), title, brand };
  if (picture?.startsWith('/') && !picture.startsWith('//')) card.picture = picture;
  return card;
}

/** The absolute address of a card's picture. */
export const sharePictureUrl = (origin: string, card: ShareCard) => origin + sharePictureAddress(card);
