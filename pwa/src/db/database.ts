import { addDays, JOB_MARGIN_DAYS, type MutationName, type SyncRowTypes } from '@bin-valet/schema';
import { Dexie, type EntityTable } from 'dexie';
import { type DayBucket, daysHolding, groupByDate, sortedById } from './day-records';

/**
 * The one local database (docs/architecture.md §4.6): the replicated working set, the intent outbox, the notices
 * of refused intents and a key/value `meta` table (cursor, client id). Screens read it with
 * useLiveQuery and never wait on the network.
 */

export type LocalCustomer = SyncRowTypes['customers'];
export type LocalEmployee = SyncRowTypes['employees'];
export type LocalJob = SyncRowTypes['jobs'];
/**
 * The jobs of one collection date in one record (database version 6, see ./day-records.ts).
 * `jobIds` (multi-entry indexed) finds the record holding a job.
 */
export interface JobDay {
  date: string;
  jobs: LocalJob[];
  jobIds: number[];
}
export type LocalTaskAssignment = SyncRowTypes['taskAssignments'];
/**
 * A task with its assignments kept inside it (database version 3): IndexedDB costs per record written
 * (docs/decisions/0004-tasks-and-jobs-one-record-per-date.md).
 */
export type LocalTask = SyncRowTypes['tasks'] & {
  crew?: LocalTaskAssignment[];
  /** The ids of `crew`, multi-entry indexed, to find the task of a removed assignment. */
  crewIds?: number[];
};
export type LocalJobAssignment = SyncRowTypes['jobAssignments'];
/** The signed-in crew member's order of one day's stops, keyed by that day (only their own replicate). */
export type LocalRouteOrder = SyncRowTypes['routeOrders'];
/**
 * The tasks of one scheduled date in one record (database version 8, see ./day-records.ts).
 * `taskIds` finds the record holding a task, `crewIds` the one holding an assignment.
 */
export interface TaskDay {
  date: string;
  tasks: LocalTask[];
  taskIds: number[];
  crewIds: number[];
}

/** The fields of a task a crew action changes (never its date or crew). */
export type TaskChanges = Partial<Omit<LocalTask, 'id' | 'scheduledDate' | 'crew' | 'crewIds'>>;

/** One intent's effect on a task, applied over the stored row when it is read (./task-patches.ts). */
export type TaskEdit =
  | {
      kind: 'status';
      status: 'completed' | 'missed';
      completedAt: string | null;
      completedLat: string | null;
      completedLng: string | null;
    }
  | { kind: 'note'; text: string };

/**
 * The crew's edits of one task since its stored row, beside the task's day record so a tap writes one
 * small record instead of the whole day (database version 12,
 * docs/decisions/0022-task-patches-beside-day-records.md). The patch goes when a newer copy of the
 * task replaces the row (the server's, once it took the change), and pending intents are re-applied.
 */
export interface TaskPatch {
  id: number;
  /** The task's scheduled date: a day's patches are read with its record. */
  date: string;
  edits: { mutationId: string; edit: TaskEdit }[];
}

/** One queued intent; leaves only when the server acknowledged it (applied or rejected). */
export interface OutboxRow {
  /** Auto-increment: the order intents were made in, which is the order they are pushed in. */
  seq?: number;
  mutationId: string;
  name: MutationName;
  args: unknown;
  createdAt: string;
  /** The task the intent targets, when it targets one (for the per-task "waiting to sync" mark). */
  taskId?: number;
  /**
   * While the crew can still undo the tap (epoch ms): the engine sends nothing from this row on
   * until then, so an undone change never reaches the server.
   */
  heldUntil?: number;
  /** Intents made by one tap (a Mark Missed and its reason note) share the first one's mutation id. */
  group?: string;
  /** Taps queued before database version 12 (which changed the day record): the task's fields before the tap, restored by an undo. */
  before?: { status: string; completedAt: string | null; completedLat: string | null; completedLng: string | null };
}

/** A refused intent the crew must see (docs/architecture.md §4.6), until dismissed. */
export interface NoticeRow {
  id?: number;
  mutationId: string;
  name: MutationName;
  reason: string;
  /** What the crew tried, in words ("Complete: Bins to Curb, 12 Elm St"). */
  summary: string;
  createdAt: string;
  taskId?: number;
}

