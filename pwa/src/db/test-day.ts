import type { TodaySlice } from '@bin-valet/schema';
import { applyDaySlice } from '../sync/apply';
import { BinValetDb, taskDays } from './database';
import { rowsBetween } from './day-records';
import { jobsById } from './jobs';

/**
 * For unit tests: a fresh local database (fake-indexeddb) holding one day's slice as the phone stores it,
 * and that day's tasks and jobs as the crew screen reads them. The caller deletes `db`.
 */
export async function storedDay(slice: TodaySlice) {
  const db = new BinValetDb(`day-${Math.random().toString(36).slice(2)}`);
  await applyDaySlice(db, slice);
  const tasks = await rowsBetween(taskDays(db), slice.date, slice.date);
  const jobs = await jobsById(
    db,
    tasks.map((t) => t.jobId),
    { from: slice.date, to: slice.date },
  );
  return { db, tasks, jobs };
}
