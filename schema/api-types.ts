/**
 * Shapes of API answers that are not plain table rows, shared so the server returns and
 * the PWA reads the same thing. Plain entities are the row types of ./tables (camelCase); the
 * public pages' answers are in ./public-api-types.ts.
 */
import type { Bins } from './calendar';
import type { Customer, Employee, Job, ServicePeriod, Task, TimeOff } from './tables';

export interface SessionUserDto {
  id: number;
  username: string;
  role: string;
  /** True while the account's password is one the office set (created or reset) and its owner has not changed it. */
  mustChangePassword?: boolean;
}

/** GET /api/admin/employees/time-off: a time-off row with whose it is. */
export type TimeOffListItem = TimeOff & { employeeName: string | null; employeeUsername: string };

/** GET /api/admin/employees/{id}/assigned-stops: an open stop (task) someone is assigned to. */
export interface AssignedStop {
  /** The assignment that puts them on it: a task assignment, or a job assignment of the stop's job. */
  assignmentId: number;
  via: 'task' | 'job';
  taskId: number;
  taskType: string;
  scheduledDate: string;
  customerName: string;
  address: string;
}

/** PATCH /api/admin/employees/time-off/{id}: the row, and with `unassignStops` the stops it took the person off. */
export type TimeOffDecision = TimeOff & { unassignedTaskIds?: number[] };

/** Employees as the API shows them: never the password hash or session epoch. */
export type EmployeeDto = Omit<Employee, 'passwordHash' | 'sessionEpoch'>;
export type EmployeeWithJobCount = EmployeeDto & { jobCount: number };

/** Customer as staff see it (the row, trackingToken included for the copy-link button). */
export type CustomerDto = Customer;

/** Route task (planner / dashboard), with snake_case fields (docs/architecture.md §7.1). */
export interface RouteTask {
  id: number;
  job_id: number;
  customer_id: number;
  customer_name: string;
  address: string;
  phone: string;
  latitude: string | null;
  longitude: string | null;
  task_type: string;
  status: string;
  scheduled_date: string;
  /** Metres between where the task was marked completed and the customer's coordinates, when both are known. */
  completed_distance_m: number | null;
  /** The customer's bins the city collects on this job's regular date (0: not that week, or not subscribed). */
  bins: Bins;
  /** Who is assigned to the task (every assignment row, as the sync replica holds them). */
  crew?: RouteTaskCrew[];
  /** Cancelled because the customer skipped the week (the route planner leaves it out). */
  skipped_by_customer?: boolean;
}

/** One crew member on a route task, for the planner's dates its device does not replicate. */
export interface RouteTaskCrew {
  employee_id: number;
  name: string;
  role: string;
}

/** Crew task (crew view). */
export interface CrewTask {
  id: number;
  jobId: number;
  taskType: string;
  status: string;
  scheduledDate: string;
  notes: string | null;
  completedAt: string | null;
  /** regularDate: the job's date before any holiday or delay move (recycling parity follows it). */
  job: { notes: string | null; regularDate: string };
  /** The customer's bins the city collects on this job's regular date (0: not that week, or not subscribed). */
  bins: Bins;
  customer: Pick<
    Customer,
    | 'id'
    | 'name'
    | 'address'
    | 'needsGarbage'
    | 'garbageQty'
    | 'needsCompost'
    | 'compostQty'
    | 'needsRecycling'
    | 'recyclingQty'
    | 'recyclingAnchorDate'
  >;
}

/** Task assignment as listed (bulk by task ids), with the employee's display name. */
export interface TaskAssignmentDto {
  id: number;
  taskId: number;
  employeeId: number;
  employeeName: string;
  role: string;
  assignedDate: string;
  status: string;
  notes: string | null;
}

/** Job assignment list item, with a snake_case job_id (docs/architecture.md §7.1). */
export interface JobAssignmentListItem {
  id: number;
  job_id: number;
  employeeId: number;
  employeeName: string;
  role: string;
}

/** GET /api/admin/jobs/assignments: jobs in range with their assignments. */
export type JobWithAssignments = Job & { customerName: string; assignments: JobAssignmentListItem[] };

/** Per-employee assignment item (employee page). */
export interface EmployeeAssignmentItem {
  id: number;
  jobId: number;
  taskId: number | null;
  customerId: number;
  customerName: string;
  taskType: string | null;
  taskScheduledDate: string | null;
  taskStatus: string | null;
  role: string;
  notes: string | null;
  taskNotes: string | null;
}

