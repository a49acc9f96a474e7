import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Store } from '../db/connection';

/**
 * Read answers that depend only on the database and their query, cached by the server-wide version:
 * every write bumps it (triggers), so an entry is valid exactly while the version is unchanged. Crews
 * refreshing the same week's route then cost one query and one UTF-8 encoding per change instead of
 * one per request, and the ETag lets a client that already has the answer get a 304. Entries are kept
 * as encoded bytes and bounded by total size, so a week of 2,000 customers (1.4 MB) cannot pile up.
 */
interface Entry {
  version: number;
  bytes: Uint8Array;
  etag: string;
}

const MAX_BYTES = 24 * 1024 * 1024;
const encoder = new TextEncoder();
const caches = new WeakMap<Store, { entries: Map<string, Entry>; bytes: number }>();

function cacheOf(store: Store) {
  let cache = caches.get(store);
  if (!cache) {
    cache = { entries: new Map(), bytes: 0 };
    caches.set(store, cache);
  }
  return cache;
}

export function cachedJson(c: Context<AppEnv>, key: string, compute: () => unknown) {
  const store = c.get('store');
  const cache = cacheOf(store);
  const version = store.currentVersion();
  let entry = cache.entries.get(key);
  if (!entry || entry.version !== version) {
    const bytes = encoder.encode(JSON.stringify(compute()));
    if (entry) cache.bytes -= entry.bytes.byteLength;
    cache.entries.delete(key);
    entry = { version, bytes, etag: `W/"v${version}-${bytes.byteLength.toString(36)}"` };
    cache.entries.set(key, entry);
    cache.bytes += bytes.byteLength;
    // Oldest first (Map keeps insertion order); never evict the entry just made.
    for (const [k, old] of cache.entries) {
      if (cache.bytes <= MAX_BYTES || k === key) break;
      cache.entries.delete(k);
      cache.bytes -= old.bytes.byteLength;
    }
  }
  c.header('ETag', entry.etag);
  if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304);
  return c.body(entry.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
