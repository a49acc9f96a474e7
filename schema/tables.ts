import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * The data model (docs/architecture.md §2), sync bookkeeping included (trackingToken, version, tombstones).
 * Column names become snake_case in SQLite through drizzle's `casing: 'snake_case'`.
 * `version` is stamped by triggers (see the custom migration) from one server-wide counter,
 * so every write, cascades included, is visible to sync pull without the writer remembering it.
 */
const now = () => new Date().toISOString();
const createdAt = () => text().notNull().$defaultFn(now);
const updatedAt = () => text().notNull().$defaultFn(now).$onUpdateFn(now);
const version = () => integer().notNull().default(0);

export const customers = sqliteTable(
  'signups',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull().default('Seattle'),
    state: text().notNull().default('WA'),
    zipCode: text().notNull(),
    latitude: text(),
    longitude: text(),
    geocodedAt: text(),
    /** Who placed the pin: 'office', 'geocoder' or 'crew' (learned from a completion); null when unknown. */
    coordinatesSource: text({ length: 10 }),
    addressPhotoUrl: text(),
    addressPhotoUpdatedAt: text(),
    phone: text().notNull(),
    email: text().notNull(),
    needsGarbage: integer({ mode: 'boolean' }).notNull().default(false),
    garbageQty: integer().notNull().default(1),
    needsCompost: integer({ mode: 'boolean' }).notNull().default(false),
    compostQty: integer().notNull().default(1),
    needsRecycling: integer({ mode: 'boolean' }).notNull().default(false),
    recyclingQty: integer().notNull().default(1),
    contactMethod: text().notNull().default('text'),
    binsToCurbDay: text().notNull().default('friday'),
    collectionDay: text().notNull().default('saturday'),
    binsToResidenceDay: text().notNull().default('saturday'),
    serviceRate: integer().notNull().default(5),
    customerStatus: text().notNull().default('active'),
    serviceStartDate: text(),
    serviceEndDate: text(),
    notes: text(),
    /** A regular collection date on which the city takes recycling (every 14 days from it); null: every week. */
    recyclingAnchorDate: text(),
    trackingToken: text().notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [uniqueIndex('signups_tracking_token_idx').on(t.trackingToken), index('signups_version_idx').on(t.version)],
);

export const customerNotes = sqliteTable(
  'customer_notes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    adminUsername: text().notNull(),
    noteText: text().notNull(),
    isPinned: integer({ mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId), index('customer_notes_version_idx').on(t.version)],
);

export const paymentHistory = sqliteTable(
  'payment_history',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    paymentDate: text().notNull().$defaultFn(now),
    paymentMethod: text().notNull().default('cash'),
    status: text().notNull().default('completed'),
    billingPeriod: text().notNull(),
    servicesCount: integer().notNull().default(0),
    notes: text(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('payment_history_customer_idx').on(t.customerId), index('payment_history_version_idx').on(t.version)],
);

export const employees = sqliteTable(
  'employees',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    username: text({ length: 50 }).notNull(),
    passwordHash: text({ length: 255 }).notNull(),
    role: text({ length: 20 }).notNull().default('crew'),
    name: text(),
    email: text(),
    phone: text(),
    hireDate: text(),
    isActive: integer({ mode: 'boolean' }).notNull().default(true),
    availabilityStatus: text({ length: 20 }).notNull().default('available'),
    /** Bumped by a password change or deactivation: session tokens carry it and die when it moves. */
    sessionEpoch: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('employees_username_idx').on(t.username), index('employees_version_idx').on(t.version)],
);

export const employeeTimeOff = sqliteTable(
  'employee_time_off',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startDate: text().notNull(),
    endDate: text().notNull(),
    type: text({ length: 20 }).notNull(),
    status: text({ length: 20 }).notNull().default('approved'),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('employee_time_off_employee_idx').on(t.employeeId),
    index('employee_time_off_version_idx').on(t.version),
  ],
);

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

export const serviceTracking = sqliteTable(
  'service_tracking',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    collectionDate: text().notNull(),
    taskType: text({ length: 20 }).notNull().default('take_to_curb'),
    status: text({ length: 20 }).notNull().default('pending'),
    notes: text(),
    completedAt: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('service_tracking_customer_idx').on(t.customerId), index('service_tracking_version_idx').on(t.version)],
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

/** One row: the server-wide version counter every replicated write bumps. */
export const syncState = sqliteTable('sync_state', {
  id: integer().primaryKey(),
  version: integer().notNull().default(0),
});

export const tombstones = sqliteTable(
  'tombstones',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    tableName: text().notNull(),
    rowId: integer().notNull(),
    version: integer().notNull(),
    createdAt: text().notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [index('tombstones_version_idx').on(t.version)],
);

