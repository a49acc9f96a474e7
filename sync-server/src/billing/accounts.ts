import { type BillingAccount, billingAccounts, billingJobs, customers } from '@bin-valet/schema';
import { and, count, eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/** Billing accounts: the row per customer that ties them to Stripe. */

export const accountOf = (db: Orm, customerId: number): BillingAccount | undefined =>
  db.select().from(billingAccounts).where(eq(billingAccounts.customerId, customerId)).get();

export function accountByStripeCustomer(db: Orm, stripeCustomerId: string): BillingAccount | undefined {
  return db.select().from(billingAccounts).where(eq(billingAccounts.stripeCustomerId, stripeCustomerId)).get();
}

export function saveAccount(db: Orm, customerId: number, patch: Partial<Omit<BillingAccount, 'customerId'>>) {
  const exists = accountOf(db, customerId);
  if (exists) db.update(billingAccounts).set(patch).where(eq(billingAccounts.customerId, customerId)).run();
  else
    db.insert(billingAccounts)
      .values({ customerId, ...patch })
      .run();
}

export const customerRow = (db: Orm, id: number) => db.select().from(customers).where(eq(customers.id, id)).get();

export type BillingJobKind = 'subscribe' | 'pause' | 'cancel_at' | 'refund';

/**
 * Queues one Stripe call for `causeKey` unless that cause has one; the key is also the idempotency key
 * Stripe sees, so a retry after a crash creates nothing twice. Runs in the caller's transaction.
 */
export function queueBillingJob(
  db: Orm,
  customerId: number,
  causeKey: string,
  kind: BillingJobKind,
  payload: Record<string, unknown> = {},
  now: Date = new Date(),
): boolean {
  const res = db
    .insert(billingJobs)
    .values({ customerId, causeKey, kind, payload: JSON.stringify(payload), nextAttemptAt: now.toISOString() })
    .onConflictDoNothing()
    .run();
  return res.changes > 0;
}

/** A subscription waiting for a card goes back in the queue once one is saved. */
export function wakeWaitingJobs(db: Orm, customerId: number, now: Date) {
  db.update(billingJobs)
    .set({ status: 'queued', nextAttemptAt: now.toISOString() })
    .where(and(eq(billingJobs.customerId, customerId), eq(billingJobs.status, 'waiting_card')))
    .run();
}

export const queuedJobCount = (db: Orm) =>
  db.select({ n: count() }).from(billingJobs).where(eq(billingJobs.status, 'queued')).get()?.n ?? 0;
