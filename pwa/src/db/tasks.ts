import type { BinValetDb, LocalTask, TaskDay } from './database';
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

/**
 * Reading and writing tasks, which live in one record per scheduled date (TaskDay). Writers must run
 * inside a transaction over `taskDays` when they are part of a larger change.
 */

export const tasksBetween = (db: BinValetDb, from: string, to: string): Promise<LocalTask[]> =>
  rowsBetween(taskDays(db), from, to);

/** The day records holding these tasks, and the tasks among them. */
export async function readTasks(
  db: BinValetDb,
  ids: number[],
): Promise<{ days: TaskDay[]; tasks: Map<number, LocalTask> }> {
  const days = await daysHolding(taskDays(db), ids);
  return { days, tasks: rowsIn(taskDays(db), days, new Set(ids)) };
}

export const tasksById = async (db: BinValetDb, ids: number[]): Promise<Map<number, LocalTask>> =>
  (await readTasks(db, ids)).tasks;

export async function getTask(db: BinValetDb, id: number): Promise<LocalTask | undefined> {
  return (await tasksById(db, [id])).get(id);
}

/** Every local task, by date then id. */
export async function allTasks(db: BinValetDb): Promise<LocalTask[]> {
  return (await db.taskDays.toArray()).flatMap((d) => d.tasks);
}

/** `held`: day records already read in this transaction (see putIntoDays). */
export const putTasks = (db: BinValetDb, tasks: LocalTask[], fresh?: FreshDays, held?: TaskDay[]): Promise<void> =>
  putIntoDays(taskDays(db), tasks, fresh, held);

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

const crewHoldsAny = (t: LocalTask, assignmentIds: Set<number>) =>
  (t.crewIds ?? []).some((id) => assignmentIds.has(id));

/** The day records holding these assignments, and the tasks whose crew holds any of them. */
export async function readCrewHolders(
  db: BinValetDb,
  assignmentIds: number[],
): Promise<{ days: TaskDay[]; tasks: LocalTask[] }> {
  const wanted = new Set(assignmentIds);
  const days = await daysHolding(taskDays(db), assignmentIds, 'crewIds');
  return { days, tasks: days.flatMap((d) => d.tasks).filter((t) => crewHoldsAny(t, wanted)) };
}

export const tasksWithAssignments = async (db: BinValetDb, assignmentIds: number[]): Promise<LocalTask[]> =>
  (await readCrewHolders(db, assignmentIds)).tasks;

/** Takes removed assignments out of their tasks' crews. */
export async function removeAssignments(db: BinValetDb, ids: number[]): Promise<void> {
  const gone = new Set(ids);
  const { days } = await readCrewHolders(db, ids);
  await writeDays(
    taskDays(db),
    new Map(
      days.map((d) => [
        d.date,
        d.tasks.map((t) =>
          crewHoldsAny(t, gone)
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
