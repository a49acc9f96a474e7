import type { Orm, Store } from './connection';
import { oncePer } from './once-per';

interface Job {
  fn: (db: Orm) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * How long queued writes may hold the event loop before the server reads what arrived meanwhile.
 * Measured with 20 crews pushing 50 changes at once (8 rounds each): p99 62 ms unqueued, 50 ms with
 * one write per turn or 5 ms slices, 45 ms with 2 ms slices; throughput the same in all four.
 */
export const WRITE_SLICE_MS = 2;

/**
 * Runs `fn` in its own `store.write` transaction, in the order the writes were handed in, yielding to
 * the event loop every WRITE_SLICE_MS.
 *
 * Why: a busy server reads the requests that arrived while it worked in the order the kernel reports
 * their sockets, and that order is the previous turn's (level-triggered epoll re-queues a reported
 * socket behind the others). A crew whose push arrived just after the server looked was served last
 * of the next round, answered too late for the round after, and so on: the same few clients waited
 * two full rounds on every push, which was the push p99. Queued here, a write waits only behind the
 * writes that came before it.
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
