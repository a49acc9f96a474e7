import type { Orm, Store } from './connection';
import { oncePer } from './once-per';

interface Job {
  fn: (db: Orm) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * How long queued writes may hold the event loop before the server reads what arrived meanwhile
 * (measurements: docs/decisions/0006-push-write-queue.md).
 */
export const WRITE_SLICE_MS = 2;

/**
 * Runs `fn` in its own `store.write` transaction, in the order the writes were handed in, yielding to
 * the event loop every WRITE_SLICE_MS.
 *
 * Why: otherwise the kernel's socket order serves the same few crews last on every round; queued here,
 * a write waits only behind the writes that came before it (docs/decisions/0006-push-write-queue.md).
 */
export function queuedWrite<T>(store: Store, fn: (db: Orm) => T): Promise<T> {
  return queueOf(store)(fn as (db: Orm) => unknown) as Promise<T>;
}

const queueOf = oncePer((store: Store) => {
  const jobs: Job[] = [];
  const runSlice = () => {
    const until = performance.now() + WRITE_SLICE_MS;
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      try {
        job.resolve(store.write(job.fn));
      } catch (error) {
        job.reject(error);
      }
      if (performance.now() >= until) break;
    }
    // An immediate queued while immediates run waits for the next turn, after its poll phase.
    if (jobs.length > 0) setImmediate(runSlice);
  };
  return (fn: (db: Orm) => unknown) =>
    new Promise<unknown>((resolve, reject) => {
      if (jobs.length === 0) setImmediate(runSlice);
      jobs.push({ fn, resolve, reject });
    });
});
