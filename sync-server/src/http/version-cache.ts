import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Store } from '../db/connection';

/**
 * Read answers that depend only on the database and their query, cached by the server-wide version:
 * every write bumps it (triggers), so an entry is valid exactly while the version is unchanged. Crews
 * refreshing the same week's route then cost one serialisation per change instead of one per request,
 * and the ETag lets a client that already has the answer get a 304.
 */
interface Entry {
  version: number;
  body: string;
  etag: string;
}

const MAX_ENTRIES = 64;
const caches = new WeakMap<Store, Map<string, Entry>>();

export function cachedJson(c: Context<AppEnv>, key: string, compute: () => unknown) {
  const store = c.get('store');
  let cache = caches.get(store);
  if (!cache) {
    cache = new Map();
    caches.set(store, cache);
  }
  const version = store.currentVersion();
  let entry = cache.get(key);
  if (!entry || entry.version !== version) {
    const body = JSON.stringify(compute());
    entry = { version, body, etag: `W/"v${version}-${body.length.toString(36)}"` };
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  c.header('ETag', entry.etag);
  if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304);
  return c.body(entry.body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
