import type { Store } from '../db/connection';
import { housekeepingStatements } from '../db/raw-sql';
import { pruneHeldSets } from './held-sets';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stored push results are kept this long; a change older than this is refused, not applied again. */
export const MUTATION_RETENTION_DAYS = 60;
/**
 * Results are deleted a day after the refusal age, so a phone whose clock runs up to a day fast still
 * finds its stored answer instead of a second application.
 */
const PRUNE_AFTER_DAYS = MUTATION_RETENTION_DAYS + 1;
const PRUNE_CHUNK = 5_000;

export const TOO_OLD_REASON = `This change was made more than ${MUTATION_RETENTION_DAYS} days ago and was not applied; check the stop and record it again if it still matters`;

const UUID_V7 = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** When a time-ordered (v7) mutation id was made, in Unix ms; undefined for any other id. */
export function mutationIdTime(id: string): number | undefined {
  const m = UUID_V7.exec(id);
  return m ? Number.parseInt(m[1] + m[2], 16) : undefined;
}

/** True when the id says the change was made before the retention period: its result may be gone. */
export function isPastRetention(id: string, now: number): boolean {
  const at = mutationIdTime(id);
  return at !== undefined && at < now - MUTATION_RETENTION_DAYS * DAY_MS;
}

/**
 * Deletes stored results past the prune age, a chunk per transaction with a turn of the event loop
 * between chunks, so a large backlog never holds requests up for long. Resolves to how many rows went.
 */
export async function pruneMutationResults(store: Store, now: number): Promise<number> {
  const cutoff = new Date(now - PRUNE_AFTER_DAYS * DAY_MS).toISOString();
  const del = housekeepingStatements(store.orm).pruneResults;
  let total = 0;
  for (;;) {
    const { changes } = store.write(() => del.run(cutoff, PRUNE_CHUNK));
    total += changes;
    if (changes < PRUNE_CHUNK) {
      // A crew phone naming a held set this old starts its replica again: nothing pending is lost.
      store.write((db) => pruneHeldSets(db, cutoff));
      return total;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Prunes now and then once a day; the timer never keeps the process alive. */
export function startMutationPruning(
  store: Store,
  opts: { intervalMs?: number; now?: () => number; log?: (msg: string) => void } = {},
) {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((msg: string) => console.log(msg));
  let running: Promise<void> | null = null;
  // One prune at a time: a tick while one runs waits for that one.
  const tick = () => {
    running ??= pruneMutationResults(store, now())
      .then(
        (n) => {
          if (n > 0) log(`[sync] pruned ${n} push results older than ${PRUNE_AFTER_DAYS} days`);
        },
        // Try again tomorrow; pruning must not take the server down.
        (err) => console.error('[sync] pruning push results failed', err),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  void tick();
  const timer = setInterval(tick, opts.intervalMs ?? DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
