import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { employees } from './staff';

/** Sync bookkeeping: the version counter, tombstones, client ids, stored push results, and which tables replicate. */

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

/**
 * The task ids a crew phone holds, stored once per distinct set and named by its hash in the phone's
 * cursor: the next pull compares it with the working set now and sends what entered and what left.
 */
export const syncHeldSets = sqliteTable('sync_held_sets', {
  hash: text().primaryKey(),
  taskIds: text().notNull(),
  createdAt: createdAt(),
});
