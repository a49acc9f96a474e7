import { startTsWorker } from '../workers/ts-worker';
import type { CheckpointReply, CheckpointRequest, CheckpointResult, CheckpointWorkerData } from './checkpoint-worker';
import type { Store } from './connection';

/** SQLite's default: the committing connection checkpoints once the WAL holds this many pages. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/**
 * With the worker running, the server's connection only checkpoints itself past this many pages
 * (~40 MB of WAL): a bound on the WAL should the worker fall behind under sustained writes.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
export const CHECKPOINT_INTERVAL_MS = 200;

export type { CheckpointResult };

export interface Checkpointer {
  /** Runs a passive checkpoint in the worker now. */
  checkpoint(): Promise<CheckpointResult>;
  /** Timer checkpoints so far that copied new frames into the database. */
  checkpoints(): number;
  /** Stops the worker and closes its connection; the server's connection checkpoints itself again. */
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the request path, where SQLite's automatic one stalls every queued request
 * (docs/decisions/0013-wal-checkpoints-in-a-worker.md). A worker thread with its own connection runs
 * passive checkpoints on a timer instead; in WAL mode they never block the server's reads or writes.
 *
 * A passive checkpoint overlapped by a commit cannot let the WAL start over, so under sustained writes
 * the WAL grows to the fallback bound, where the server's connection checkpoints the few pages the
 * worker has not copied yet. Should the worker die, the connection checkpoints as SQLite would.
 */
export function startCheckpointer(
  store: Store,
  opts: { intervalMs?: number; file?: string; onError?: (err: Error) => void } = {},
): Checkpointer {
  const file = opts.file ?? store.file;
  const workerData: CheckpointWorkerData = { file, intervalMs: opts.intervalMs ?? CHECKPOINT_INTERVAL_MS };
  const worker = startTsWorker(new URL('./checkpoint-worker.ts', import.meta.url), { workerData });
  const request = (m: CheckpointRequest) => worker.postMessage(m);
  // Housekeeping must not keep a process alive that has nothing else to do.
  worker.unref();
  const setAutocheckpoint = (pages: number) => {
    if (store.sqlite.open) store.sqlite.pragma(`wal_autocheckpoint = ${pages}`);
  };
  setAutocheckpoint(FALLBACK_AUTOCHECKPOINT_PAGES);

  let ticks = 0;
  let nextId = 0;
  let running = true;
  const pending = new Map<number, { resolve: (r: CheckpointResult) => void; reject: (e: Error) => void }>();
  worker.on('message', (m: CheckpointReply) => {
    if (m.type === 'tick') ticks++;
    else {
      pending.get(m.id)?.resolve(m.result);
      pending.delete(m.id);
    }
  });
  const exited = new Promise<void>((resolve) => {
    worker.on('exit', () => {
      running = false;
      setAutocheckpoint(SQLITE_AUTOCHECKPOINT_PAGES);
      for (const p of pending.values()) p.reject(new Error('The checkpoint worker stopped'));
      pending.clear();
      resolve();
    });
  });
  worker.on('error', (err) => {
    (opts.onError ?? ((e: Error) => console.error('[server] checkpoint worker failed:', e)))(err);
  });

  return {
    checkpoint() {
      if (!running) return Promise.reject(new Error('The checkpoint worker is not running'));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        request({ type: 'checkpoint', id });
      });
    },
    checkpoints: () => ticks,
    async stop() {
      if (running) request({ type: 'stop' });
      const timeout = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
