import type { SyncRowTypes } from '@bin-valet/schema';
import { Dexie, type EntityTable } from 'dexie';
import { type DayBucket, groupByDate, sortedById } from './day-records';
import type {
  JobDay,
  LocalCustomer,
  LocalEmployee,
  LocalJob,
  LocalJobAssignment,
  LocalRouteOrder,
  LocalTask,
  LocalTaskAssignment,
  MetaRow,
  NoticeRow,
  OutboxRow,
  PhotoRow,
  TaskDay,
  TaskPatch,
} from './rows';
import { settlePatches } from './task-patches';

/**
 * The one local database (docs/architecture.md §4.6): the replicated working set, the intent outbox, the notices
 * of refused intents and a key/value `meta` table (cursor, client id). Screens read it with
 * useLiveQuery and never wait on the network. The rows' shapes are in ./rows.ts; reading jobs is
 * ./jobs.ts, tasks ./tasks.ts.
 */

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
  // A replaced task's patch loses its edits and keeps the new copy (settlePatches); pending intents are
  // re-applied over it by the caller. A task taken out of its day loses its patch.
  forget: (ids, by) => (by ? settlePatches(d, ids, by) : d.taskPatches.where('id').anyOf(ids).delete()),
});

/** The task with `crew` as its assignments (in id order) and `crewIds` to match. */
export function withCrew(task: LocalTask, crew: LocalTaskAssignment[]): LocalTask {
  const sorted = [...crew].sort((a, b) => a.id - b.id);
  return { ...task, crew: sorted, crewIds: sorted.map((a) => a.id) };
}

/** Tables holding replicated rows as records of their own, by protocol name (assignments live in tasks, tasks and jobs in day records). */
export type RecordTable = Exclude<keyof SyncRowTypes, 'taskAssignments' | 'jobs' | 'tasks' | 'routeOrders'>;
export const replicaTable = (d: BinValetDb, table: RecordTable) => d[table] as EntityTable<{ id: number }, 'id'>;
