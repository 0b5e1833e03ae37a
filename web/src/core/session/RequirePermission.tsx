import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setAuthMarker } from './markers';
import { usePermission } from './useSession';
import { DASHBOARD_PATH } from './paths';

export interface RequirePermissionProps {
  permission: string;
  children: ReactNode;
  /** Runs instead of the default (Forbidden marker and back to the dashboard). */
  onMissing?: () => void;
}

/** Route guard (spec 001 section 6): renders the page only when the permission is held. */
export function RequirePermission({ permission, children, onMissing }: RequirePermissionProps) {
  const allowed = usePermission(permission);
  const navigate = useNavigate();
  useEffect(() => {
    if (allowed) return;
    if (onMissing) onMissing();
    else {
      setAuthMarker('Forbidden');
      void navigate(DASHBOARD_PATH, { replace: true });
    }
  }, [allowed, onMissing, navigate]);
  return allowed ? children : null;
}
