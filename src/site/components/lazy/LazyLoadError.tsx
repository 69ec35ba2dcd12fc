import { lazy, Suspense, type ComponentProps } from 'react';
import type { LoadError as LoadErrorNow } from '../ui/LoadError';

const LoadError = lazy(() => import('../ui/LoadError').then((module) => ({ default: module.LoadError })));

/**
 * The friendly load error, whose code (MUI's Alert and Button, about 8 kB gzip) is fetched only when
 * a read fails: rare, and never part of the server's HTML, so the data pages' first download and
 * start-up do without it.
 */
export function LazyLoadError(props: ComponentProps<typeof LoadErrorNow>) {
  return (
    <Suspense fallback={null}>
      <LoadError {...props} />
    </Suspense>
  );
}
