import { createContext, useContext } from 'react';
import type { PublicPage } from './publicPages';

/**
 * The entry of PUBLIC_PAGES whose route is rendering, given by the router (siteRoutes.tsx) to
 * the page it renders, so that the page's parts take its address from the table instead of
 * writing it again.
 */
export const CurrentPageContext = createContext<PublicPage | undefined>(undefined);

/** The public page being rendered; only a page of the router has one. */
export function useCurrentPage(): PublicPage {
  const page = useContext(CurrentPageContext);
  if (!page) throw new Error('useCurrentPage outside a page of PUBLIC_PAGES');
  return page;
}
