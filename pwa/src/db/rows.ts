import type { MutationName, SyncRowTypes, TaskEdit } from '@bin-valet/schema';

/** One intent's effect on a task (the table shared with the server), laid over the stored row when read. */
export type { TaskEdit };

/**
 * The shapes of what the local database stores (./database.ts): replicated rows as the server sends
 * them, the day records that hold tasks and jobs, the crew's task patches, and the phone's own rows
 * (outbox, notices, photos, meta).
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
  /**
   * The stop left this phone's working set (given to someone else) while a change made on it here
   * still waited to be sent: kept, and shown as reassigned, until the change is answered.
   */
  leftWorkingSet?: boolean;
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

/**
 * The crew's edits of one task since its stored row, beside the task's day record so a tap writes one
 * small record instead of the whole day (database version 12,
 * docs/decisions/0022-task-patches-beside-day-records.md). When a newer copy of the task replaces the
 * row (the server's, once it took the change) the edits go, pending intents are re-applied, and the
 * patch keeps that copy for a while (`settled`, docs/decisions/0057-a-pull-never-shows-a-tap-undone.md).
 */
export interface TaskPatch {
  id: number;
  /** The task's scheduled date: a day's patches are read with its record. */
  date: string;
  edits: { mutationId: string; edit: TaskEdit }[];
  /**
   * The row that replaced the stored one, written in the same transaction: a reader whose read of the
   * day record came before that transaction still shows the new copy, never the old row without its edits.
   */
  settled?: LocalTask;
  /** When `settled` was written (ms); a later sync round drops a patch that holds nothing else. */
  settledAt?: number;
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
  /** How many times the server refused a push of this intent alone; set aside at MAX_REFUSALS. */
  refusals?: number;
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