/**
 * A curb photo taken on this phone (database version 12). The row is its own upload queue entry:
 * `waiting` is 1 until the server stored it (or refused it), and the image stays here either way, so
 * the card can show it offline and nothing the crew took is ever dropped by the phone.
 */
export interface PhotoRow {
  /** Made on the phone (a time-ordered UUID), so ids sort in the order photos were taken. */
  id: string;
  taskId: number;
  /** The shrunk JPEG (longest side at most 1600 px); dropped a while after upload, when `url` serves it. */
  blob?: Blob;
  width: number;
  height: number;
  takenAt: string;
  latitude?: number;
  longitude?: number;
  /** Metres, as the phone reported them. */
  accuracy?: number;
  /** 1 while it still has to be sent (an index: IndexedDB cannot index booleans), else 0. */
  waiting: 0 | 1;
  /** The staff address of the stored copy, once uploaded. */
  url?: string;
  /** Why the server refused it (e.g. the task was cancelled); the photo stays on the phone. */
  refused?: string;
}

export interface MetaRow {
  key: string;
  value: string;
}

export const DB_NAME = 'bin-valet';

export class BinValetDb extends Dexie {
  customers!: EntityTable<LocalCustomer, 'id'>;
  employees!: EntityTable<LocalEmployee, 'id'>;
  jobDays!: EntityTable<JobDay, 'date'>;
  taskDays!: EntityTable<TaskDay, 'date'>;
  taskPatches!: EntityTable<TaskPatch, 'id'>;
  jobAssignments!: EntityTable<LocalJobAssignment, 'id'>;
  routeOrders!: EntityTable<LocalRouteOrder, 'routeDate'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  notices!: EntityTable<NoticeRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  photos!: EntityTable<PhotoRow, 'id'>;

  constructor(name = DB_NAME) {
    super(name);
    // Version 1: the first release's tables.
    this.version(1).stores({
      customers: 'id',
      employees: 'id',
      jobs: 'id, collectionDate, customerId',
      tasks: 'id, scheduledDate, jobId',
      taskAssignments: 'id, taskId, employeeId',
      outbox: '++seq, mutationId',
      notices: '++id, mutationId',
      meta: 'key',
    });
    // Version 2: job assignments replicate too, and outbox rows are indexed by task for the
    // "waiting to sync" marks; older queued intents get their taskId from their args.
    this.version(2)
      .stores({
        jobAssignments: 'id, jobId, employeeId',
        outbox: '++seq, mutationId, taskId',
        notices: '++id, mutationId, taskId',
      })
      .upgrade(async (tx) => {
        await tx
          .table<OutboxRow, number>('outbox')
          .toCollection()
          .modify((row) => {
            const taskId = (row.args as { taskId?: unknown } | null)?.taskId;
            if (typeof taskId === 'number') row.taskId = taskId;
          });
      });
    // Assignments move into their tasks; the old table goes in version 4, once its rows are copied.
    this.version(3)
      .stores({ tasks: 'id, scheduledDate, jobId, *crewIds' })
      .upgrade(async (tx) => {
        const byTask = new Map<number, LocalTaskAssignment[]>();
        await tx
          .table<LocalTaskAssignment, number>('taskAssignments')
          .each((a) => byTask.set(a.taskId, [...(byTask.get(a.taskId) ?? []), a]));
        await tx
          .table<LocalTask, number>('tasks')
          .toCollection()
          .modify((task) => {
            const { crew, crewIds } = withCrew(task, byTask.get(task.id) ?? []);
            task.crew = crew;
            task.crewIds = crewIds;
          });
      });
    this.version(4).stores({ taskAssignments: null });
    // Indexes nothing queries: each cost an index write per row in the first pull (40,000 of them).
    this.version(5).stores({ tasks: 'id, scheduledDate, *crewIds', jobs: 'id, collectionDate' });
    // Jobs move into one record per collection date; the old table goes in version 7.
    this.version(6)
      .stores({ jobDays: 'date, *jobIds' })
      .upgrade(async (tx) => {
        const byDate = groupByDate(await tx.table<LocalJob, number>('jobs').toArray(), (j) => j.collectionDate);
        await tx.table<JobDay, string>('jobDays').bulkPut([...byDate].map(([date, jobs]) => jobDay(date, jobs)));
      });
    this.version(7).stores({ jobs: null });
    // Tasks move into one record per scheduled date; the old table goes in version 9.
    this.version(8)
      .stores({ taskDays: 'date, *taskIds, *crewIds' })
      .upgrade(async (tx) => {
        const byDate = groupByDate(await tx.table<LocalTask, number>('tasks').toArray(), (t) => t.scheduledDate);
        await tx.table<TaskDay, string>('taskDays').bulkPut([...byDate].map(([date, tasks]) => taskDay(date, tasks)));
      });
    this.version(9).stores({ tasks: null });
    // The crew member's route orders, one per day; `id` finds the row a tombstone names.
    this.version(10).stores({ routeOrders: 'routeDate, id' });
    // Curb photos and their upload queue (docs/architecture.md §4.9).
    this.version(11).stores({ photos: 'id, taskId, waiting' });
    // A crew tap's change to one task, beside its day record (see TaskPatch); `date` finds a day's patches.
    this.version(12).stores({ taskPatches: 'id, date' });
  }
}

