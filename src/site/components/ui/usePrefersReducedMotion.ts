import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

let reducedMotionQuery: MediaQueryList | undefined;
/** The system's setting as the browser reports it; undefined where there is none (tests' DOMs). */
const reducedMotion = () =>
  typeof window.matchMedia === 'function' ? (reducedMotionQuery ??= window.matchMedia(REDUCED_MOTION)) : undefined;

const followSetting = (onChange: () => void) => {
  const query = reducedMotion();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const setting = () => reducedMotion()?.matches ?? false;
// The server cannot know the visitor's setting: it renders with motion, and the browser's first
// render (hydration) does too, then follows the setting at once.
const unknownOnServer = () => false;

/**
 * True when the visitor asked the system for less motion: then nothing rotates, slides by
 * itself, counts up or starts playing. Read with React's own store hook rather than MUI's
 * useMediaQuery, which is the same thing with theme options the site does not use, and half a
 * kilobyte of Home's first download.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(followSetting, setting, unknownOnServer);
}
