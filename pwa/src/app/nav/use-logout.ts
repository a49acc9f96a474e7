import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { clearLocalData, pendingChanges, type Unsent } from '../../sync/session-hooks';
import { useSession } from '../session-store';
import { notify, toaster } from '../toaster';

/** How long the unsent-work check may take before the tap says it was taken. */
export const SIGNING_OUT_NOTICE_MS = 400;

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
    // The count waits behind a sync write under way (seconds after a sign-in, on a slow phone): the menu
    // has closed, so a toast says the tap was taken.
    let notice: string | undefined;
    const slow = setTimeout(() => {
      notice = toaster.create({
        title: 'Signing out…',
        description: 'Checking that nothing waits to be sent first.',
        type: 'loading',
      });
    }, SIGNING_OUT_NOTICE_MS);
    const waiting = await pendingChanges().catch(() => ({ changes: 0, photos: 0 }));
    clearTimeout(slow);
    if (notice !== undefined) toaster.remove(notice);
    if (waiting.changes + waiting.photos > 0) setUnsent(waiting);
    else await logout();
  }, [logout]);

  return { requestLogout, logout, unsent, cancel: () => setUnsent(null), pending };
}
