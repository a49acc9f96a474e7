import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { SSE_KEEPALIVE_MS, type SyncPoke } from '../../../schema';
import type { AppEnv } from '../app-env';

/**
 * GET /api/sync/events: a poke `{ version }` after every commit, so clients pull at once, and a
 * comment line every 25 s so proxies keep the connection open. Pokes carry no data: the pull decides
 * what the employee may see.
 */
export function handleEvents(c: Context<AppEnv>, keepAliveMs = SSE_KEEPALIVE_MS) {
  const store = c.get('store');
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let wake: (() => void) | null = null;
    let latest = store.currentVersion();
    let sent = -1;
    const off = store.onCommit((version) => {
      latest = version;
      wake?.();
    });
    stream.onAbort(() => {
      off();
      wake?.();
    });
    try {
      while (!stream.aborted && !stream.closed) {
        if (latest !== sent) {
          sent = latest;
          const poke: SyncPoke = { version: latest };
          await stream.writeSSE({ data: JSON.stringify(poke) });
        }
        // Sleep until the next commit or the keep-alive tick, whichever comes first.
        const ticked = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), keepAliveMs);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = null;
        if (ticked && latest === sent && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
    } finally {
      off();
    }
  });
}
