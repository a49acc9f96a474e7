import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isCrew, useSession } from './session-store';

/**
 * Office screens call routes the server refuses crew: a crew member gets the crew version of the
 * screen, or their route when there is none.
 */
export function CrewOr({ office, crew }: { office: ReactNode; crew?: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (!isCrew(role)) return office;
  return crew ? crew : <Navigate to="/crew-dashboard" replace />;
}