export const db = new BinValetDb();

/** One collection date's record, its jobs in id order. */
export function jobDay(date: string, jobs: LocalJob[]): JobDay {
  const sorted = sortedById(jobs);
  return { date, jobs: sorted, jobIds: sorted.map((j) => j.id) };
}

/** One scheduled date's record, its tasks in id order (the order the old scheduledDate index gave). */
export function taskDay(date: string, tasks: LocalTask[]): TaskDay {
  const sorted = sortedById(tasks);
  return { date, tasks: sorted, taskIds: sorted.map((t) => t.id), crewIds: sorted.flatMap((t) => t.crewIds ?? []) };
}

export const jobDays = (d: BinValetDb): DayBucket<LocalJob, JobDay> => ({
  table: d.jobDays,
  idIndex: 'jobIds',
  rowsOf: (r) => r.jobs,
  record: jobDay,
  dateOf: (j) => j.collectionDate,
});

export const taskDays = (d: BinValetDb): DayBucket<LocalTask, TaskDay> => ({
  table: d.taskDays,
  idIndex: 'taskIds',
  rowsOf: (r) => r.tasks,
  record: taskDay,
  dateOf: (t) => t.scheduledDate,
  // A task replaced or taken out of its day loses its patch; pending intents are re-applied over the new copy by the caller.
  forget: (ids) => d.taskPatches.where('id').anyOf(ids).delete(),
});

/** The job-day records holding these jobs. */
export const jobDaysHolding = (d: BinValetDb, jobIds: number[]) => daysHolding(jobDays(d), jobIds);

/**
 * The jobs with these ids. A task is almost always within a week of its job's collection date, so
 * the days around [from, to] are read in one request; only jobs not found there (a task the office
 * moved further) are looked up through the index, which costs one cursor step per job.
 */
export async function jobsById(
  d: BinValetDb,
  ids: number[],
  around: { from: string; to: string },
): Promise<Map<number, LocalJob>> {
  const wanted = new Set(ids);
  const out = new Map<number, LocalJob>();
  const take = (days: JobDay[]) => {
    for (const day of days) for (const j of day.jobs) if (wanted.has(j.id)) out.set(j.id, j);
  };
  take(
    await d.jobDays
      .where('date')
      .between(addDays(around.from, -JOB_MARGIN_DAYS), addDays(around.to, JOB_MARGIN_DAYS), true, true)
      .toArray(),
  );
  const missing = [...wanted].filter((id) => !out.has(id));
  if (missing.length) take(await jobDaysHolding(d, missing));
  return out;
}

/** The task with `crew` as its assignments (in id order) and `crewIds` to match. */
export function withCrew(task: LocalTask, crew: LocalTaskAssignment[]): LocalTask {
  const sorted = [...crew].sort((a, b) => a.id - b.id);
  return { ...task, crew: sorted, crewIds: sorted.map((a) => a.id) };
}

/** Tables holding replicated rows as records of their own, by protocol name (assignments live in tasks, tasks and jobs in day records). */
export type RecordTable = Exclude<keyof SyncRowTypes, 'taskAssignments' | 'jobs' | 'tasks' | 'routeOrders'>;
export const replicaTable = (d: BinValetDb, table: RecordTable) => d[table] as EntityTable<{ id: number }, 'id'>;
