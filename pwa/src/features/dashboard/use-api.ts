import { useCallback, useEffect, useRef, useState } from 'react';
import { todayIn } from '../../../../schema/dates';
import { api } from '../../api/client';
import { loadPublicConfig } from '../public/use-public-config';

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | null;
  reload: () => Promise<void>;
  /** Local edits (optimistic updates) without a refetch. */
  setData: (update: (old: T | undefined) => T | undefined) => void;
}

/**
 * One online GET, no retries and no refetch on focus (docs/architecture.md §8). `path` null waits. An answer for a
 * path the screen has already left is dropped.
 */
export function useApi<T>(path: string | null): ApiState<T> {
  const [data, setDataState] = useState<T>();
  const [loading, setLoading] = useState(Boolean(path));
  const [error, setError] = useState<Error | null>(null);
  const current = useRef(path);
  current.current = path;

  const reload = useCallback(async () => {
    if (!path) return;
    setLoading(true);
    try {
      const answer = await api.get<T>(path);
      if (current.current !== path) return;
      setDataState(answer);
      setError(null);
    } catch (err) {
      if (current.current !== path) return;
      setError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      if (current.current === path) setLoading(false);
    }
  }, [path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload, setData: setDataState };
}

/**
 * "Today" in the business time zone (docs/architecture.md §8), so the office sees the same day as the server and
 * the crew even from another zone. Falls back to the browser's zone if the config cannot be read.
 */
export function useBusinessToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    loadPublicConfig()
      .then((c) => alive && setToday(todayIn(c.businessTz)))
      .catch(() => alive && setToday(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)));
    return () => {
      alive = false;
    };
  }, []);
  return today;
}
