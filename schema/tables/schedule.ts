import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, now, updatedAt, version } from './columns';
import { customers } from './customers';
import { employees } from './staff';

/** The schedule: service periods, jobs and their tasks, who is assigned, declared delays, crews' route orders. */

export const servicePeriods = sqliteTable(
  'service_periods',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    startDate: text().notNull(),
    endDate: text(),
    status: text({ length: 20 }).notNull().default('active'),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('service_periods_customer_idx').on(t.customerId), index('service_periods_version_idx').on(t.version)],
);

export const jobs = sqliteTable(
  'jobs',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    servicePeriodId: integer().references(() => servicePeriods.id, { onDelete: 'cascade' }),
    collectionDate: text().notNull(),
    /**
     * The date the job has without any holiday or delay move (its identity for generation and its
     * recycling parity). Null only on jobs written before the calendar existed: same as collectionDate.
     */
    regularDate: text(),
    /** Names of the declared delays that moved the job, when any did. */
    delayReason: text(),
    /** Days the declared delays moved the job: its date before any delay is collectionDate minus this. */
    delayDays: integer().notNull().default(0),
    status: text({ length: 20 }).notNull().default('scheduled'),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('jobs_customer_date_idx').on(t.customerId, t.collectionDate),
    index('jobs_period_idx').on(t.servicePeriodId),
    index('jobs_collection_date_idx').on(t.collectionDate),
    index('jobs_regular_date_idx').on(t.regularDate),
    index('jobs_version_idx').on(t.version),
  ],
);

export const tasks = sqliteTable(
  'tasks',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    taskType: text({ length: 20 }).notNull().default('take_to_curb'),
    scheduledDate: text().notNull(),
    status: text({ length: 20 }).notNull().default('scheduled'),
    notes: text(),
    completedAt: text(),
    /** Where the phone was when the task was completed, when it could tell (docs/architecture.md §6). */
    completedLat: text(),
    completedLng: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('tasks_job_idx').on(t.jobId),
    index('tasks_scheduled_date_idx').on(t.scheduledDate),
    index('tasks_version_idx').on(t.version),
  ],
);

export const jobAssignments = sqliteTable(
  'job_assignments',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: text({ length: 20 }).notNull().default('crew'),
    assignedDate: text().notNull().$defaultFn(now),
    status: text({ length: 20 }).notNull().default('assigned'),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('job_assignments_job_idx').on(t.jobId),
    index('job_assignments_employee_idx').on(t.employeeId),
    index('job_assignments_version_idx').on(t.version),
  ],
);

export const taskAssignments = sqliteTable(
  'task_assignments',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: text({ length: 20 }).notNull().default('crew'),
    assignedDate: text().notNull().$defaultFn(now),
    status: text({ length: 20 }).notNull().default('assigned'),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('task_assignments_task_idx').on(t.taskId),
    index('task_assignments_employee_idx').on(t.employeeId),
    // A crew phone's working set starts from its crew member's assignments: read from the index alone.
    index('task_assignments_employee_stop_idx').on(t.employeeId, t.status, t.taskId),
    index('task_assignments_version_idx').on(t.version),
  ],
);

/** Collection delays the office declared (snow, ice): regular dates in the range move by shiftDays. */
export const serviceChanges = sqliteTable(
  'service_changes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    startDate: text().notNull(),
    endDate: text().notNull(),
    shiftDays: integer().notNull(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('service_changes_dates_idx').on(t.startDate, t.endDate)],
);

/**
 * The order one crew member drives their stops on one day (Route order on the crew dashboard,
 * "Optimise order" in the route planner): task ids in order. Replicated to that employee's phones only.
 */
export const routeOrders = sqliteTable(
  'route_orders',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    routeDate: text().notNull(),
    taskIds: text({ mode: 'json' }).$type<number[]>().notNull(),
    /** Who set this order: the crew member themself or the office's planner (null on orders from before it was kept). */
    updatedById: integer().references(() => employees.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('route_orders_employee_date_idx').on(t.employeeId, t.routeDate),
    index('route_orders_date_idx').on(t.routeDate),
    index('route_orders_version_idx').on(t.version),
  ],
);

export type ServicePeriod = typeof servicePeriods.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type JobAssignment = typeof jobAssignments.$inferSelect;
export type TaskAssignment = typeof taskAssignments.$inferSelect;
export type RouteOrder = typeof routeOrders.$inferSelect;
export type ServiceChange = typeof serviceChanges.$inferSelect;
