import { addDays } from '@bin-valet/schema';
import type { Orm } from '../db/connection';
import type { Config } from '../env';
import { queueBillingJob } from './accounts';

/**
 * Holds and cancellations reach the subscription through the billing queue, in the transaction that
 * made them; without billing (or before there is a subscription) they change nothing at Stripe.
 */

type Deps = Pick<Config, 'billing'>;
const epoch = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000);

/** A vacation hold pauses collection until the day after it ends; ending the hold early resumes it. */
export function billingHoldChanged(db: Orm, deps: Deps, customerId: number, holdId: number, endDate: string | null) {
  if (!deps.billing) return;
  const cause = endDate ? `pause-hold-${holdId}` : `resume-hold-${holdId}`;
  queueBillingJob(db, customerId, cause, 'pause', endDate ? { resumesAt: epoch(addDays(endDate, 1)) } : {});
}

/** Cancelling service cancels the plan at the end of the last collection's month; undoing it keeps the plan. */
export function billingCancelChanged(db: Orm, deps: Deps, customerId: number, cancelId: number, last: string | null) {
  if (!deps.billing) return;
  if (!last) return void queueBillingJob(db, customerId, `uncancel-${cancelId}`, 'cancel_at', {});
  const [y, m] = last.split('-').map(Number);
  const firstOfNextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  queueBillingJob(db, customerId, `cancel-${cancelId}`, 'cancel_at', { cancelAt: epoch(firstOfNextMonth) });
}
