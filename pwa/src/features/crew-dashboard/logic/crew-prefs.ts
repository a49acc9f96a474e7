import { useCallback, useSyncExternalStore } from 'react';

/**
 * Per-person choices of the crew dashboard (whose stops, which order), kept in localStorage: they
 * belong to the person on this phone and must survive a reload with no signal.
 */
const EVENT = 'bv-crew-prefs';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A remembered choice among `allowed`, per user; `fallback` until one is made. */
export function useCrewPref<T extends string>(
  name: string,
  userId: number | undefined,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const key = `bv-crew-${name}:${userId ?? 'anon'}`;
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const value = allowed.includes(raw as T) ? (raw as T) : fallback;
  const set = useCallback(
    (next: T) => {
      try {
        localStorage.setItem(key, next);
      } catch {
        // storage unavailable: the choice lasts until the page closes
      }
      window.dispatchEvent(new Event(EVENT));
    },
    [key],
  );
  return [value, set];
}
