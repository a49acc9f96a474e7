import { type BillingJob, billingInvoices, billingJobs } from '@bin-valet/schema';
import { and, asc, eq, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Store } from '../db/connection';
import type { BillingConfig, Config } from '../env';
import { accountOf, customerRow, saveAccount } from './accounts';
import { sendRefund, transientStripeError } from './invoice-actions';
import { stripeFor } from './stripe-client';
import { ensureStripeCustomer } from './stripe-customer';
import { statusOf } from './webhook';

/**
 * Sends the queued Stripe calls (the billing_jobs table): a Stripe outage leaves a job queued with a
 * later attempt, a refusal marks it failed with Stripe's message for the office, and a job that needs
 * a card waits until one is saved. Every call carries the job's cause as its idempotency key.
 */

const BATCH = 10;
const BASE_MS = 30_000;
const MAX_MS = 60 * 60 * 1000;
export const backoff = (attempts: number) => Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));

type Outcome = { status: 'done' | 'waiting_card' } | { status: 'failed'; error: string };

async function perform(store: Store, billing: BillingConfig, job: BillingJob): Promise<Outcome> {
  const stripe = stripeFor(billing);
  const key = `bv-${job.causeKey}`;
  const account = accountOf(store.orm, job.customerId);
  const payload = JSON.parse(job.payload) as Record<string, unknown>;
  switch (job.kind) {
    case 'subscribe': {
      if (account?.subscriptionId) return { status: 'done' };
      if (!account?.paymentMethodId) return { status: 'waiting_card' };
      if (!billing.priceId) return { status: 'failed', error: 'STRIPE_PRICE_ID is not set' };
      const customer = customerRow(store.orm, job.customerId);
      if (!customer) return { status: 'failed', error: 'The customer no longer exists' };
      const stripeCustomer = await ensureStripeCustomer(store, billing, customer);
      const sub = await stripe.subscriptions.create(
        {
          customer: stripeCustomer,
          items: [{ price: billing.priceId }],
          default_payment_method: account.paymentMethodId,
          metadata: { customerId: String(job.customerId) },
        },
        { idempotencyKey: key },
      );
      const end = sub.items.data[0]?.current_period_end;
      store.write((db) =>
        saveAccount(db, job.customerId, {
          subscriptionId: sub.id,
          status: statusOf(sub),
          nextChargeDate: end ? new Date(end * 1000).toISOString().slice(0, 10) : null,
        }),
      );
      return { status: 'done' };
    }
    case 'pause':
    case 'cancel_at': {
      if (!account?.subscriptionId) return { status: 'done' };
      const params: Stripe.SubscriptionUpdateParams =
        job.kind === 'pause'
          ? { pause_collection: payload.resumesAt ? { behavior: 'void', resumes_at: Number(payload.resumesAt) } : '' }
          : { cancel_at: payload.cancelAt ? Number(payload.cancelAt) : '' };
      const sub = await stripe.subscriptions.update(account.subscriptionId, params, { idempotencyKey: key });
      store.write((db) => saveAccount(db, job.customerId, { status: statusOf(sub) }));
      return { status: 'done' };
    }
    case 'refund': {
      const invoiceId = String(payload.invoiceId ?? '');
      const inv = store.orm.select().from(billingInvoices).where(eq(billingInvoices.id, invoiceId)).get();
      if (!inv) return { status: 'failed', error: 'The invoice is no longer known' };
      if (inv.status === 'refunded') return { status: 'done' };
      await sendRefund(store, billing, job.customerId, invoiceId);
      return { status: 'done' };
    }
    default:
      return { status: 'failed', error: `Unknown billing job ${job.kind}` };
  }
}

/** One pass over the due jobs; returns how many were attempted. */
export async function runBillingJobs(store: Store, config: Pick<Config, 'billing'>, now = new Date()) {
  const billing = config.billing;
  if (!billing) return 0;
  const due = store.orm
    .select()
    .from(billingJobs)
    .where(and(eq(billingJobs.status, 'queued'), lte(billingJobs.nextAttemptAt, now.toISOString())))
    .orderBy(asc(billingJobs.id))
    .limit(BATCH)
    .all();
  for (const job of due) {
    let outcome: Outcome | { status: 'queued'; error: string };
    try {
      outcome = await perform(store, billing, job);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      outcome = transientStripeError(err) ? { status: 'queued', error: message } : { status: 'failed', error: message };
    }
    const attempts = job.attempts + 1;
    store.write((db) =>
      db
        .update(billingJobs)
        .set({
          status: outcome.status,
          attempts,
          error: 'error' in outcome ? outcome.error : null,
          nextAttemptAt: new Date(now.getTime() + (outcome.status === 'queued' ? backoff(attempts) : 0)).toISOString(),
        })
        .where(eq(billingJobs.id, job.id))
        .run(),
    );
  }
  return due.length;
}

/** The server's billing worker: a pass on every commit (debounced) and every few seconds. */
export function startBillingWorker(store: Store, config: Pick<Config, 'billing'>, pollMs = 5_000) {
  if (!config.billing) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let busy = false;
  const pass = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = runBillingJobs(store, config)
      .catch((err) => console.error('[billing] worker error:', err))
      .finally(() => {
        busy = false;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, pollMs);
  timer.unref();
  const unsubscribe = store.onCommit(() => setImmediate(pass));
  return {
    async stop() {
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