export interface EmployeeConflict {
  id: number;
  hasConflict: boolean;
  conflictType: 'approved' | 'pending' | null;
  conflictingTimeOff: { type: string; status: string; startDate: string; endDate: string; notes: string | null } | null;
}

export interface PerformanceMetrics {
  jobsScheduled: number;
  jobsCompleted: number;
  totalAssignments: number;
  completionRate: number;
}

export interface UnassignedJob {
  id: number;
  collectionDate: string;
  customerId: number;
  customerName: string;
}

/** GET /api/jobs/tasks/bulk → tasks keyed by job id. */
export type TasksByJob = Record<string, Task[]>;
/** POST /api/tasks/assignments/bulk → assignments keyed by task id. */
export type AssignmentsByTask = Record<string, TaskAssignmentDto[]>;

/** Answer of POST /api/service-periods/{id}/generate-jobs and POST /api/generate-all-jobs. */
export interface JobsGenerated {
  jobsCreated: number;
  tasksCreated: number;
}

/** POST /api/signups/{id}/service-periods and PATCH /api/service-periods/{id}: the row plus what filling it created. */
export type ServicePeriodWritten = ServicePeriod & JobsGenerated;

/** POST /api/jobs and PATCH /api/jobs/{id}: the job with its (two) tasks. */
export interface JobWithTasks {
  job: Job;
  tasks: Task[];
}

/**
 * POST /api/jobs: the job on the city's date for the date asked (`regularDate`), and why they differ
 * ('Thanksgiving', a delay's name; null when equal).
 */
export interface PlacedJobWithTasks {
  job: Job & { moveReason: string | null };
  tasks: Task[];
}

/** GET /api/admin/customers/next-jobs: customer id → its earliest scheduled job from today on. */
export type NextJobsByCustomer = Record<string, { collectionDate: string }>;

/** POST /api/customers/{id}/photo answer; the URL is served to staff only. */
export interface PhotoUploadResult {
  photoUrl: string;
}

/** GET /api/collection-requests: a customer's request from the tracking page, with who and where. */
export interface CollectionRequestItem {
  id: number;
  customerId: number;
  customerName: string;
  address: string;
  collectionDate: string;
  /** pending (waiting for the office), scheduled (approved) or cancelled (declined). */
  status: string;
  /** The reason given when declined; the customer reads it on the tracking page. */
  notes: string | null;
  createdAt: string;
}

/** POST /api/collection-requests/{id}/approve answer. */
export interface CollectionRequestApproved {
  jobId: number;
  /** false when the customer already had a job on that date and the request joined it. */
  jobCreated: boolean;
  /** The job on the city's date for the date asked (`regularDate`), with why they differ. */
  job: PlacedJobWithTasks['job'];
  request: CollectionRequestItem;
}

/** Answer of deletes that return no row (e.g. DELETE /api/signups/{id}). */
export interface MessageResult {
  message: string;
}

/**
 * GET and PUT /api/route-orders/{employeeId}?date=: the day's order and who set it (the crew member or the
 * office's planner). No order yet: no task ids, no time, nobody.
 */
export interface RouteOrderDto {
  employeeId: number;
  date: string;
  taskIds: number[];
  updatedAt: string | null;
  updatedBy: { id: number; name: string } | null;
}

/** A holiday week or a declared delay (GET /api/service-changes); holidays have ids like 'holiday-2026-11-26'. */
export interface ServiceChangeItem {
  /** A declared delay's numeric id (for DELETE); a holiday's 'holiday-yyyy-MM-dd'. */
  id: number | string;
  kind: 'holiday' | 'delay';
  name: string;
  startDate: string;
  endDate: string;
  shiftDays: number;
}

/** POST /api/service-changes and DELETE /api/service-changes/{id}: the jobs whose date moved. */
export interface ServiceChangeResult {
  id: number;
  jobsMoved: number;
}

/** A curb photo of a task, for staff (GET /api/tasks/{id}/photos; PUT answers one). `url` is staff-only. */
export interface TaskPhotoItem {
  id: string;
  url: string;
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
  employeeName: string;
}

/** POST /api/tasks/photos/bulk: each asked task id (as a string key) with its photos, oldest first. */
export type PhotosByTask = Record<string, TaskPhotoItem[]>;
