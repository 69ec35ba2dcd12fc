import { createElement, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose module is fetched once `wanted` turns true, handed back as a render function
 * (always the same component, so its state lives on); null until it has arrived, and if it cannot
 * be fetched, so the caller's plain version stays. Not React.lazy: Suspense holds newly revealed
 * content back on a timer (up to 300 ms), which a visitor who just pressed a button feels.
 */
export function useLoadedComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  wanted: boolean,
): ((props: Props) => ReactNode) | null {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    load().then(
      (module) => current && setComponent(() => module.default),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, component, load]);
  const render = useCallback((props: Props) => component && createElement(component, props), [component]);
  return component ? render : null;
}
