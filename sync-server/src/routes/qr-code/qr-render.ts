import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../workers/ts-worker';
import type { QrReply, QrRequest } from './qr-worker';

/**
 * QR images are drawn in a worker thread: a 512 px code of a long link is ~100 ms of CPU, and on the
 * main thread a burst of them stalled every other request. One worker draws one image at a time;
 * requests wait in a bounded queue, and answers are kept in a bounded LRU cache (same link and size,
 * same bytes), with concurrent requests for the same image sharing one drawing.
 */

/** Requests waiting for the worker beyond this are turned away (the caller answers 429). */
export const QR_QUEUE_MAX = 100;
/** Cached images, by total bytes: a 512 px code is ~2-10 kB. */
const CACHE_MAX_BYTES = 8 * 1024 * 1024;

export class QrBusyError extends Error {}

interface Job {
  id: number;
  url: string;
  width: number;
  resolve: (png: Uint8Array<ArrayBuffer>) => void;
  reject: (err: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
let running: Job | null = null;
const queue: Job[] = [];
const cache = new Map<string, Uint8Array<ArrayBuffer>>();
let cacheBytes = 0;
const drawing = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function startWorker(): Worker {
  const w = startTsWorker(new URL('./qr-worker.ts', import.meta.url));
  // An idle drawing thread must not keep a process alive that has nothing else to do.
  w.unref();
  w.on('message', (m: QrReply) => {
    const job = running;
    if (!job || job.id !== m.id) return;
    running = null;
    if (m.png) job.resolve(m.png);
    else job.reject(new Error(m.error ?? 'QR drawing failed'));
    pump();
  });
  w.on('error', (err) => console.error('[qr] worker failed:', err));
  w.on('exit', () => {
    // The next job starts a fresh worker; the one it was drawing fails.
    if (worker === w) worker = null;
    const job = running;
    running = null;
    job?.reject(new Error('The QR worker stopped'));
    pump();
  });
  return w;
}

function pump() {
  if (running) return;
  const job = queue.shift();
  if (!job) return;
  running = job;
  worker ??= startWorker();
  worker.postMessage({ id: job.id, url: job.url, width: job.width } satisfies QrRequest);
}

function remember(key: string, png: Uint8Array<ArrayBuffer>) {
  if (png.byteLength > CACHE_MAX_BYTES) return;
  cache.set(key, png);
  cacheBytes += png.byteLength;
  for (const [oldKey, old] of cache) {
    if (cacheBytes <= CACHE_MAX_BYTES) break;
    cache.delete(oldKey);
    cacheBytes -= old.byteLength;
  }
}

/** The PNG of `url` at `width` px: from the cache, or drawn in the worker. Throws QrBusyError when full. */
export function renderQr(url: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${width} ${url}`;
  const hit = cache.get(key);
  if (hit) {
    // Most recently used goes last, so eviction takes the least recently used first.
    cache.delete(key);
    cache.set(key, hit);
    return Promise.resolve(hit);
  }
  const inFlight = drawing.get(key);
  if (inFlight) return inFlight;
  if (queue.length >= QR_QUEUE_MAX) return Promise.reject(new QrBusyError());
  const promise = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    queue.push({ id: nextId++, url, width, resolve, reject });
    pump();
  }).then(
    (png) => {
      drawing.delete(key);
      remember(key, png);
      return png;
    },
    (err: unknown) => {
      drawing.delete(key);
      throw err;
    },
  );
  drawing.set(key, promise);
  return promise;
}

/** How many images wait for the worker and are cached (for tests and diagnostics). */
export const qrStats = () => ({ queued: queue.length, drawing: running ? 1 : 0, cached: cache.size, cacheBytes });
