import type { Orm } from '../db/connection';
import { type MessagingDeps, queueMessage } from '../messages/outbox';
import { accountOf, customerRow, queueBillingJob, saveAccount } from './accounts';
import { completedJobCount } from './summary';

export const subscribeCause = (customerId: number) => `subscribe-${customerId}`;

/**
 * After a completed bins-to-curb task: once the free jobs are used, the plan's subscription is queued
 * (once per customer); with no card yet it waits for one, and the customer is asked for it.
 * Runs inside the task writer's transaction.
 */
export function noteCompletedJob(db: Orm, deps: MessagingDeps, customerId: number, now: Date) {
  if (!deps.billing?.priceId) return;
  if (completedJobCount(db, customerId) < deps.planFreeJobs) return;
  const account = accountOf(db, customerId);
  if (account?.planDueAt) return;
  saveAccount(db, customerId, { planDueAt: now.toISOString() });
  queueBillingJob(db, customerId, subscribeCause(customerId), 'subscribe', {}, now);
  const customer = customerRow(db, customerId);
  if (!account?.paymentMethodId && customer)
    queueMessage(db, deps, customer, `card_needed:${customerId}`, { kind: 'card_needed' }, now);
}
