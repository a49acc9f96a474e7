import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';
import { customers } from './customers';

/** Billing on Stripe: one account row per customer, Stripe's events seen once, invoices as Stripe told us. */

export const BILLING_STATUSES = ['trial', 'active', 'past_due', 'paused', 'cancelled'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const billingAccounts = sqliteTable('billing_accounts', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  stripeCustomerId: text().unique(),
  paymentMethodId: text(),
  cardBrand: text(),
  cardLast4: text(),
  subscriptionId: text().unique(),
  /** Set when the free jobs are used; the subscription may still wait for a card. */
  planDueAt: text(),
  status: text().$type<BillingStatus>().notNull().default('trial'),
  /** Next charge (YYYY-MM-DD), from the subscription's current period end. */
  nextChargeDate: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Each Stripe event id once: a replayed event changes nothing. */
export const billingEvents = sqliteTable('billing_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});

export const billingInvoices = sqliteTable(
  'billing_invoices',
  {
    id: text().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    number: text(),
    amountCents: integer().notNull(),
    status: text().notNull(),
    paidAt: text(),
    receiptUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_invoices_customer_idx').on(t.customerId)],
);

/**
 * Stripe calls that must happen (the customer, the subscription, pauses, cancels, refunds), written in
 * the transaction that causes them and sent by a worker, so an outage only delays them.
 */
export const billingJobs = sqliteTable(
  'billing_jobs',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The cause, also the idempotency key Stripe sees: the same cause never runs twice. */
    causeKey: text().notNull().unique(),
    kind: text().notNull(),
    payload: text().notNull().default('{}'),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: text().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_jobs_due_idx').on(t.status, t.nextAttemptAt)],
);

export type BillingAccount = typeof billingAccounts.$inferSelect;
export type BillingJob = typeof billingJobs.$inferSelect;
