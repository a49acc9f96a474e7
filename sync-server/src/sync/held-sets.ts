import { createHash } from 'node:crypto';
import { syncHeldSets } from '@bin-valet/schema';
import { eq, lt } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/**
 * What a crew phone holds, named in its cursor (docs/decisions/0043-crew-working-set.md). A set is
 * stored once under the hash of its ids, so a phone re-pulling a page after a crash, or two phones
 * holding the same stops, name the same row, and a pull that changes nothing writes nothing.
 */

const HASH_RE = /^[0-9a-f]{16}$/;
export const isHeldHash = (s: string) => HASH_RE.test(s);

export function heldHash(taskIds: number[]): string {
  const sorted = [...taskIds].sort((a, b) => a - b);
  return createHash('sha256').update(sorted.join(',')).digest('hex').slice(0, 16);
}

/** Stores the set (if new) and returns its name. */
export function saveHeld(db: Orm, taskIds: number[]): string {
  const hash = heldHash(taskIds);
  const sorted = [...taskIds].sort((a, b) => a - b);
  db.insert(syncHeldSets)
    .values({ hash, taskIds: JSON.stringify(sorted) })
    .onConflictDoNothing()
    .run();
  return hash;
}

/** The task ids of a stored set, or null when it is unknown (pruned, or not ours to know). */
export function loadHeld(db: Orm, hash: string): number[] | null {
  const row = db.select({ taskIds: syncHeldSets.taskIds }).from(syncHeldSets).where(eq(syncHeldSets.hash, hash)).get();
  if (!row) return null;
  const v: unknown = JSON.parse(row.taskIds);
  return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : null;
}

/** Sets older than the cutoff go: a phone that names one starts its replica again, losing nothing pending. */
export const pruneHeldSets = (db: Orm, cutoffIso: string) =>
  db.delete(syncHeldSets).where(lt(syncHeldSets.createdAt, cutoffIso)).run().changes;
