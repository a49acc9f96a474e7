import { useSyncExternalStore } from 'react';

/**
 * Tiny reactive wrapper around localStorage for the planner's own settings (depot, chosen orders).
 * localStorage, not Dexie's `meta`: signing out empties the local database, but a crew's chosen
 * order for a weekday should still be there next week.
 */
const EVENT = 'bv-route-planner-storage';

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or unavailable: the setting just is not kept
  }
  window.dispatchEvent(new CustomEvent(EVENT, { detail: key }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The raw stored string for `key` (null when absent); re-renders when any tab changes it. */
export function useLocalValue(key: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (key ? readLocal(key) : null),
    () => null,
  );
}

export function parseJson<T>(raw: string | null, guard: (v: unknown) => v is T): T | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return guard(v) ? v : null;
  } catch {
    return null;
  }
}
