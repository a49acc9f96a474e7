import { type TaskEdit, taskEditChanges } from '@bin-valet/schema';
import type { BinValetDb } from './database';
import type { LocalTask, TaskChanges, TaskPatch } from './rows';

/**
 * A crew action's effect on a task, kept beside the task's day record as a small log of edits
 * (docs/decisions/0022-task-patches-beside-day-records.md): a tap writes one small record and reads
 * only index keys, never the day's ~800 tasks. Readers lay the edits over the stored row.
 */

/** The inverse of appendNote for the note it appended last. */
export function withoutNote(existing: string | null, text: string): string | null {
  const t = text.trim();
  if (!existing) return existing;
  if (existing === t) return null;
  return existing.endsWith(`\n${t}`) ? existing.slice(0, -(t.length + 1)) : existing;
}

/** The crew's rules, shared with the server: an edit it would refuse changes nothing here either. */
const changesOf = (task: LocalTask, edit: TaskEdit): TaskChanges | undefined => taskEditChanges('crew', task, edit);

/**
 * How long a patch keeps the copy that replaced its row: far longer than a live query takes to re-read
 * a day, so every reader has the new row by the time the patch goes.
 */
export const SETTLED_PATCH_MS = 10_000;

/** The task as it reads with its patch's edits applied, in the order they were made. */
export function applyPatch(task: LocalTask, patch: TaskPatch | undefined): LocalTask {
  if (!patch) return task;
  // A read of the day record from before the replacing transaction: the copy that replaced it, as stored since.
  let out = patch.settled && patch.settled.version >= task.version ? patch.settled : task;
  for (const { edit } of patch.edits) {
    const c = changesOf(out, edit);
    if (c) out = { ...out, ...c };
  }
  return out;
}

/** Tasks with the patches among `patches` applied. */
export function patched(tasks: LocalTask[], patches: (TaskPatch | undefined)[]): LocalTask[] {
  const byId = new Map(patches.filter((p): p is TaskPatch => p !== undefined).map((p) => [p.id, p]));
  if (byId.size === 0) return tasks;
  return tasks.map((t) => applyPatch(t, byId.get(t.id)));
}

/**
 * Adds one intent's edit to its task's patch. Reads only the date index of the task's day (no row)
 * and the patch; a task that is not stored locally gets none. An edit already there for the same
 * intent is not added twice (re-applying pending intents over a fresh row).
 */
export async function addTaskEdit(db: BinValetDb, taskId: number, mutationId: string, edit: TaskEdit): Promise<void> {
  const [patch, dates] = await Promise.all([
    db.taskPatches.get(taskId),
    db.taskDays.where('taskIds').equals(taskId).primaryKeys(),
  ]);
  const date = dates[0];
  if (date === undefined) return;
  const same = patch?.date === date ? patch : undefined;
  const edits = same?.edits ?? [];
  if (edits.some((e) => e.mutationId === mutationId)) return;
  await db.taskPatches.put({ ...same, id: taskId, date, edits: [...edits, { mutationId, edit }] });
}

/** Takes back the edits of these intents (an undo); false when none of them had an edit to take. */
export async function dropTaskEdits(db: BinValetDb, taskId: number, mutationIds: Set<string>): Promise<boolean> {
  const patch = await db.taskPatches.get(taskId);
  if (!patch) return false;
  const edits = patch.edits.filter((e) => !mutationIds.has(e.mutationId));
  if (edits.length === patch.edits.length) return false;
  if (edits.length || patch.settled) await db.taskPatches.put({ ...patch, edits });
  else await db.taskPatches.delete(taskId);
  return true;
}

/**
 * The patches of rows being replaced (inside the replacing transaction): their edits go, and each keeps
 * the new copy. The crew screen reads the day records and the patches in separate live queries; a
 * patch deleted here reached it before the new row did, and a completed stop showed "Scheduled" for a
 * frame. A task whose new copy is not given loses its patch.
 */
export function settlePatches(db: BinValetDb, ids: number[], by: Map<number, LocalTask>, now = Date.now()) {
  return db.taskPatches
    .where('id')
    .anyOf(ids)
    .modify((patch, ref) => {
      const settled = by.get(patch.id);
      if (settled) ref.value = { id: patch.id, date: patch.date, edits: [], settled, settledAt: now };
      else delete (ref as { value?: TaskPatch }).value;
    });
}

/** Drops the patches that only kept a replacing copy, once every reader has had time to read it. */
export function dropSettledPatches(db: BinValetDb, now = Date.now()) {
  return db.taskPatches.filter((p) => p.edits.length === 0 && (p.settledAt ?? 0) <= now - SETTLED_PATCH_MS).delete();
}
