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

/** The task as it reads with its patch's edits applied, in the order they were made. */
export function applyPatch(task: LocalTask, patch: TaskPatch | undefined): LocalTask {
  if (!patch) return task;
  let out = task;
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
  const edits = patch?.date === date ? patch.edits : [];
  if (edits.some((e) => e.mutationId === mutationId)) return;
  await db.taskPatches.put({ id: taskId, date, edits: [...edits, { mutationId, edit }] });
}

/** Takes back the edits of these intents (an undo); false when none of them had an edit to take. */
export async function dropTaskEdits(db: BinValetDb, taskId: number, mutationIds: Set<string>): Promise<boolean> {
  const patch = await db.taskPatches.get(taskId);
  if (!patch) return false;
  const edits = patch.edits.filter((e) => !mutationIds.has(e.mutationId));
  if (edits.length === patch.edits.length) return false;
  if (edits.length) await db.taskPatches.put({ ...patch, edits });
  else await db.taskPatches.delete(taskId);
  return true;
}
