import { SSE_KEEPALIVE_MS, type SyncPoke } from '@bin-valet/schema';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app-env';
import { currentUser } from '../auth/guard';
import type { Store } from '../db/connection';
import { oncePer } from '../db/once-per';
import { HttpError } from '../http/errors';

/** Open event streams one session may hold: a few tabs and devices, never thousands. */
export const MAX_STREAMS_PER_SESSION = 5;
/** And one account across all its sign-ins (each sign-in would otherwise bring 5 more). */
export const MAX_STREAMS_PER_ACCOUNT = 10;
/** How often an open stream checks that its session still stands. */
export const STREAM_REVALIDATE_MS = 3_000;
export const TOO_MANY_STREAMS =
  'Too many live connections for this sign-in; close other tabs of the app (changes still arrive, a little later)';

export const TOO_MANY_ACCOUNT_STREAMS =
  'Too many live connections for this account; sign out on devices you no longer use (changes still arrive, a little later)';

/** Open streams by server-side session id, and by account (`account:{id}`). */
const openStreams = oncePer((_store: Store) => new Map<string, number>());

/**
 * GET /api/sync/events: a poke `{ version }` after every commit, so clients pull at once, and a
 * comment line every 25 s so proxies keep the connection open. Pokes carry no data: the pull decides
 * what the employee may see.
 *
 * A session may hold MAX_STREAMS_PER_SESSION streams and an account MAX_STREAMS_PER_ACCOUNT; the next is
 * refused with 429 (the PWA then
 * polls). Closing the oldest instead would make its tab reconnect and close another, round and round.
 * Every few seconds a stream re-checks its session (signed out, deactivated, password or role
 * changed) and ends when it no longer stands.
 */
export function handleEvents(
  c: Context<AppEnv>,
  { keepAliveMs = SSE_KEEPALIVE_MS, revalidateMs = STREAM_REVALIDATE_MS } = {},
) {
  const store = c.get('store');
  const role = c.get('user').role;
  const key = c.get('sessionId');
  const account = `account:${c.get('user').id}`;
  const counts = openStreams(store);
  if ((counts.get(key) ?? 0) >= MAX_STREAMS_PER_SESSION) throw new HttpError(429, TOO_MANY_STREAMS);
  if ((counts.get(account) ?? 0) >= MAX_STREAMS_PER_ACCOUNT) throw new HttpError(429, TOO_MANY_ACCOUNT_STREAMS);
  const bump = (k: string, by: number) => {
    const n = (counts.get(k) ?? 0) + by;
    if (n > 0) counts.set(k, n);
    else counts.delete(k);
  };
  bump(key, 1);
  bump(account, 1);
  const release = () => {
    bump(key, -1);
    bump(account, -1);
  };

  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let wake: (() => void) | null = null;
    let latest = store.currentVersion();
    let sent = -1;
    let ended = false;
    const end = () => {
      ended = true;
      wake?.();
    };
    const off = store.onCommit((version) => {
      latest = version;
      wake?.();
    });
    const check = setInterval(() => {
      currentUser(c).then((user) => {
        if (!user || user.role !== role) end();
      }, end);
    }, revalidateMs);
    check.unref();
    stream.onAbort(() => {
      off();
      end();
    });
    try {
      while (!ended && !stream.aborted && !stream.closed) {
        if (latest !== sent) {
          sent = latest;
          const poke: SyncPoke = { version: latest };
          await stream.writeSSE({ data: JSON.stringify(poke) });
        }
        // Sleep until the next commit, the keep-alive tick or the session's end, whichever comes first.
        const ticked = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), keepAliveMs);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = null;
        if (ticked && latest === sent && !stream.aborted && !ended) await stream.write(': keep-alive\n\n');
      }
    } finally {
      clearInterval(check);
      off();
      release();
    }
  });
}
