import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Takes the server's structured data (structuredData.ts) out of the head once the visitor moves on
 * within the site: it describes the page the server sent, and a page the browser shows after it is
 * better with none (nothing collects nodes in the browser) than with the wrong one for whoever reads
 * the head then (a browser extension, a crawler that clicks its way through).
 */
export function useGraphOfFirstPageOnly(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  }, [pathname]);
}
