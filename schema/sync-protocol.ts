import * as v from 'valibot';
import type { Customer, Employee, Job, JobAssignment, RouteOrder, Task, TaskAssignment } from './tables';
import { dateOnly, isoDateOrTimestamp, positiveId, requiredText } from './validation/common';

/**
 * The sync protocol (docs/architecture.md §4), shared by the server (sync-server/src/sync) and the PWA
 * (pwa/src/sync). Clients send named intents (mutations); the server answers each one with
 * `applied` or `rejected` + a human reason + the current row, and replicates the working set by a
 * version cursor.
 */

/** Tables a client replicates, by their client-side (Dexie) name. */
export const SYNC_TABLES = [
  'customers',
  'employees',
  'jobs',
  'tasks',
  'taskAssignments',
  'jobAssignments',
  'routeOrders',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/** Operational customer fields: what staff screens show (no tracking token, no billing). */
export const SYNC_CUSTOMER_FIELDS = [
  'id',
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'latitude',
  'longitude',
  'addressPhotoUrl',
  'phone',
  'email',
  'needsGarbage',
  'garbageQty',
  'needsCompost',
  'compostQty',
  'needsRecycling',
  'recyclingQty',
  'recyclingAnchorDate',
  'contactMethod',
  'binsToCurbDay',
  'collectionDay',
  'binsToResidenceDay',
  'customerStatus',
  'notes',
  'accessNotes',
  'version',
] as const satisfies readonly (keyof Customer)[];
export type SyncCustomer = Pick<Customer, (typeof SYNC_CUSTOMER_FIELDS)[number]> & {
  /** The office's pinned notes (access notes for the crew), oldest first; sent by every pull. */
  pinnedNotes?: string[];
};

/** Employees replicate names and roles only, never password hashes or session epochs. */
export const SYNC_EMPLOYEE_FIELDS = [
  'id',
  'username',
  'name',
  'role',
  'isActive',
  'availabilityStatus',
  'version',
] as const satisfies readonly (keyof Employee)[];
export type SyncEmployee = Pick<Employee, (typeof SYNC_EMPLOYEE_FIELDS)[number]>;

export interface SyncRowTypes {
  customers: SyncCustomer;
  employees: SyncEmployee;
  jobs: Job;
  tasks: Task;
  taskAssignments: TaskAssignment;
  jobAssignments: JobAssignment;
  /** The signed-in employee's own route orders only. */
  routeOrders: RouteOrder;
}

/** Rows changed after the cursor, grouped by table; each (table, id) appears at most once per page. */
export type PullRows = { [K in SyncTable]?: SyncRowTypes[K][] };

export interface PullTombstone {
  table: SyncTable;
  id: number;
}

export interface PullResponse {
  rows: PullRows;
  /** Deleted rows, and rows that left the working-set window: the client removes them. */
  tombstones: PullTombstone[];
  /** Opaque; send it back as `?cursor=`. */
  cursor: string;
  hasMore: boolean;
  /** The working-set window this page was computed for (the client prunes rows older than `start`). */
  window: { start: string; end: string };
  /**
   * The server's data was restored from a backup since the cursor was issued: the client drops its
   * replicated rows (never its outbox) and pulls again from an empty cursor.
   */
  restart?: true;
}

/**
 * GET /api/sync/today: one day's crew screen for an empty phone, written before the first pull fills
 * the rest of the working set. No cursor: the first pull still sends every one of these rows.
 */
export interface TodaySlice {
  date: string;
  rows: PullRows;
}

export const PULL_LIMIT_DEFAULT = 1000;
export const PULL_LIMIT_MAX = 5000;
export const PUSH_MAX_MUTATIONS = 500;
/** Clients send at most this many mutations per request. */
export const PUSH_BATCH = 100;
export const SSE_KEEPALIVE_MS = 25_000;
/**
 * Jobs (and job assignments) replicate a window this many days wider on each side than tasks: a
 * job's two tasks straddle its collection date.
 */
export const JOB_MARGIN_DAYS = 7;

// ---- mutations -------------------------------------------------------------------------------

const lat = v.pipe(v.number('Latitude must be a number'), v.minValue(-90), v.maxValue(90));
const lng = v.pipe(v.number('Longitude must be a number'), v.minValue(-180), v.maxValue(180));

export const setTaskStatusArgs = v.object({
  taskId: positiveId('Task is required'),
  status: v.picklist(['completed', 'missed'], 'Status must be completed or missed'),
  /** The moment of the tap (ISO), not the moment the push arrives. */
  completedAt: isoDateOrTimestamp,
  lat: v.optional(lat),
  lng: v.optional(lng),
  /** How far off lat/lng may be, in metres (the phone's reported accuracy). */
  accuracy: v.optional(
    v.pipe(v.number('Accuracy must be a number of metres'), v.minValue(0, 'Accuracy cannot be negative')),
  ),
});
export type SetTaskStatusArgs = v.InferOutput<typeof setTaskStatusArgs>;

export const addTaskNoteArgs = v.object({
  taskId: positiveId('Task is required'),
  text: requiredText('Note text is required', 2000),
});
export type AddTaskNoteArgs = v.InferOutput<typeof addTaskNoteArgs>;

export const addCustomerNoteArgs = v.object({
  customerId: positiveId('Customer is required'),
  text: requiredText('Note text is required', 5000),
});
export type AddCustomerNoteArgs = v.InferOutput<typeof addCustomerNoteArgs>;

/** The crew member is driving to the stop: the customer gets one "on my way" text per task. */
export const sendOnMyWayArgs = v.object({ taskId: positiveId('Task is required') });
export type SendOnMyWayArgs = v.InferOutput<typeof sendOnMyWayArgs>;

/** At most this many stops in one day's route order. */
export const ROUTE_ORDER_MAX_STOPS = 1000;

/** A route's stops in order: each task once, at most ROUTE_ORDER_MAX_STOPS. */
const routeTaskIds = v.pipe(
  v.array(positiveId('Task ids must be positive whole numbers'), 'Task ids must be a list'),
  v.maxLength(ROUTE_ORDER_MAX_STOPS, `At most ${ROUTE_ORDER_MAX_STOPS} stops in a route`),
  v.check((ids) => new Set(ids).size === ids.length, 'A stop appears twice in the route'),
);

/** The signed-in crew member's order of their stops on one day (replaces the day's order). */
export const setRouteOrderArgs = v.object({
  date: dateOnly('Date is required'),
  taskIds: routeTaskIds,
});

/** Body of PUT /api/route-orders/{employeeId}?date=: the office's plan (or the crew's own order) for that day. */
export const routeOrderPutSchema = v.object({ taskIds: routeTaskIds });
export type SetRouteOrderArgs = v.InferOutput<typeof setRouteOrderArgs>;

export const MUTATION_ARGS = {
  setTaskStatus: setTaskStatusArgs,
  addTaskNote: addTaskNoteArgs,
  addCustomerNote: addCustomerNoteArgs,
  setRouteOrder: setRouteOrderArgs,
  sendOnMyWay: sendOnMyWayArgs,
} as const;
export type MutationName = keyof typeof MUTATION_ARGS;
export const MUTATION_NAMES = Object.keys(MUTATION_ARGS) as MutationName[];
export type MutationArgs = { [K in MutationName]: v.InferOutput<(typeof MUTATION_ARGS)[K]> };

export interface Mutation<N extends MutationName = MutationName> {
  mutationId: string;
  name: N;
  args: MutationArgs[N];
  createdAt: string;
}

/** Envelope shape; the args are validated per name by the server. */
export const pushBodySchema = v.object({
  clientId: v.pipe(v.string('clientId is required'), v.minLength(8, 'clientId is required'), v.maxLength(100)),
  mutations: v.pipe(
    v.array(
      v.object({
        mutationId: v.pipe(
          v.string('mutationId is required'),
          v.minLength(1, 'mutationId is required'),
          v.maxLength(100),
        ),
        name: v.pipe(v.string('name is required'), v.maxLength(100)),
        args: v.unknown(),
        createdAt: isoDateOrTimestamp,
      }),
      'mutations must be a list',
    ),
  ),
});

/** The current row of what a rejected mutation targeted, so the client can show and store it. */
export type CurrentRow = { table: 'tasks'; row: Task } | { table: 'customers'; row: SyncCustomer } | null;

/**
 * A field the server stored differently from what the intent sent: a tap time outside its window
 * (a phone clock set wrong) is stored as the push's arrival time rather than refused.
 */
export type AppliedClamp = 'completedAt';

export type MutationResult =
  | { mutationId: string; status: 'applied'; clamped?: AppliedClamp }
  | { mutationId: string; status: 'rejected'; reason: string; current: CurrentRow };

export interface PushResponse {
  results: MutationResult[];
}

export interface SyncPoke {
  version: number;
}
