import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { clearLocalData, pendingChanges, type Unsent } from '../../sync/session-hooks';
import { useSession } from '../session-store';
import { notify } from '../toaster';

/**
 * Logout with the offline-first guard (docs/architecture.md §4.8): changes still in the outbox and photos
 * not yet sent would be lost with the local database, so the user confirms first when there are any.
 */
export function useLogout() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const [unsent, setUnsent] = useState<Unsent | null>(null);
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await api.post('/api/auth/logout');
    } catch {
      notify('Error', 'Failed to logout. Please try again.', 'error');
      setPending(false);
      return;
    }
    // Signed out on the server: the local copy belongs to that session and goes with it. The user need
    // not wait while the tables empty; the next sign-in does (login page).
    void clearLocalData().catch(() => undefined);
    setUser(null);
    setUnsent(null);
    setPending(false);
    notify('Logged Out', 'You have been successfully logged out.');
    navigate('/login');
  }, [navigate, setUser]);

  const requestLogout = useCallback(async () => {
    // The count waits behind a sync write under way (seconds after a sign-in, on a slow phone) and the
    // menu has closed: the menu's button says "Signing out…" meanwhile (`pending`).
    setPending(true);
    const waiting = await pendingChanges().catch(() => ({ changes: 0, photos: 0 }));
    if (waiting.changes + waiting.photos > 0) {
      setPending(false);
      setUnsent(waiting);
    } else await logout();
  }, [logout]);

  return { requestLogout, logout, unsent, cancel: () => setUnsent(null), pending };
}
