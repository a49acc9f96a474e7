import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../api/client';

export interface Resource<T> {
  data: T | undefined;
  loading: boolean;
  /** The screen's fetch-error text (docs/architecture.md §8), e.g. 'Failed to fetch employee'. */
  error: string | null;
  /** HTTP status of the failure (401, 404, ...), or 0 when the network failed. */
  errorStatus: number | null;
  /** The failure's own message ('{status}: {body}'), for the screens that show it. */
  errorDetail: string | null;
  reload: () => Promise<void>;
}

/**
 * One online GET per screen part, no retries and no refetch on focus (docs/architecture.md §8). `path` null skips
 * the call (e.g. unassigned jobs only once the dialog opens). A late answer for an old path is dropped.
 */
export function useResource<T>(path: string | null, failure: string): Resource<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(Boolean(path));
  const [error, setError] = useState<{ status: number; detail: string } | null>(null);
  const current = useRef(path);
  current.current = path;

  const load = useCallback(async () => {
    if (!path) return;
    setLoading(true);
    try {
      const answer = await api.get<T>(path);
      if (current.current !== path) return;
      setData(answer);
      setError(null);
    } catch (err) {
      if (current.current !== path) return;
      setError({
        status: err instanceof ApiError ? err.status : 0,
        detail: err instanceof Error ? err.message : String(err),
      });
    } finally {
      if (current.current === path) setLoading(false);
    }
  }, [path]);

  useEffect(() => {
    void load();
  }, [load]);

  return {
    data,
    loading,
    error: error ? failure : null,
    errorStatus: error?.status ?? null,
    errorDetail: error?.detail ?? null,
    reload: load,
  };
}
