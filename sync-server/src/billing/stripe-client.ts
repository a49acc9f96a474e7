import Stripe from 'stripe';
import type { BillingConfig } from '../env';
import { HttpError } from '../http/errors';

const clients = new WeakMap<BillingConfig, Stripe>();

/** One official `stripe` client per configuration, pointed at STRIPE_API_URL. */
export function stripeFor(billing: BillingConfig): Stripe {
  let client = clients.get(billing);
  if (!client) {
    // The billing queue retries on its own schedule; the client's own retries would only delay it.
    client = new Stripe(billing.secretKey, { ...billing.api, maxNetworkRetries: 0, timeout: 15_000 });
    clients.set(billing, client);
  }
  return client;
}

export const STRIPE_UNAVAILABLE = 'Payments are unavailable right now. Please try again in a few minutes.';

/** A Stripe failure during a customer's own request is a 503 with a message, never a 500. */
export async function orUnavailable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) throw new HttpError(503, STRIPE_UNAVAILABLE);
    throw err;
  }
}

/** A Stripe id field that may be expanded into its object. */
export const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;
