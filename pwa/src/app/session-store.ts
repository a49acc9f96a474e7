import { create } from 'zustand';
import { SESSION_CACHE_MS } from '../../../schema/constants';
import type { Role } from '../../../schema/enums';
import { api, isAuthError } from '../api/client';

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
}

type Status = 'idle' | 'loading' | 'authenticated' | 'anonymous' | 'error';

interface SessionState {
  status: Status;
  user: SessionUser | null;
  fetchedAt: number;
  error: string | null;
  /** Loads GET /api/auth/me unless a fresh answer (≤ 5 minutes) is cached; never retries (spec §6). */
  ensure: () => Promise<void>;
  /** Forget the cached answer, e.g. after login or logout. */
  invalidate: () => void;
  setUser: (user: SessionUser | null) => void;
}

let inFlight: Promise<void> | null = null;

export const useSession = create<SessionState>((set, get) => ({
  status: 'idle',
  user: null,
  fetchedAt: 0,
  error: null,
  ensure: () => {
    const { status, fetchedAt } = get();
    const fresh = Date.now() - fetchedAt < SESSION_CACHE_MS;
    if ((status === 'authenticated' || status === 'anonymous') && fresh) return Promise.resolve();
    if (inFlight) return inFlight;
    if (status === 'idle') set({ status: 'loading' });
    inFlight = api
      .get<{ user: SessionUser }>('/api/auth/me')
      .then(({ user }) => set({ status: 'authenticated', user, fetchedAt: Date.now(), error: null }))
      .catch((err: unknown) => {
        if (isAuthError(err)) set({ status: 'anonymous', user: null, fetchedAt: Date.now(), error: null });
        else set({ status: 'error', error: 'Failed to fetch current user', fetchedAt: 0 });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
  invalidate: () => set({ fetchedAt: 0, status: get().user ? 'authenticated' : 'idle' }),
  setUser: (user) =>
    set({ user, status: user ? 'authenticated' : 'anonymous', fetchedAt: user ? 0 : Date.now(), error: null }),
}));

/** 'Manager' or 'Employee' for the user menu badge (spec §6). */
export const badgeLabel = (role: Role) => (role === 'manager' || role === 'admin' ? 'Manager' : 'Employee');

export const roleMatches = (userRole: string, required: string) =>
  userRole.toLowerCase() === 'admin' || userRole.toLowerCase() === required.toLowerCase();
