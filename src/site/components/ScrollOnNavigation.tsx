import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each page of this visit, by history entry, for the back and forward buttons. */
const positions = new Map<string, number>();

/**
 * A page the visitor moves to opens at its top (or at the element its `#hash` names); back and
 * forward return to where the visitor was on that page. The first page is left alone, so a
 * visitor who scrolled before the scripts arrived stays where they are.
 */
export function ScrollOnNavigation() {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    if (type === 'POP') {
      const position = positions.get(key);
      if (position !== undefined) window.scrollTo(0, position);
      return;
    }
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, type]);

  return null;
}
