import { addDays, JOB_MARGIN_DAYS } from '@bin-valet/schema';
import { type BinValetDb, jobDays } from './database';
import { daysHolding } from './day-records';
import type { JobDay, LocalJob } from './rows';

/** Reading jobs, which live in one record per collection date (JobDay). */

/** The job-day records holding these jobs. */
export const jobDaysHolding = (d: BinValetDb, jobIds: number[]) => daysHolding(jobDays(d), jobIds);

/**
 * The jobs with these ids. A task is almost always within a week of its job's collection date, so
 * the days around [from, to] are read in one request; only jobs not found there (a task the office
 * moved further) are looked up through the index, which costs one cursor step per job.
 */
export async function jobsById(
  d: BinValetDb,
  ids: number[],
  around: { from: string; to: string },
): Promise<Map<number, LocalJob>> {
  const wanted = new Set(ids);
  const out = new Map<number, LocalJob>();
  const take = (days: JobDay[]) => {
    for (const day of days) for (const j of day.jobs) if (wanted.has(j.id)) out.set(j.id, j);
  };
  take(
    await d.jobDays
      .where('date')
      .between(addDays(around.from, -JOB_MARGIN_DAYS), addDays(around.to, JOB_MARGIN_DAYS), true, true)
      .toArray(),
  );
  const missing = [...wanted].filter((id) => !out.has(id));
  if (missing.length) take(await jobDaysHolding(d, missing));
  return out;
}
