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
 * Each entry also keeps its compressed forms (./compression.ts), made once on first demand; the cache
 * is a least-recently-used list bounded by the memory its entries take, keys and bookkeeping included,
 * so many distinct tiny answers cannot grow it either (docs/decisions/0009-version-keyed-answer-cache.md).
 */
export interface Entry {
  version: number;
  etag: string;
  bytes: Uint8Array;
  encoded: Partial<Record<Encoding, Uint8Array>>;
  size: number;
}

/** What an entry costs beyond its bytes: the Map slot, the entry and its small arrays, the ETag string. */
const ENTRY_OVERHEAD_BYTES = 400;

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** The memory the entries are counted at; at most maxBytes after each `put`, the entry just served aside. */
  bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.entries.size;
  }

  /** The entry for `key`, made the most recently used. */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  put(key: string, version: number, bytes: Uint8Array): Entry {
    this.drop(key);
    const entry: Entry = {
      version,
      bytes,
      encoded: {},
      size: bytes.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES,
      etag: `W/"v${version}-${bytes.byteLength.toString(36)}"`,
    };
    this.entries.set(key, entry);
    this.bytes += entry.size;
    this.evict(key);
    return entry;
  }

  /** Keeps a compressed form beside its entry (counted), made once. */
  encodedOf(key: string, entry: Entry, encoding: Encoding): Uint8Array {
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = COMPRESS[encoding](entry.bytes);
      entry.encoded[encoding] = encoded;
      if (this.entries.get(key) === entry) {
        entry.size += encoded.byteLength;
        this.bytes += encoded.byteLength;
        this.evict(key);
      }
    }
    return encoded;
  }

  private drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.size;
  }

  /** Least recently used first (a Map keeps insertion order); never the entry just served. */
  private evict(keep: string) {
    for (const [k, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      if (k === keep) continue;
      this.entries.delete(k);
      this.bytes -= old.size;
    }
  }
}

const cacheSlot = oncePer((_store: Store): { cache?: AnswerCache } => ({}));
/** The store's cache, made on first use with the configured bound. */
export function answerCacheOf(store: Store, maxBytes: number): AnswerCache {
  const slot = cacheSlot(store);
  slot.cache ??= new AnswerCache(maxBytes);
  return slot.cache;
}

export function cachedJson(c: Context<AppEnv>, key: string, compute: () => unknown) {
  const store = c.get('store');
  const cache = answerCacheOf(store, c.get('config').answerCacheBytes);
  const version = store.currentVersion();
  let entry = cache.get(key);
  if (!entry || entry.version !== version)
    entry = cache.put(key, version, jsonEncoder.encode(JSON.stringify(compute())));
  c.header('ETag', entry.etag);
  if (c.req.header('if-none-match') === entry.etag) {
    c.header('Vary', 'Accept-Encoding');
    return c.body(null, 304);
  }
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  return sendJson(c, encoding ? cache.encodedOf(key, entry, encoding) : entry.bytes, encoding);
}
