import type { BinValetDb } from '../db/database';
import { taskDays } from '../db/database';
import { rowsIn } from '../db/day-records';
import { readTasks, removeTasks } from '../db/tasks';

/**
 * Stops that left this phone's working set (the office gave them to someone else) while a change made
 * on them here still waited in the outbox. The change is still sent and still applies, so the stop is
 * kept, marked, until nothing of it waits any more; then it goes as the pull said.
 */

const KEY = 'leftStops';

async function readLeft(db: BinValetDb): Promise<number[]> {
  const v: unknown = JSON.parse((await db.meta.get(KEY))?.value ?? '[]');
  return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
}

async function waiting(db: BinValetDb, ids: number[]): Promise<Set<number>> {
  const rows = await db.outbox.where('taskId').anyOf(ids).toArray();
  return new Set(rows.flatMap((r) => (r.taskId === undefined ? [] : [r.taskId])));
}

/** Removes the stops the pull took away, keeping (marked) those with a change still waiting. */
export async function removeStops(db: BinValetDb, ids: number[]): Promise<void> {
  const keep = await waiting(db, ids);
  const go = ids.filter((id) => !keep.has(id));
  if (go.length) {
    await removeTasks(db, go);
    await db.taskPatches.bulkDelete(go);
  }
  if (keep.size === 0) return;
  const { days } = await readTasks(db, [...keep]);
  const stored = [...rowsIn(taskDays(db), days, keep).values()];
  if (stored.length === 0) return;
  for (const d of days) d.tasks = d.tasks.map((t) => (keep.has(t.id) ? { ...t, leftWorkingSet: true } : t));
  await db.taskDays.bulkPut(days);
  const left = new Set([...(await readLeft(db)), ...stored.map((t) => t.id)]);
  await db.meta.put({ key: KEY, value: JSON.stringify([...left]) });
}

/** Kept stops whose changes have all been answered leave now (one that came back meanwhile stays). */
export async function sweepLeftStops(db: BinValetDb): Promise<void> {
  const left = await readLeft(db);
  if (left.length === 0) return;
  const still = await waiting(db, left);
  const done = left.filter((id) => !still.has(id));
  if (done.length === 0) return;
  const { tasks } = await readTasks(db, done);
  const gone = done.filter((id) => tasks.get(id)?.leftWorkingSet);
  if (gone.length) {
    await removeTasks(db, gone);
    await db.taskPatches.bulkDelete(gone);
  }
  await db.meta.put({ key: KEY, value: JSON.stringify(left.filter((id) => still.has(id))) });
}
