import { addDays } from '@bin-valet/schema';
import { type BinValetDb, jobDays } from './database';
import { daysHolding } from './day-records';
import type { JobDay, LocalJob } from './rows';

/** Reading jobs, which live in one record per collection date (JobDay). */

/** The job-day records holding these jobs. */
export const jobDaysHolding = (d: BinValetDb, jobIds: number[]) => daysHolding(jobDays(d), jobIds);

/**
 * A task is scheduled on its job's collection date (bins back) or the day before (bins out), so the
 * jobs of [from, to] are almost all collected within a day of it: three day records for a day's
 * screen instead of the whole replication margin (fifteen, ~6,000 jobs to read for ~800).
 */
const READ_MARGIN_DAYS = 1;

/**
 * The jobs with these ids: the days around [from, to] are read in one request; only jobs not found
 * there (a task the office moved further) are looked up through the index, one cursor step per job.
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
      .between(addDays(around.from, -READ_MARGIN_DAYS), addDays(around.to, READ_MARGIN_DAYS), true, true)
      .toArray(),
  );
  const missing = [...wanted].filter((id) => !out.has(id));
  if (missing.length) take(await jobDaysHolding(d, missing));
  return out;
}
