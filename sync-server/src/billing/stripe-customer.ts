import type { Customer } from '@bin-valet/schema';
import type { Store } from '../db/connection';
import type { BillingConfig } from '../env';
import { accountOf, saveAccount } from './accounts';
import { stripeFor } from './stripe-client';

/**
 * The customer's Stripe Customer, made once: the idempotency key names the customer, so two setups at
 * once or a retry after a crash get the same Stripe customer back.
 */
export async function ensureStripeCustomer(
  store: Store,
  billing: BillingConfig,
  customer: Pick<Customer, 'id' | 'email' | 'name'>,
): Promise<string> {
  const known = accountOf(store.orm, customer.id)?.stripeCustomerId;
  if (known) return known;
  const made = await stripeFor(billing).customers.create(
    {
      email: customer.email,
      name: customer.name,
      metadata: { customerId: String(customer.id) },
    },
    { idempotencyKey: `bv-customer-${customer.id}` },
  );
  store.write((db) => saveAccount(db, customer.id, { stripeCustomerId: made.id }));
  return made.id;
}
