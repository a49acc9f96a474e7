import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { clearLocalData, pendingChangeCount } from '../../sync/session-hooks';
import { useSession } from '../session-store';
import { notify } from '../toaster';

/**
 * Logout with the offline-first guard (docs/architecture.md §4.8): changes still in the outbox would be
 * lost with the local database, so the user confirms first when there are any.
 */
export function useLogout() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const [unsentCount, setUnsentCount] = useState<number | null>(null);
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
    // Signed out on the server: the local copy belongs to that session and goes with it.
    await clearLocalData().catch(() => undefined);
    setUser(null);
    setUnsentCount(null);
    setPending(false);
    notify('Logged Out', 'You have been successfully logged out.');
    navigate('/login');
  }, [navigate, setUser]);

  const requestLogout = useCallback(async () => {
    const count = await pendingChangeCount().catch(() => 0);
    if (count > 0) setUnsentCount(count);
    else await logout();
  }, [logout]);

  return { requestLogout, logout, unsentCount, cancel: () => setUnsentCount(null), pending };
}
