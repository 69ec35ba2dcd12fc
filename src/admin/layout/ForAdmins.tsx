import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { NotFound } from '../NotFound';

/** A page for admins only (its sidebar options say so); editors get the back office's 404 (the server refuses them anyway). */
export function ForAdmins({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string | undefined>();
  if (isPending) return null;
  return permissions === 'admin' ? children : <NotFound />;
}
