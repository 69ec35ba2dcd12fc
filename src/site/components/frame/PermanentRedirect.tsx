import { Navigate } from 'react-router-dom';
import { useMarkMoved } from '../../render/pageStatus';

/**
 * What a page renders at an address it has moved from: the server answers 301 with the new one
 * (entry-server.tsx); the browser, following a link it held, goes there without a new history entry.
 */
export function PermanentRedirect({ to }: { to: string }) {
  const onServer = useMarkMoved(to);
  return onServer ? null : <Navigate to={to} replace />;
}
