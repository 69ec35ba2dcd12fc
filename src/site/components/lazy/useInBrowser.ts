import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates what the server sent (so both render the
 * same), true in the browser from the next render on. For what only scripts can do well.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, onServer);
}
