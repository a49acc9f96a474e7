import { currentTrialMonth, FREE_JOBS, PUBLIC_MONTHLY_PRICE } from '@bin-valet/schema';

/**
 * The one pricing model in words: customers see the public plan (the first jobs free, then a monthly
 * price); the per-service rate is what the office bills each job at, and is always labelled so.
 */
const FREE_JOBS_WORDS: Record<number, string> = { 1: 'first job', 2: 'first two jobs', 3: 'first three jobs' };
const freeJobs = FREE_JOBS_WORDS[FREE_JOBS] ?? `first ${FREE_JOBS} jobs`;

export const MONTHLY_PRICE_TEXT = `$${PUBLIC_MONTHLY_PRICE} per month`;

/** 'First two jobs free'. */
export const FREE_JOBS_TEXT = `${freeJobs[0].toUpperCase()}${freeJobs.slice(1)} free`;

/** The one plan as the customer reads it: '$30 per month, first two jobs free'. */
export const PLAN_TEXT = `${MONTHLY_PRICE_TEXT}, ${freeJobs} free`;

/**
 * The trial sentence; the month comes from the server's FREE_TRIAL_MONTH and is named only while it is
 * this month or still ahead in the year (`today` is yyyy-MM-dd).
 */
export function trialSentence(month: string | null | undefined, today: string): string {
  const rest = `your ${freeJobs} are on us, and we will let you know before regular pricing of ${MONTHLY_PRICE_TEXT} begins.`;
  const named = currentTrialMonth(month, today);
  return named ? `Our free trial runs all through ${named}: ${rest}` : `Our free trial is on: ${rest}`;
}

/** '$5/service (office rate)': the figure the office bills one job at, never shown to customers. */
export const serviceRateText = (rate: number) => `$${rate}/service (office rate)`;

const STANDING_LABELS: Record<string, string> = {
  trial: 'Trial',
  paid: 'Paid',
  due: 'Due',
  overdue: 'Overdue',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};
export const standingLabel = (status: string) => STANDING_LABELS[status] ?? status;

/** What the customer owes, in a sentence. */
export function owedText(a: { paymentStatus: string; amountOwed: number; freeJobsLeft: number }): string {
  if (a.paymentStatus === 'trial')
    return a.freeJobsLeft > 0
      ? `Nothing to pay: ${a.freeJobsLeft} free job${a.freeJobsLeft === 1 ? '' : 's'} left.`
      : 'Nothing to pay yet.';
  if (a.amountOwed > 0) return `$${a.amountOwed} ${a.paymentStatus === 'overdue' ? 'overdue' : 'due'}.`;
  return 'Nothing to pay: you are paid up.';
}
