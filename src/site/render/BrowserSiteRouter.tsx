import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

/**
 * Marks the page area while the visitor moves to another address. A move is a transition, so the
 * page being left stays on screen until the next page's code and data have arrived; text typed
 * into it meanwhile would vanish with it a moment later. Marked `inert`, it takes no typing or
 * taps, and `aria-busy` says the next page is coming (the page area draws a bar from it).
 *
 * It is done on the element itself, not through React state: a render of the frame during the
 * move would reach parts of the page still waiting to hydrate, and hydrate them for the new address.
 */
function markPageLeaving(leaving: boolean) {
  const main = document.getElementById('main');
  main?.toggleAttribute('inert', leaving);
  if (leaving) main?.setAttribute('aria-busy', 'true');
  else main?.removeAttribute('aria-busy');
}

/** Set on `<html>` once the router listens to the address. */
const APP_READY_ATTRIBUTE = 'data-app-ready';

/** react-router's BrowserRouter, with the same history, that marks the page being left (above). */
export function BrowserSiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    // From here on a move within the site is the app's, not a page load: the sign the browser
    // tests wait for before they move in the app (nothing on the page depends on it).
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    return history.listen((update) => {
      markPageLeaving(true);
      startTransition(() => setState(update));
    });
  }, [history]);
  // The next page is on screen.
  useLayoutEffect(() => markPageLeaving(false), [state]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
