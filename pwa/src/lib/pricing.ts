import { FREE_JOBS, PUBLIC_MONTHLY_PRICE } from '@bin-valet/schema';

/**
 * The one pricing model in words: customers see the public plan (the first jobs free, then a monthly
 * price); the per-service rate is what the office bills each job at, and is always labelled so.
 */
const FREE_JOBS_WORDS: Record<number, string> = { 1: 'first job', 2: 'first two jobs', 3: 'first three jobs' };
const freeJobs = FREE_JOBS_WORDS[FREE_JOBS] ?? `first ${FREE_JOBS} jobs`;

export const MONTHLY_PRICE_TEXT = `$${PUBLIC_MONTHLY_PRICE} per month`;

/** 'First two jobs free'. */
export const FREE_JOBS_TEXT = `${freeJobs[0].toUpperCase()}${freeJobs.slice(1)} free`;

/** The signup page's trial sentence; the month comes from the server's FREE_TRIAL_MONTH. */
export function trialSentence(month: string | null | undefined): string {
  const rest = `your ${freeJobs} are on us, and we will let you know before regular pricing of ${MONTHLY_PRICE_TEXT} begins.`;
  return month ? `Our free trial runs all through ${month}: ${rest}` : `Our free trial is on: ${rest}`;
}

/** '$5/service': the rate the office bills one job at, said the same way on every screen. */
export const serviceRateText = (rate: number) => `$${rate}/service`;
