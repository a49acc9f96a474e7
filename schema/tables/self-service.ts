import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { customers } from './customers';
import { jobs } from './schedule';

/** What customers change themselves on their tracking link: vacation holds, skipped jobs, the office's log. */

/** A vacation hold: every collection in [startDate, endDate] is skipped, jobs generated later too. */
export const customerHolds = sqliteTable(
  'customer_holds',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    startDate: text().notNull(),
    endDate: text().notNull(),
    createdAt: createdAt(),
    /** Set when the customer ended it; an ended hold skips nothing more and stays as history. */
    endedAt: text(),
  },
  (t) => [index('customer_holds_customer_idx').on(t.customerId)],
);

/**
 * A job the customer skipped (alone, or through a hold): its job and tasks are cancelled while this
 * row exists, and undoing the skip deletes it. Jobs the office cancelled have none, so an undo never
 * revives them.
 */
export const customerSkips = sqliteTable(
  'customer_skips',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    holdId: integer().references(() => customerHolds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_skips_job_idx').on(t.jobId), index('customer_skips_customer_idx').on(t.customerId)],
);

/** The office's record of each self-service change: "Customer skipped Fri, Dec 4", by whom and when. */
export const customerChanges = sqliteTable(
  'customer_changes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text({ length: 30 }).notNull(),
    summary: text().notNull(),
    /** The first collection date the change touches, for the dashboard's today/tomorrow list. */
    affectsDate: text(),
    actor: text({ length: 30 }).notNull().default('customer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_changes_customer_idx').on(t.customerId),
    index('customer_changes_affects_idx').on(t.affectsDate),
  ],
);

/** The periods a cancellation shortened or cancelled, as they were, so an undo puts them back. */
export interface PeriodBefore {
  id: number;
  endDate: string | null;
  status: string;
}

/** A job a cancellation deleted, enough to put it back as it was. */
export interface JobBefore {
  regularDate: string;
  collectionDate: string;
  servicePeriodId: number | null;
  notes: string | null;
  delayReason: string | null;
  delayDays: number;
}

export interface CancelledState {
  periods: PeriodBefore[];
  jobs: JobBefore[];
}

/** A customer ended their service after `lastCollectionDate`; undone (undoneAt) until that date. */
export const serviceCancellations = sqliteTable(
  'service_cancellations',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    lastCollectionDate: text().notNull(),
    reason: text(),
    before: text({ mode: 'json' }).$type<CancelledState>().notNull(),
    createdAt: createdAt(),
    undoneAt: text(),
  },
  (t) => [index('service_cancellations_customer_idx').on(t.customerId)],
);

export type ServiceCancellation = typeof serviceCancellations.$inferSelect;
export type CustomerHold = typeof customerHolds.$inferSelect;
export type CustomerSkip = typeof customerSkips.$inferSelect;
export type CustomerChange = typeof customerChanges.$inferSelect;
