import type { Mutation, PullResponse, PushResponse, TodaySlice } from '@bin-valet/schema';

/**
 * The only code that talks to /api/sync (docs/architecture.md §3.4). Failures are classified for the engine:
 * `auth` pauses the queue, `retry` backs off, `client` is a refusal of the whole request.
 */
export type FailureKind = 'auth' | 'retry' | 'forbidden' | 'client';

export class SyncHttpError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function classify(status: number): FailureKind {
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status >= 500 || status === 408 || status === 429) return 'retry';
  return 'client';
}

async function call<T>(fetchFn: FetchLike, base: string, path: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetchFn(`${base}${path}`, { credentials: 'include', cache: 'no-store', ...init });
  } catch (err) {
    // No answer at all (offline, DNS, aborted by the service worker): always retryable.
    throw new SyncHttpError('retry', 0, err instanceof Error ? err.message : 'Network error');
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new SyncHttpError(classify(res.status), res.status, text || res.statusText);
  }
  try {
    return (await res.json()) as T;
  } catch {
    // A truncated body (connection dropped mid-answer) is a lost reply: retry.
    throw new SyncHttpError('retry', res.status, 'Malformed reply');
  }
}

export function createTransport(fetchFn: FetchLike, base = '') {
  return {
    push: (clientId: string, mutations: Mutation[]) =>
      call<PushResponse>(fetchFn, base, '/api/sync/push', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId, mutations }),
      }),
    pull: (cursor: string, limit?: number) =>
      call<PullResponse>(
        fetchFn,
        base,
        `/api/sync/pull?cursor=${encodeURIComponent(cursor)}${limit ? `&limit=${limit}` : ''}`,
        { method: 'GET' },
      ),
    /** One day's crew screen, for an empty database before its first pull (docs/decisions/0026-todays-route-first.md). */
    today: (date: string) =>
      call<TodaySlice>(fetchFn, base, `/api/sync/today?date=${encodeURIComponent(date)}`, { method: 'GET' }),
  };
}

export type Transport = ReturnType<typeof createTransport>;
