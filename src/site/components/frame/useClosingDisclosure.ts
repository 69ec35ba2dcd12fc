import { useEffect, useRef } from 'react';

/**
 * Closes a menu made of a `<details>` once the scripts run: when a link in it is followed (the
 * next page may take a moment to arrive, and the menu should not cover it meanwhile), on Escape
 * (focus back on its button) and on a press outside it. The browser alone opens and closes it at
 * its button, with or without scripts; it is never closed at start, so a menu opened by a tap
 * before the scripts came stays open.
 */
export function useClosingDisclosure() {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFollow = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    details.addEventListener('click', onFollow);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
      details.removeEventListener('click', onFollow);
    };
  }, []);
  return menu;
}
