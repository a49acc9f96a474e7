import { billingInvoices, paymentHistory } from '@bin-valet/schema';
import { and, eq, ne } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Orm, Store } from '../db/connection';
import type { BillingConfig } from '../env';
import { conflict, HttpError, notFound } from '../http/errors';
import { accountOf, saveAccount } from './accounts';
import { idOf, orUnavailable, stripeFor } from './stripe-client';

/**
 * A manager's refund or waiver of one month's invoice. Each Stripe call carries an idempotency key named
 * after its cause, so a retried request (or a double click) refunds or voids nothing twice.
 */

export const INVOICE_NOT_FOUND = 'No such invoice for this customer';
export const NOT_REFUNDABLE = 'Only a paid invoice can be refunded';
export const NOT_WAIVABLE = 'Only an unpaid (past due) invoice can be waived';

export const refundKey = (invoiceId: string) => `bv-refund:invoice:${invoiceId}`;
export const waiveKey = (invoiceId: string) => `bv-waive:invoice:${invoiceId}`;

function invoiceOf(store: Store, customerId: number, invoiceId: string) {
  const inv = store.orm
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.customerId, customerId)))
    .get();
  if (!inv) throw notFound(INVOICE_NOT_FOUND);
  return inv;
}

/** Stripe refusing the call (the invoice changed state there) is the office's 409, not a 500. */
async function orConflict<T>(call: Promise<T>): Promise<T> {
  try {
    return await orUnavailable(call);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) throw conflict(`Stripe refused it: ${err.message}`);
    throw err;
  }
}

/** The invoice and its card payment show as refunded; the payment row keeps its amount and says "refunded". */
export function markRefunded(db: Orm, invoiceId: string) {
  const inv = db.select().from(billingInvoices).where(eq(billingInvoices.id, invoiceId)).get();
  if (!inv || inv.status === 'refunded') return false;
  db.update(billingInvoices).set({ status: 'refunded' }).where(eq(billingInvoices.id, invoiceId)).run();
  if (inv.number)
    db.update(paymentHistory)
      .set({ status: 'refunded', notes: 'Paid by card (Stripe), refunded' })
      .where(eq(paymentHistory.invoiceNumber, inv.number))
      .run();
  return true;
}

/** A voided invoice is owed no more; with no other unpaid invoice the customer is no longer past due. */
export function markWaived(db: Orm, invoiceId: string) {
  const inv = db.select().from(billingInvoices).where(eq(billingInvoices.id, invoiceId)).get();
  if (!inv || inv.status === 'void') return false;
  db.update(billingInvoices).set({ status: 'void', paidAt: null }).where(eq(billingInvoices.id, invoiceId)).run();
  const stillOwed = db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.customerId, inv.customerId),
        eq(billingInvoices.status, 'failed'),
        ne(billingInvoices.id, invoiceId),
      ),
    )
    .get();
  if (!stillOwed && accountOf(db, inv.customerId)?.status === 'past_due')
    saveAccount(db, inv.customerId, { status: 'active' });
  return true;
}

export async function refundInvoice(store: Store, billing: BillingConfig, customerId: number, invoiceId: string) {
  const inv = invoiceOf(store, customerId, invoiceId);
  if (inv.status !== 'paid') throw conflict(NOT_REFUNDABLE);
  const stripe = stripeFor(billing);
  // Since Stripe's 2025 API an invoice names its payments (invoice payments), not a charge.
  const payments = await orConflict(stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 }));
  const paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
  if (!paymentIntent) throw conflict('Stripe has no card payment for this invoice to refund');
  const refund = await orConflict(
    stripe.refunds.create(
      { payment_intent: paymentIntent, metadata: { invoiceId, customerId: String(customerId) } },
      { idempotencyKey: refundKey(invoiceId) },
    ),
  );
  if (refund.status === 'failed' || refund.status === 'canceled')
    throw new HttpError(409, `Stripe could not refund it (${refund.status})`);
  store.write((db) => markRefunded(db, invoiceId));
  return invoiceOf(store, customerId, invoiceId);
}

export async function waiveInvoice(store: Store, billing: BillingConfig, customerId: number, invoiceId: string) {
  const inv = invoiceOf(store, customerId, invoiceId);
  if (inv.status !== 'failed') throw conflict(NOT_WAIVABLE);
  // Stripe documents voiding for a charge that should not be collected; uncollectible is for bad debt.
  await orConflict(stripeFor(billing).invoices.voidInvoice(invoiceId, {}, { idempotencyKey: waiveKey(invoiceId) }));
  store.write((db) => markWaived(db, invoiceId));
  return invoiceOf(store, customerId, invoiceId);
}
