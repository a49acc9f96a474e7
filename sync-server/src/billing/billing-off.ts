import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { BillingConfig } from '../env';
import { notFound } from '../http/errors';

export const BILLING_OFF = 'Billing is not set up: payments are recorded by hand';

/** Without STRIPE_SECRET_KEY every billing call is a 404 with a message, and the rest works as before. */
export function requireBilling(c: Context<AppEnv>): BillingConfig {
  const billing = c.get('config').billing;
  if (!billing) throw notFound(BILLING_OFF);
  return billing;
}
