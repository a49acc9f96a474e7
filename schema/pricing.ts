import { FREE_JOBS, MONTH_NAMES, PUBLIC_MONTHLY_PRICE } from './constants';

/**
 * The one price story, shared by the server and the screens: the first FREE_JOBS jobs are free, then
 * each month with a job done costs PUBLIC_MONTHLY_PRICE; completed payments pay the oldest months first.
 */
export const ACCOUNT_STANDINGS = ['trial', 'paid', 'due', 'overdue'] as const;
export type AccountStanding = (typeof ACCOUNT_STANDINGS)[number];

export interface AccountFacts {
  /** Collection dates (yyyy-MM-dd) of the customer's jobs the crew completed. */
  doneJobDates: string[];
  payments: { amount: number; status: string; paymentDate: string }[];
  /** yyyy-MM-dd in the business's time zone. */
  today: string;
}

export interface AccountSummary {
  standing: AccountStanding;
  /** Whole dollars owed today (0 in the trial or when paid up). */
  owed: number;
  /** Free jobs not yet used. */
  freeJobsLeft: number;
}

export function accountSummary({ doneJobDates, payments, today }: AccountFacts): AccountSummary {
  const done = [...doneJobDates].sort();
  const freeJobsLeft = Math.max(0, FREE_JOBS - done.length);
  const months = [...new Set(done.slice(FREE_JOBS).map((d) => d.slice(0, 7)))].sort();
  if (months.length === 0) return { standing: 'trial', owed: 0, freeJobsLeft };
  const paid = payments.filter((p) => p.status === 'completed').reduce((sum, p) => sum + p.amount, 0);
  const owed = Math.max(0, months.length * PUBLIC_MONTHLY_PRICE - paid);
  if (owed === 0) return { standing: 'paid', owed, freeJobsLeft };
  // Payments cover the oldest months first: an unpaid month before this one is overdue.
  const paidMonths = Math.floor(paid / PUBLIC_MONTHLY_PRICE);
  const firstUnpaid = months[Math.min(paidMonths, months.length - 1)];
  const latest = [...payments].sort((a, b) => a.paymentDate.localeCompare(b.paymentDate)).at(-1);
  const overdue = firstUnpaid < today.slice(0, 7) || latest?.status === 'failed';
  return { standing: overdue ? 'overdue' : 'due', owed, freeJobsLeft };
}

/**
 * The free-trial month worth naming on `today`: FREE_TRIAL_MONTH while that month is this month or
 * still ahead in the year; null once it has passed (a November page must not promise July).
 */
export function currentTrialMonth(month: string | null | undefined, today: string): string | null {
  if (!month) return null;
  const index = MONTH_NAMES.findIndex((m) => m.toLowerCase() === month.toLowerCase());
  if (index < 0) return null;
  return index + 1 >= Number(today.slice(5, 7)) ? MONTH_NAMES[index] : null;
}
