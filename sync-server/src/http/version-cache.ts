import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Store } from '../db/connection';
import { oncePer } from '../db/once-per';
import { COMPRESS, type Encoding, jsonEncoder, pickEncoding, sendJson } from './compression';

/**
 * Read answers that depend only on the database and their query, cached by the server-wide version:
 * every write bumps it (triggers), so an entry is valid exactly while the version is unchanged. Crews
 * refreshing the same week's route then cost one query and one encoding per change instead of one per
 * request, and the ETag lets a client that already has the answer get a 304.
 *
 * Each entry also keeps its compressed forms (./compression.ts), made once on first demand; entries
 * are bounded by their total size (docs/decisions/0009-version-keyed-answer-cache.md).
 */
interface Entry {
  version: number;
  etag: string;
  bytes: Uint8Array;
  encoded: Partial<Record<Encoding, Uint8Array>>;
  size: number;
}

const MAX_BYTES = 24 * 1024 * 1024;
const cacheOf = oncePer((_store: Store): { entries: Map<string, Entry>; bytes: number } => ({
  entries: new Map(),
  bytes: 0,
}));

export function cachedJson(c: Context<AppEnv>, key: string, compute: () => unknown) {
  const store = c.get('store');
  const cache = cacheOf(store);
  const version = store.currentVersion();
  let entry = cache.entries.get(key);
  if (!entry || entry.version !== version) {
    const bytes = jsonEncoder.encode(JSON.stringify(compute()));
    if (entry) cache.bytes -= entry.size;
    cache.entries.delete(key);
    entry = {
      version,
      bytes,
      encoded: {},
      size: bytes.byteLength,
      etag: `W/"v${version}-${bytes.byteLength.toString(36)}"`,
    };
    cache.entries.set(key, entry);
    cache.bytes += entry.size;
  }
  c.header('ETag', entry.etag);
  if (c.req.header('if-none-match') === entry.etag) {
    c.header('Vary', 'Accept-Encoding');
    return c.body(null, 304);
  }
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  let body = entry.bytes;
  if (encoding) {
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = COMPRESS[encoding](entry.bytes);
      entry.encoded[encoding] = encoded;
      entry.size += encoded.byteLength;
      cache.bytes += encoded.byteLength;
    }
    body = encoded;
  }
  evict(cache, key);
  return sendJson(c, body, encoding);
}

/** Oldest first (a Map keeps insertion order); never the entry just served. */
function evict(cache: { entries: Map<string, Entry>; bytes: number }, keep: string) {
  for (const [k, old] of cache.entries) {
    if (cache.bytes <= MAX_BYTES) break;
    if (k === keep) continue;
    cache.entries.delete(k);
    cache.bytes -= old.size;
  }
}
