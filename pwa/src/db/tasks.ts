import { addDays } from '@bin-valet/schema';
import type { BinValetDb } from './database';
import { taskDays, withCrew } from './database';
import {
  daysHolding,
  type FreshDays,
  putIntoDays,
  removeFromDays,
  rowsBetween,
  rowsIn,
  writeDays,
} from './day-records';
import type { LocalTask, TaskDay } from './rows';
import { applyPatch, patched } from './task-patches';

/**
 * Reading and writing tasks, which live in one record per scheduled date (TaskDay), with the crew's
 * edits beside them in `taskPatches` until a newer copy replaces the row (TaskPatch, ./task-patches.ts). Readers
 * return tasks with their patches applied. Writers must run inside a transaction over `taskDays` and
 * `taskPatches` when they are part of a larger change.
 */

export async function tasksBetween(db: BinValetDb, from: string, to: string): Promise<LocalTask[]> {
  const [tasks, patches] = await Promise.all([
    rowsBetween(taskDays(db), from, to),
    db.taskPatches.where('date').between(from, to, true, true).toArray(),
  ]);
  return patched(tasks, patches);
}

/** The day records holding these tasks (as stored), and the tasks among them (as they read). */
export async function readTasks(
  db: BinValetDb,
  ids: number[],
): Promise<{ days: TaskDay[]; tasks: Map<number, LocalTask> }> {
  const [days, patches] = await Promise.all([daysHolding(taskDays(db), ids), db.taskPatches.bulkGet(ids)]);
  const tasks = rowsIn(taskDays(db), days, new Set(ids));
  for (const p of patches) {
    const t = p && tasks.get(p.id);
    if (t) tasks.set(t.id, applyPatch(t, p));
  }
  return { days, tasks };
}

export const tasksById = async (db: BinValetDb, ids: number[]): Promise<Map<number, LocalTask>> =>
  (await readTasks(db, ids)).tasks;

export async function getTask(db: BinValetDb, id: number): Promise<LocalTask | undefined> {
  return (await tasksById(db, [id])).get(id);
}

/** How far after a task its job's other task may be scheduled (a bins-back day follows within the week). */
const JOB_SPAN_DAYS = 14;

/**
 * The stored task of `type` in a task's job, scheduled on or after it (within its week or two), if held
 * here. Day by day from the task's own: the other task is nearly always on that day or the next.
 */
export async function jobTaskAfter(db: BinValetDb, task: LocalTask, type: string): Promise<LocalTask | undefined> {
  for (let i = 0; i <= JOB_SPAN_DAYS; i++) {
    const day = await db.taskDays.get(addDays(task.scheduledDate, i));
    const found = day?.tasks.find((t) => t.jobId === task.jobId && t.taskType === type && t.id !== task.id);
    if (found) return found;
  }
  return undefined;
}

/** Every local task, by date then id. */
export async function allTasks(db: BinValetDb): Promise<LocalTask[]> {
  const [days, patches] = await Promise.all([db.taskDays.toArray(), db.taskPatches.toArray()]);
  return patched(
    days.flatMap((d) => d.tasks),
    patches,
  );
}

/** `held`: day records already read in this transaction (see putIntoDays). */
export const putTasks = (db: BinValetDb, tasks: LocalTask[], fresh?: FreshDays, held?: TaskDay[]): Promise<void> =>
  putIntoDays(taskDays(db), tasks, fresh, held);

export const removeTasks = (db: BinValetDb, ids: number[]): Promise<void> => removeFromDays(taskDays(db), ids);

const crewHoldsAny = (t: LocalTask, assignmentIds: Set<number>) =>
  (t.crewIds ?? []).some((id) => assignmentIds.has(id));

/** The day records holding these assignments (as stored), and the tasks whose crew holds any of them (as they read). */
export async function readCrewHolders(
  db: BinValetDb,
  assignmentIds: number[],
): Promise<{ days: TaskDay[]; tasks: LocalTask[] }> {
  const wanted = new Set(assignmentIds);
  const days = await daysHolding(taskDays(db), assignmentIds, 'crewIds');
  const tasks = days.flatMap((d) => d.tasks).filter((t) => crewHoldsAny(t, wanted));
  return { days, tasks: await withPatches(db, tasks) };
}

/** These stored rows as they read (with their patches). */
async function withPatches(db: BinValetDb, tasks: LocalTask[]): Promise<LocalTask[]> {
  if (tasks.length === 0) return tasks;
  return patched(tasks, await db.taskPatches.bulkGet(tasks.map((t) => t.id)));
}

export const tasksWithAssignments = async (db: BinValetDb, assignmentIds: number[]): Promise<LocalTask[]> =>
  (await readCrewHolders(db, assignmentIds)).tasks;

/**
 * Takes removed assignments out of their tasks' crews. A changed task's patch goes into its row (its
 * snapshot would keep the old crew).
 */
export async function removeAssignments(db: BinValetDb, ids: number[]): Promise<void> {
  const gone = new Set(ids);
  const days = await daysHolding(taskDays(db), ids, 'crewIds');
  const changed = await withPatches(
    db,
    days.flatMap((d) => d.tasks).filter((t) => crewHoldsAny(t, gone)),
  );
  const byId = new Map(
    changed.map((t) => [
      t.id,
      withCrew(
        t,
        (t.crew ?? []).filter((a) => !gone.has(a.id)),
      ),
    ]),
  );
  await writeDays(
    taskDays(db),
    new Map(days.map((d) => [d.date, d.tasks.map((t) => byId.get(t.id) ?? t)])),
    [...byId.keys()],
    false,
    byId,
  );
}
