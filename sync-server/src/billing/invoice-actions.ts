import { billingInvoices, paymentHistory } from '@bin-valet/schema';
import { and, eq, ne } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Orm, Store } from '../db/connection';
import type { BillingConfig } from '../env';
import { conflict, HttpError, notFound } from '../http/errors';
import { accountOf, queueBillingJob, saveAccount } from './accounts';
import { idOf, STRIPE_UNAVAILABLE, stripeFor } from './stripe-client';

/**
 * A manager's refund or waiver of one month's invoice. Each Stripe call carries an idempotency key named
 * after its cause, so a retried request (or a double click) refunds or voids nothing twice.
 */

export const INVOICE_NOT_FOUND = 'No such invoice for this customer';
export const NOT_REFUNDABLE = 'Only a paid invoice can be refunded';
export const NOT_WAIVABLE = 'Only an unpaid (past due) invoice can be waived';

/** A refund's cause; as the billing queue's job it is sent with the same idempotency key (`bv-` + cause). */
export const refundCause = (invoiceId: string) => `refund:invoice:${invoiceId}`;
export const refundKey = (invoiceId: string) => `bv-${refundCause(invoiceId)}`;
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

/** Stripe refusing the call (the invoice changed state there) is the office's 409; any other Stripe failure a 503. */
function officeError(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeInvalidRequestError) return conflict(`Stripe refused it: ${err.message}`);
  if (err instanceof Stripe.errors.StripeError) return new HttpError(503, STRIPE_UNAVAILABLE);
  return err;
}

async function orConflict<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw officeError(err);
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

export const REFUND_QUEUED = 'Stripe could not be reached: the refund is queued and will be sent when it answers.';

/**
 * The refund's Stripe calls and its record, for the office's request and the billing queue alike; Stripe's
 * own errors are thrown as they are (the caller decides between a refusal and a retry).
 */
export async function sendRefund(store: Store, billing: BillingConfig, customerId: number, invoiceId: string) {
  const stripe = stripeFor(billing);
  // Since Stripe's 2025 API an invoice names its payments (invoice payments), not a charge.
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
  const paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
  if (!paymentIntent) throw conflict('Stripe has no card payment for this invoice to refund');
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntent, metadata: { invoiceId, customerId: String(customerId) } },
    { idempotencyKey: refundKey(invoiceId) },
  );
  if (refund.status === 'failed' || refund.status === 'canceled')
    throw new HttpError(409, `Stripe could not refund it (${refund.status})`);
  store.write((db) => markRefunded(db, invoiceId));
}

/** Stripe unreachable or failing on its side: worth another try (anything else is a refusal). */
export const transientStripeError = (err: unknown) =>
  err instanceof Stripe.errors.StripeConnectionError ||
  err instanceof Stripe.errors.StripeAPIError ||
  err instanceof Stripe.errors.StripeRateLimitError ||
  (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 500) >= 500);

/**
 * Refunds now, or, while Stripe cannot be reached, queues the refund under the same cause (and so the same
 * idempotency key) for the billing worker: `queued` says which.
 */
export async function refundInvoice(store: Store, billing: BillingConfig, customerId: number, invoiceId: string) {
  const inv = invoiceOf(store, customerId, invoiceId);
  if (inv.status !== 'paid') throw conflict(NOT_REFUNDABLE);
  try {
    await sendRefund(store, billing, customerId, invoiceId);
  } catch (err) {
    if (!transientStripeError(err)) throw officeError(err);
    store.write((db) => queueBillingJob(db, customerId, refundCause(invoiceId), 'refund', { invoiceId }));
    return { invoice: invoiceOf(store, customerId, invoiceId), queued: true };
  }
  return { invoice: invoiceOf(store, customerId, invoiceId), queued: false };
}

export async function waiveInvoice(store: Store, billing: BillingConfig, customerId: number, invoiceId: string) {
  const inv = invoiceOf(store, customerId, invoiceId);
  if (inv.status !== 'failed') throw conflict(NOT_WAIVABLE);
  // Stripe documents voiding for a charge that should not be collected; uncollectible is for bad debt.
  await orConflict(stripeFor(billing).invoices.voidInvoice(invoiceId, {}, { idempotencyKey: waiveKey(invoiceId) }));
  store.write((db) => markWaived(db, invoiceId));
  return invoiceOf(store, customerId, invoiceId);
}
