import { type Role, SESSION_CACHE_MS } from '@bin-valet/schema';
import { create } from 'zustand';
import { ApiError, api, isAuthError } from '../api/client';

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  /** The office chose this account's password: the screens ask for a new one before anything else. */
  mustChangePassword?: boolean;
}

type Status = 'idle' | 'loading' | 'authenticated' | 'anonymous' | 'error';

interface SessionState {
  status: Status;
  user: SessionUser | null;
  fetchedAt: number;
  error: string | null;
  /** Loads GET /api/auth/me unless a fresh answer (≤ 5 minutes) is cached; never retries (docs/architecture.md §8). */
  ensure: () => Promise<void>;
  /** Forget the cached answer, e.g. after login or logout. */
  invalidate: () => void;
  setUser: (user: SessionUser | null) => void;
}

let inFlight: Promise<void> | null = null;

/**
 * The last signed-in user, kept so the app starts offline (docs/decisions/0010-route-guard-remembered-user.md).
 * Used only when /api/auth/me cannot be reached; a 401 or a sign-out forgets it.
 */
export const LAST_USER_KEY = 'bv-last-user';
function rememberUser(user: SessionUser | null) {
  try {
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // storage unavailable (private mode): the offline start just is not possible
  }
}
/** True when someone signed in on this device before: only then is there a working set to sync. */
export const hasRememberedUser = () => rememberedUser() !== null;

function rememberedUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(LAST_USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>((set, get, api) => {
  // A server's render (app/crew-first-screen.tsx) reads the session it was given, not the store's first state.
  if (typeof window === 'undefined') api.getInitialState = get;
  return sessionState(set, get);
});

function sessionState(set: (partial: Partial<SessionState>) => void, get: () => SessionState): SessionState {
  return {
    status: 'idle',
    // The last signed-in user renders the staff screens at once while /api/auth/me is asked; a 401 then
    // signs the screen out (docs/decisions/0010-route-guard-remembered-user.md).
    user: rememberedUser(),
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
        .then(({ user }) => {
          rememberUser(user);
          set({ status: 'authenticated', user, fetchedAt: Date.now(), error: null });
        })
        .catch((err: unknown) => {
          if (isAuthError(err)) {
            rememberUser(null);
            set({ status: 'anonymous', user: null, fetchedAt: Date.now(), error: null });
            return;
          }
          // Offline start: trust the last signed-in user; the server still checks every call.
          const last = rememberedUser();
          if (last && !(err instanceof ApiError))
            set({ status: 'authenticated', user: last, fetchedAt: 0, error: null });
          else set({ status: 'error', error: 'Failed to fetch current user', fetchedAt: 0 });
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    invalidate: () => set({ fetchedAt: 0, status: get().user ? 'authenticated' : 'idle' }),
    setUser: (user) => {
      rememberUser(user);
      set({ user, status: user ? 'authenticated' : 'anonymous', fetchedAt: user ? 0 : Date.now(), error: null });
    },
  };
}

/** 'Admin', 'Manager' or 'Employee' for the user menu badge. */
export const badgeLabel = (role: Role) => (role === 'admin' ? 'Admin' : role === 'manager' ? 'Manager' : 'Employee');

/** Where the account goes first: its own password before anything else, else its role's home. */
export const landingFor = (user: SessionUser) => (user.mustChangePassword ? CHANGE_PASSWORD_PATH : homeFor(user.role));
export const CHANGE_PASSWORD_PATH = '/change-password';

export const roleMatches = (userRole: string, required: string) =>
  userRole.toLowerCase() === 'admin' || userRole.toLowerCase() === required.toLowerCase();

/** Where a role starts after sign-in: crew at their route, the office at its dashboard. */
export const homeFor = (role: Role) => (role === 'crew' ? '/crew-dashboard' : '/admin');

/** Crew use the crew screens only: the office pages call routes their server refuses them. */
export const isCrew = (role: Role | undefined) => role === 'crew';
