import type { BinValetDb, LocalTask } from './database';
import { taskDays, withCrew } from './database';
import {
  daysHolding,
  type FreshDays,
  putIntoDays,
  removeFromDays,
  rowsBetween,
  rowsById,
  writeDays,
} from './day-records';

/**
 * Reading and writing tasks, which live in one record per scheduled date (TaskDay). Writers must run
 * inside a transaction over `taskDays` when they are part of a larger change.
 */

export const tasksBetween = (db: BinValetDb, from: string, to: string): Promise<LocalTask[]> =>
  rowsBetween(taskDays(db), from, to);

export const tasksById = (db: BinValetDb, ids: number[]): Promise<Map<number, LocalTask>> =>
  rowsById(taskDays(db), ids);

export async function getTask(db: BinValetDb, id: number): Promise<LocalTask | undefined> {
  return (await tasksById(db, [id])).get(id);
}

/** Every local task, by date then id. */
export async function allTasks(db: BinValetDb): Promise<LocalTask[]> {
  return (await db.taskDays.toArray()).flatMap((d) => d.tasks);
}

export const putTasks = (db: BinValetDb, tasks: LocalTask[], fresh?: FreshDays): Promise<void> =>
  putIntoDays(taskDays(db), tasks, fresh);

export const removeTasks = (db: BinValetDb, ids: number[]): Promise<void> => removeFromDays(taskDays(db), ids);

type TaskChanges = Partial<Omit<LocalTask, 'id' | 'scheduledDate' | 'crew' | 'crewIds'>>;

/**
 * Changes fields of one stored task in place (never its date or crew): `change` sees the stored task
 * and returns the changes, or nothing to leave it as it is. One read and one write of the task's day.
 */
export async function modifyTask(
  db: BinValetDb,
  id: number,
  change: (task: LocalTask) => TaskChanges | undefined,
): Promise<void> {
  const [day] = await daysHolding(taskDays(db), [id]);
  const task = day?.tasks.find((t) => t.id === id);
  const changes = task && change(task);
  if (!day || !changes) return;
  await db.taskDays.put({ ...day, tasks: day.tasks.map((t) => (t.id === id ? { ...t, ...changes } : t)) });
}

/** The stored tasks whose crew holds any of these assignments. */
export async function tasksWithAssignments(db: BinValetDb, assignmentIds: number[]): Promise<LocalTask[]> {
  const wanted = new Set(assignmentIds);
  const days = await daysHolding(taskDays(db), assignmentIds, 'crewIds');
  return days.flatMap((d) => d.tasks).filter((t) => (t.crewIds ?? []).some((id) => wanted.has(id)));
}

/** Takes removed assignments out of their tasks' crews. */
export async function removeAssignments(db: BinValetDb, ids: number[]): Promise<void> {
  const gone = new Set(ids);
  const days = await daysHolding(taskDays(db), ids, 'crewIds');
  await writeDays(
    taskDays(db),
    new Map(
      days.map((d) => [
        d.date,
        d.tasks.map((t) =>
          (t.crewIds ?? []).some((a) => gone.has(a))
            ? withCrew(
                t,
                (t.crew ?? []).filter((a) => !gone.has(a.id)),
              )
            : t,
        ),
      ]),
    ),
  );
}
