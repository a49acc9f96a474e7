import { jobs, serviceChanges, servicePeriods, tasks } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, createTestApp, jobsOf, makePeriod, type TestApp, tasksOfJob } from '../test-support';
import { reshiftRange } from './calendar-moves';
import { generateJobs, moveScheduledJobs } from './scheduling';
import { topUpActivePeriods } from './top-up';

/** Generation and the one-time upgrade across the holiday weeks of 2026-2027, on a real SQLite file. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const fridayCustomer = () =>
  addCustomer(t.store, { binsToCurbDay: 'thursday', collectionDay: 'friday', binsToResidenceDay: 'friday' });
const generate = (c: ReturnType<typeof addCustomer>, startDate: string, endDate: string) =>
  t.store.write((db) => generateJobs(db, c, { startDate, endDate }));
const placed = (customerId: number) =>
  jobsOf(t, customerId).map((j) => [j.regularDate, j.collectionDate, tasksOfJob(t, j.id).map((x) => x.scheduledDate)]);

describe('generation across holiday weeks', () => {
  it('puts Friday jobs of Thanksgiving, Christmas 2026 and New Year 2027 on Saturday, both tasks a day later', () => {
    const c = fridayCustomer();
    expect(generate(c, '2026-11-20', '2027-01-08')).toEqual({ jobsCreated: 8, tasksCreated: 16 });
    expect(placed(c.id)).toEqual([
      ['2026-11-20', '2026-11-20', ['2026-11-19', '2026-11-20']],
      ['2026-11-27', '2026-11-28', ['2026-11-27', '2026-11-28']],
      ['2026-12-04', '2026-12-04', ['2026-12-03', '2026-12-04']],
      ['2026-12-11', '2026-12-11', ['2026-12-10', '2026-12-11']],
      ['2026-12-18', '2026-12-18', ['2026-12-17', '2026-12-18']],
      ['2026-12-25', '2026-12-26', ['2026-12-25', '2026-12-26']],
      ['2027-01-01', '2027-01-02', ['2027-01-01', '2027-01-02']],
      ['2027-01-08', '2027-01-08', ['2027-01-07', '2027-01-08']],
    ]);
  });

  it('leaves a Wednesday collection of Thanksgiving week, and Christmas 2027 (a Saturday) moves nothing', () => {
    const wed = addCustomer(t.store, {
      binsToCurbDay: 'tuesday',
      collectionDay: 'wednesday',
      binsToResidenceDay: 'wednesday',
    });
    generate(wed, '2026-11-23', '2026-11-29');
    expect(jobsOf(t, wed.id).map((j) => j.collectionDate)).toEqual(['2026-11-25']);
    const sat = addCustomer(t.store, { collectionDay: 'saturday' });
    generate(sat, '2027-12-20', '2027-12-26');
    expect(jobsOf(t, sat.id).map((j) => j.collectionDate)).toEqual(['2027-12-25']);
  });

  it('stays idempotent: a job is identified by its regular date', () => {
    const c = fridayCustomer();
    generate(c, '2026-11-20', '2026-12-04');
    expect(generate(c, '2026-11-20', '2026-12-04')).toEqual({ jobsCreated: 0, tasksCreated: 0 });
    expect(generate(c, '2026-11-27', '2026-11-28')).toEqual({ jobsCreated: 0, tasksCreated: 0 });
    expect(jobsOf(t, c.id)).toHaveLength(3);
  });
});

describe('upgrade of a database written before the calendar', () => {
  it('moves scheduled jobs of a holiday week once, never twice, and leaves completed ones', () => {
    const c = fridayCustomer();
    const period = makePeriod(t, c.id, '2026-11-20', '2026-12-04');
    // Jobs as the old code wrote them: on the regular date, no regular date column.
    const old = t.store.write((db) =>
      ['2026-11-20', '2026-11-27', '2026-12-04'].map((d) => {
        const job = db
          .insert(jobs)
          .values({ customerId: c.id, collectionDate: d, servicePeriodId: period.id })
          .returning()
          .get();
        db.insert(tasks)
          .values([
            { jobId: job.id, taskType: 'take_to_curb', scheduledDate: d },
            { jobId: job.id, taskType: 'return_to_house', scheduledDate: d },
          ])
          .run();
        return job;
      }),
    );
    const doneCurb = tasksOfJob(t, old[1].id)[0];
    t.store.write((db) => db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, doneCurb.id)).run());

    const first = topUpActivePeriods(t.store, '2026-11-20');
    expect(first.jobsMoved).toBe(1);
    expect(first.jobsCreated).toBe(0);
    const moved = jobsOf(t, c.id).find((j) => j.id === old[1].id);
    expect(moved).toMatchObject({ regularDate: '2026-11-27', collectionDate: '2026-11-28' });
    expect(tasksOfJob(t, old[1].id).map((x) => [x.status, x.scheduledDate])).toEqual([
      ['completed', '2026-11-27'],
      ['scheduled', '2026-11-28'],
    ]);

    expect(topUpActivePeriods(t.store, '2026-11-20').jobsMoved).toBe(0);
    expect(topUpActivePeriods(t.store, '2026-11-21').jobsMoved).toBe(0);
    expect(jobsOf(t, c.id).map((j) => j.collectionDate)).toEqual(['2026-11-20', '2026-11-28', '2026-12-04']);
  });

  it('does not upgrade a job the period is filled around twice (top-up after upgrade creates nothing new)', () => {
    const c = fridayCustomer();
    t.store.write((db) =>
      db.insert(servicePeriods).values({ customerId: c.id, startDate: '2026-11-23', endDate: '2026-11-29' }).run(),
    );
    expect(topUpActivePeriods(t.store, '2026-11-23')).toMatchObject({ jobsCreated: 1, jobsMoved: 0 });
    expect(topUpActivePeriods(t.store, '2026-11-23')).toMatchObject({ jobsCreated: 0, jobsMoved: 0 });
    expect(jobsOf(t, c.id).map((j) => [j.regularDate, j.collectionDate])).toEqual([['2026-11-27', '2026-11-28']]);
  });
});

describe('service-day change with update all scheduled jobs', () => {
  it('moves the regular dates to the new weekday and lets the holiday week place them', () => {
    const c = addCustomer(t.store, {
      binsToCurbDay: 'monday',
      collectionDay: 'tuesday',
      binsToResidenceDay: 'tuesday',
    });
    generate(c, '2026-11-23', '2026-12-06');
    const thursday = { ...c, binsToCurbDay: 'wednesday', collectionDay: 'thursday', binsToResidenceDay: 'thursday' };
    expect(t.store.write((db) => moveScheduledJobs(db, thursday, '2026-11-23'))).toEqual({ jobsMoved: 2 });
    expect(placed(c.id)).toEqual([
      // Thanksgiving Thursday: collected Friday, bins out Thursday.
      ['2026-11-26', '2026-11-27', ['2026-11-26', '2026-11-27']],
      ['2026-12-03', '2026-12-03', ['2026-12-02', '2026-12-03']],
    ]);
  });

  it('moves every job in New Year week 2026 after a Saturday delay, whatever order the rows come in', () => {
    // Found by the property test: the week's Friday lands on the Monday another job still held, and that
    // job was skipped with its bins-back task left on the old Saturday.
    const c = addCustomer(t.store, {
      binsToCurbDay: 'monday',
      collectionDay: 'monday',
      binsToResidenceDay: 'saturday',
    });
    generate(c, '2025-12-22', '2026-01-18');
    t.store.write((db) => {
      db.insert(serviceChanges)
        .values({ name: 'Snow delay', startDate: '2026-01-03', endDate: '2026-01-03', shiftDays: 2, createdBy: 'test' })
        .run();
      reshiftRange(db, '2026-01-03', '2026-01-03');
    });
    const friday = { ...c, binsToCurbDay: 'monday', collectionDay: 'friday', binsToResidenceDay: 'monday' };
    expect(t.store.write((db) => moveScheduledJobs(db, friday, '2025-12-22'))).toEqual({ jobsMoved: 4 });
    expect(placed(c.id)).toEqual([
      // Christmas week: Friday collected Saturday.
      ['2025-12-26', '2025-12-27', ['2025-12-23', '2025-12-30']],
      // New Year week: Friday to Saturday, then the Saturday delay to Monday; both tasks three days on.
      ['2026-01-02', '2026-01-05', ['2026-01-01', '2026-01-08']],
      ['2026-01-09', '2026-01-09', ['2026-01-05', '2026-01-12']],
      ['2026-01-16', '2026-01-16', ['2026-01-12', '2026-01-19']],
    ]);
    expect(jobsOf(t, c.id)[1]).toMatchObject({ delayReason: 'Snow delay', delayDays: 2 });
  });
});
