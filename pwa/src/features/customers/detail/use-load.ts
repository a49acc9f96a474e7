import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * Loads once per `key` and on `reload()`. The office screens are online-only (docs/architecture.md §8): no retries,
 * no refetch on focus; a late answer for an old key is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const loader = useRef(load);
  loader.current = load;
  const current = useRef(key);

  const reload = useCallback(async () => {
    const asked = key;
    current.current = key;
    setLoading(true);
    try {
      const value = await loader.current();
      if (current.current !== asked) return;
      setData(value);
      setError(undefined);
    } catch (err) {
      if (current.current === asked) setError(err);
    } finally {
      if (current.current === asked) setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload, setData };
}

/** The server's `{ message }` when there is one, else the fallback (docs/architecture.md §8). */
export function serverMessageOr(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const msg = err.serverMessage;
    if (msg && !msg.startsWith('<') && msg.length < 300) return msg;
  }
  return fallback;
}
