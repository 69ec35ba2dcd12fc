import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/** How near the screen a part of the page comes before its code is fetched. */
const NEAR_SCREEN = '200px';

type PartModule = { default: ComponentType };

/** True in the browser until the first page on screen is committed (the hydration of the server's page). */
let firstPage = typeof window !== 'undefined';

/**
 * Placed beside the page, in the same Suspense boundary, so it is committed with the page: from
 * then on, the parts of the pages the visitor moves to are fetched at once.
 */
export function FirstPageCommitted() {
  useEffect(() => {
    firstPage = false;
  }, []);
  return null;
}

/** What holds a part back: a promise that settles when `open` is called. */
class Gate {
  open = () => {};
  readonly opened = new Promise<void>((resolve) => (this.open = resolve));
  private committed = false;
  /** The part's first render is committed: a render after this one is an update. */
  commit() {
    this.committed = true;
  }
  /** Opens when the part is rendered again after its first commit. */
  openOnUpdate() {
    if (this.committed) this.open();
  }
}

/**
 * A part of a server-rendered page whose code is not part of the page's first download: React
 * keeps the server's HTML of a Suspense boundary whose component has not arrived, and hydrates it
 * when it does. So the part shows and its links work from the start (as plain links), and its code
 * is fetched only when it comes near the screen. What a phone loads and runs before the page
 * answers a tap shrinks to what is on the first screen. Shown later by the browser itself (after a
 * click on a link), the part is fetched at once, and rendered at once when it was fetched before.
 */
export function deferredPart(load: () => Promise<PartModule>): ComponentType {
  const Part = lazy(load);

  function DeferredPart() {
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => (firstPage ? new Gate() : undefined));
    const [GatedPart] = useState(() => gate && lazy(() => gate.opened.then(load)));
    // React hydrates a waiting part before it lets through a change to the page around it (another
    // language, another page): rendered again, the part is fetched now, wherever it is. Every move
    // to another address renders it again.
    useLocation();
    gate?.openOnUpdate();
    useEffect(() => {
      if (!gate) return;
      gate.commit();
      const element = box.current;
      // Nothing from the server to keep (the browser rendered this page): fetch it now.
      if (!element?.hasChildNodes()) return gate.open();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          gate.open();
        },
        { rootMargin: NEAR_SCREEN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [gate]);
    const Shown = GatedPart ?? Part;
    return (
      <div ref={box}>
        <Suspense fallback={null}>
          <Shown />
        </Suspense>
      </div>
    );
  }
  return DeferredPart;
}
