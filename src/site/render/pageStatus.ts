import { createContext, useContext } from 'react';

/**
 * What a render found out about its address. The server hands a fresh one to each render: a page
 * that finds its address names nothing (an unknown news id, a page number past the end) shows
 * the 404 page, which marks it here, and the server answers with status 404. The browser has none.
 */
export interface PageStatus {
  notFound: boolean;
  /** The address the page has moved to (a news item's number or former slug): the answer is 301 there. */
  movedTo?: string;
}

export const PageStatusContext = createContext<PageStatus | undefined>(undefined);

/** Called by the 404 page while it renders: on the server, the answer's status becomes 404. */
export function useMarkNotFound() {
  const status = useContext(PageStatusContext);
  if (status) Object.assign(status, { notFound: true });
}

/**
 * Called by a page shown at an address that is not its own (a news item's number or a slug it had):
 * on the server, the answer becomes 301 to `address`; in the browser, which has no status, the
 * page says where to go instead (see PermanentRedirect).
 */
export function useMarkMoved(address: string): boolean {
  const status = useContext(PageStatusContext);
  if (status) Object.assign(status, { movedTo: address });
  return status !== undefined;
}
