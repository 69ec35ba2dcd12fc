import type { ReactNode } from 'react';
import { useBasename } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { readUser } from '../../api/browserStorage';
import { useTwoStepStatus } from './twoStepCalls';

/** The back-office address of the two-step screen. */
export const TWO_STEP_PATH = '/two-step';

/**
 * While every admin must sign in with two steps, an admin without it sees nothing but the two-step
 * screen (the server refuses them everything else anyway). Editors are not concerned, so their
 * screens do not wait for the answer.
 */
export function TwoStepGate({ children }: { children: ReactNode }) {
  const basename = useBasename();
  const { pathname } = useLocation();
  const isAdmin = readUser()?.role === 'admin';
  const status = useTwoStepStatus({ enabled: isAdmin });
  const here = `${basename}${TWO_STEP_PATH}`;
  if (!isAdmin || pathname === here) return children;
  if (status.isPending) return null;
  if (status.data?.setup_required) return <Navigate to={here} replace />;
  return children;
}
