// Apart from the self-service forms' validators, so a crew screen that hides skipped stops loads no validation code.

/** The note line a customer's skip leaves on the cancelled task. */
export const SKIPPED_BY_CUSTOMER = 'Skipped by customer';

/**
 * A stop the customer skipped is no stop: crew screens and the route planner leave it out (a stop the
 * office cancelled stays visible as Cancelled).
 */
export const isSkippedByCustomer = (task: { status: string; notes: string | null }) =>
  task.status === 'cancelled' && (task.notes ?? '').split('\n').includes(SKIPPED_BY_CUSTOMER);
