import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each page of this visit, by history entry. */
const positions = new Map<string, number>();

/** The history entry on show: the router keeps its key in the entry's state. */
const entryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/** What a visitor does to scroll themself. */
const OWN_SCROLLING = ['wheel', 'touchstart', 'keydown'];

/** How long a page coming back may take to grow tall enough for the old position. */
const GROWING_MS = 3000;

/**
 * Scrolls to `top` now, and again as the page grows (its parts arrive one by one), until it gets
 * there, the visitor scrolls themself, or the page stops growing for a while.
 */
function scrollBackTo(top: number) {
  window.scrollTo(0, top);
  if (Math.abs(window.scrollY - top) < 1) return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of OWN_SCROLLING) window.removeEventListener(event, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  });
  const timer = setTimeout(stop, GROWING_MS);
  observer.observe(document.body);
  for (const event of OWN_SCROLLING) window.addEventListener(event, stop, { passive: true });
}

/**
 * A page the visitor moves to opens at its top (or at the element its `#hash` names); back and
 * forward return to where the visitor was on that page. The browser's own restoring is off while
 * the site runs (it would scroll the old page before the new one is shown) and back on when the
 * document is left, so a reload or a return from another site finds its place as usual. The first
 * page is left alone: a visitor who scrolled before the scripts arrived stays where they are.
 */
export function ScrollOnNavigation() {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    const remember = () => positions.set(entryKey(), window.scrollY);
    const takeOver = () => (window.history.scrollRestoration = 'manual');
    const handBack = () => (window.history.scrollRestoration = 'auto');
    takeOver();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', handBack);
    window.addEventListener('pageshow', takeOver);
    return () => {
      handBack();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', handBack);
      window.removeEventListener('pageshow', takeOver);
    };
  }, []);

  useLayoutEffect(() => {
    if (type === 'POP') {
      const top = positions.get(key);
      if (top !== undefined) scrollBackTo(top);
      return;
    }
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, type]);

  return null;
}
