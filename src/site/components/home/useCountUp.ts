import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useInBrowser } from '../lazy/useInBrowser';

/** Numbers count up for 5 s, the pace the old site had. */
const COUNT_MS = 5000;

/** True from the moment the element first scrolls into view. */
export function useSeenOnce<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/**
 * Whether the element was on the screen, or scrolled past, when the scripts started: the visitor
 * may have read the final numbers the server sent, so they stay as they are. True until then
 * (the server's HTML and hydration show the final numbers); measured before the first paint after.
 */
export function useShownBeforeScripts<T extends Element>(ref: RefObject<T | null>): boolean {
  const [shown, setShown] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.getBoundingClientRect().top >= window.innerHeight) setShown(false);
  }, [ref]);
  return shown;
}

/** Fast at first, settling gently on the value. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A number that runs from 0 to `target` over 5 s once `running` turns true, one step per frame.
 * With `still` it is the target at once. The server's HTML (and so a visitor without scripts)
 * shows the target; once the scripts run, a number not yet seen (below the screen, see
 * useShownBeforeScripts) waits at 0 for its turn to count, so none is ever shown smaller after its final value.
 */
export function useCountUp(target: number, running: boolean, still: boolean): number {
  const [shown, setShown] = useState(0);
  const scripted = useInBrowser();
  useEffect(() => {
    if (!running || still) return;
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / COUNT_MS);
      setShown(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, running, still]);
  return still || !scripted ? target : shown;
}
