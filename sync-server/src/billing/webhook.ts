import { type BillingStatus, billingEvents, billingInvoices, paymentHistory } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Store } from '../db/connection';
import type { Config } from '../env';
import { queueMessage } from '../messages/outbox';
import { accountByStripeCustomer, customerRow, saveAccount, wakeWaitingJobs } from './accounts';
import { markRefunded, markWaived } from './invoice-actions';
import { idOf, stripeFor } from './stripe-client';

/** Applying Stripe's events: each event id once, whatever order Stripe sends them in. */

type BillingDeps = Config & { billing: NonNullable<Config['billing']> };

const seen = (store: Store, id: string) =>
  store.orm.select().from(billingEvents).where(eq(billingEvents.id, id)).get() !== undefined;

/** Stripe's subscription status as the office names it. */
export function statusOf(sub: Pick<Stripe.Subscription, 'status' | 'pause_collection'>): BillingStatus {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return 'cancelled';
  if (sub.pause_collection || sub.status === 'paused') return 'paused';
  if (sub.status === 'past_due' || sub.status === 'unpaid') return 'past_due';
  if (sub.status === 'trialing') return 'trial';
  return 'active';
}

const dateOf = (sec: number | null | undefined) => (sec ? new Date(sec * 1000).toISOString().slice(0, 10) : null);

/**
 * The customer an event is about: by the Stripe customer we stored, else by the metadata we gave it
 * (an event can arrive before the call that made the customer has answered).
 */
async function customerIdFor(store: Store, deps: BillingDeps, stripeCustomer: string | null): Promise<number | null> {
  if (!stripeCustomer) return null;
  const account = accountByStripeCustomer(store.orm, stripeCustomer);
  if (account) return account.customerId;
  const remote = await stripeFor(deps.billing).customers.retrieve(stripeCustomer);
  const id = 'deleted' in remote && remote.deleted ? null : Number((remote as Stripe.Customer).metadata?.customerId);
  if (!id || !customerRow(store.orm, id)) return null;
  store.write((db) => saveAccount(db, id, { stripeCustomerId: stripeCustomer }));
  return id;
}

/** Records the event id and applies `write` in one transaction; a replay (the id already stored) changes nothing. */
function once(store: Store, event: Stripe.Event, write: (db: Parameters<Parameters<Store['write']>[0]>[0]) => void) {
  store.write((db) => {
    const res = db.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().run();
    if (res.changes > 0) write(db);
  });
}

export async function applyEvent(store: Store, deps: BillingDeps, event: Stripe.Event, now = new Date()) {
  if (seen(store, event.id)) return { applied: false };
  const stripe = stripeFor(deps.billing);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const setupIntentId = idOf(session.setup_intent);
      const stripeCustomer = idOf(session.customer);
      if (session.mode !== 'setup' || !setupIntentId || !stripeCustomer) break;
      const customerId = await customerIdFor(store, deps, stripeCustomer);
      if (!customerId) break;
      const intent = await stripe.setupIntents.retrieve(setupIntentId);
      const pmId = idOf(intent.payment_method);
      if (!pmId) break;
      const pm = await stripe.paymentMethods.retrieve(pmId);
      // The default payment method is what Stripe charges the subscription's invoices to.
      await stripe.customers.update(stripeCustomer, { invoice_settings: { default_payment_method: pmId } });
      once(store, event, (db) => {
        saveAccount(db, customerId, {
          paymentMethodId: pmId,
          cardBrand: pm.card?.brand ?? null,
          cardLast4: pm.card?.last4 ?? null,
        });
        wakeWaitingJobs(db, customerId, now);
      });
      return { applied: true };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const inv = event.data.object;
      const customerId = await customerIdFor(store, deps, idOf(inv.customer));
      if (!customerId || !inv.id) break;
      const paid = event.type === 'invoice.paid';
      const paidAt = paid ? new Date((inv.status_transitions?.paid_at ?? event.created) * 1000).toISOString() : null;
      once(store, event, (db) => {
        const row = {
          customerId,
          number: inv.number,
          amountCents: paid ? inv.amount_paid : inv.amount_due,
          status: paid ? 'paid' : 'failed',
          paidAt,
          receiptUrl: inv.hosted_invoice_url ?? null,
        };
        db.insert(billingInvoices)
          .values({ id: inv.id as string, ...row })
          .onConflictDoUpdate({ target: billingInvoices.id, set: row })
          .run();
        if (paid) {
          // The invoice number is unique in payments: a second event for the same invoice adds no row.
          db.insert(paymentHistory)
            .values({
              customerId,
              amount: Math.round(inv.amount_paid / 100),
              paymentDate: paidAt ?? now.toISOString(),
              paymentMethod: 'card',
              status: 'completed',
              billingPeriod: (paidAt ?? now.toISOString()).slice(0, 7),
              invoiceNumber: inv.number ?? inv.id,
              notes: 'Paid by card (Stripe)',
            })
            .onConflictDoNothing()
            .run();
          saveAccount(db, customerId, { status: 'active' });
        } else {
          saveAccount(db, customerId, { status: 'past_due' });
          const customer = customerRow(db, customerId);
          if (customer) queueMessage(db, deps, customer, `payment_failed:${inv.id}`, { kind: 'payment_failed' }, now);
        }
      });
      return { applied: true };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const customerId = await customerIdFor(store, deps, idOf(sub.customer));
      if (!customerId) break;
      const status = event.type === 'customer.subscription.deleted' ? 'cancelled' : statusOf(sub);
      once(store, event, (db) =>
        saveAccount(db, customerId, {
          subscriptionId: sub.id,
          status,
          nextChargeDate: status === 'cancelled' ? null : dateOf(sub.items?.data?.[0]?.current_period_end),
        }),
      );
      return { applied: true };
    }
    case 'charge.refunded': {
      // A refund made in Stripe's dashboard shows as ours does; a partial refund leaves the month paid.
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      if (!charge.refunded || !paymentIntent) break;
      const payments = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntent },
        limit: 1,
      });
      const invoiceId = idOf(payments.data[0]?.invoice);
      if (!invoiceId) break;
      once(store, event, (db) => void markRefunded(db, invoiceId));
      return { applied: true };
    }
    case 'invoice.voided': {
      const invoiceId = event.data.object.id;
      if (!invoiceId) break;
      once(store, event, (db) => void markWaived(db, invoiceId));
      return { applied: true };
    }
    default:
      break;
  }
  // Events we do not act on are still stored, so a replay is recognisably the same.
  once(store, event, () => {});
  return { applied: false };
}
