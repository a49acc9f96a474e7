import { addDays, DEFAULT_BUSINESS_TZ, todayIn } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { isPastJob } from './job-grouping';

const today = todayIn(DEFAULT_BUSINESS_TZ);
const job = (collectionDate: string, taskDates: string[], status = 'completed') => ({
  collectionDate,
  tasks: taskDates.map((scheduledDate) => ({ scheduledDate, status })),
});

describe("the 'Show past jobs' fold", () => {
  it('never takes a job of today, even completed', () => {
    expect(isPastJob(job(today, [addDays(today, -1), today]), today)).toBe(false);
    // Collected yesterday, bins back to the house today: still today's work.
    expect(isPastJob(job(addDays(today, -1), [addDays(today, -2), today]), today)).toBe(false);
    expect(isPastJob(job(addDays(today, -1), [today], 'scheduled'), today)).toBe(false);
  });

  it('takes a job whose collection and tasks are all before today', () => {
    expect(isPastJob(job(addDays(today, -1), [addDays(today, -2), addDays(today, -1)]), today)).toBe(true);
    expect(isPastJob(job(addDays(today, -7), []), today)).toBe(true);
  });

  it('leaves future jobs in view', () => {
    expect(isPastJob(job(addDays(today, 3), [addDays(today, 2), addDays(today, 3)], 'scheduled'), today)).toBe(false);
  });
});