/** A client id belongs to the employee who first pushed with it (docs/architecture.md §4.2). */
export const syncClients = sqliteTable('sync_clients', {
  clientId: text().primaryKey(),
  employeeId: integer()
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A signed-in session, so logout can end it on the server and every session has an absolute end
 * (the cookie's token names it and is refreshed while used, but never past `expiresAt`).
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Epoch milliseconds: sign-in time plus the absolute session lifetime. */
    expiresAt: integer().notNull(),
    /** Epoch milliseconds of logout; a revoked session's cookie answers 401. */
    revokedAt: integer(),
  },
  (t) => [index('sessions_employee_idx').on(t.employeeId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Results of pushed mutations, kept so a retried push returns the same answer (idempotency). */
export const syncMutations = sqliteTable(
  'sync_mutations',
  {
    clientId: text().notNull(),
    mutationId: text().notNull(),
    employeeId: integer().notNull(),
    name: text().notNull(),
    result: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })],
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
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('route_orders_employee_date_idx').on(t.employeeId, t.routeDate),
    index('route_orders_date_idx').on(t.routeDate),
    index('route_orders_version_idx').on(t.version),
  ],
);

/** Tables whose rows replicate and carry a version; their triggers live in the custom migration. */
export const REPLICATED_TABLES = [
  'signups',
  'customer_notes',
  'payment_history',
  'employees',
  'employee_time_off',
  'service_periods',
  'jobs',
  'tasks',
  'service_tracking',
  'job_assignments',
  'task_assignments',
  'route_orders',
] as const;
export type ReplicatedTable = (typeof REPLICATED_TABLES)[number];

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type CustomerNote = typeof customerNotes.$inferSelect;
export type Payment = typeof paymentHistory.$inferSelect;
export type Employee = typeof employees.$inferSelect;
export type TimeOff = typeof employeeTimeOff.$inferSelect;
export type ServicePeriod = typeof servicePeriods.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type ServiceTracking = typeof serviceTracking.$inferSelect;
export type JobAssignment = typeof jobAssignments.$inferSelect;
export type TaskAssignment = typeof taskAssignments.$inferSelect;

/**
 * Texts and e-mails to customers (docs/decisions/0018-customer-message-outbox.md): each row is written in the
 * transaction of the change that causes it; `causeKey` is unique, so one cause never makes two rows.
 * Office-only, not replicated to phones.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text({ length: 30 }).notNull(),
    channel: text({ length: 10 }).notNull(),
    recipient: text().notNull(),
    /** The e-mail subject (texts have none). */
    subject: text(),
    body: text().notNull(),
    status: text({ length: 20 }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    providerId: text(),
    error: text(),
    causeKey: text().notNull(),
    createdAt: createdAt(),
    /** Start of the 24-hour retry window: creation, the end of quiet hours, or an office retry. */
    queuedAt: text().notNull().$defaultFn(now),
    /** When the sender may next try it (quiet hours' end, or after a backoff). */
    nextAttemptAt: text().notNull().$defaultFn(now),
    sentAt: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messages_cause_idx').on(t.causeKey),
    index('messages_customer_idx').on(t.customerId),
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** A customer's choice about optional messages; no row means every message is on. */
export const messagePreferences = sqliteTable('message_preferences', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** The "bins are at the curb" / "bins are back" texts. */
  binMoves: integer({ mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});

export type Message = typeof messages.$inferSelect;
export type RouteOrder = typeof routeOrders.$inferSelect;
export type ServiceChange = typeof serviceChanges.$inferSelect;

/**
 * Photos the crew take at the curb (docs/decisions/0020-curb-photos-and-places.md). The id is made on the phone, so a repeated
 * upload finds its row; the file (re-encoded JPEG, no metadata) lives under DATA_DIR/photos.
 */
export const taskPhotos = sqliteTable(
  'task_photos',
  {
    id: text().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    takenAt: text(),
    latitude: real(),
    longitude: real(),
    /** Metres, as the phone reported it. */
    accuracy: real(),
    employeeId: integer().references(() => employees.id, { onDelete: 'set null' }),
    /** Kept as it was at upload, so the photo still says who took it after the account goes. */
    employeeName: text().notNull(),
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('task_photos_task_idx').on(t.taskId), index('task_photos_created_idx').on(t.createdAt)],
);

/** Photo files whose rows are gone (cascades included, through a trigger); removed from disk after the delete. */
export const photoFileTrash = sqliteTable('photo_file_trash', {
  fileName: text().primaryKey(),
});

/** Geocoder answers by normalised address; a null position remembers "not found" too. */
export const geocodeCache = sqliteTable('geocode_cache', {
  query: text().primaryKey(),
  latitude: real(),
  longitude: real(),
  createdAt: createdAt(),
});

export type TaskPhoto = typeof taskPhotos.$inferSelect;
