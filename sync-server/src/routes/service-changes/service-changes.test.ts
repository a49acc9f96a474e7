import { jobAssignments, jobs, type ServiceChangeItem, type ServiceChangeResult, tasks } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateJobs } from '../../domain/scheduling';
import { pullPage } from '../../sync/pull';
import {
  addCustomer,
  as,
  createTestApp,
  jobsOf,
  makeEmployee,
  makeTimeOff,
  roleCookies,
  type TestApp,
  tasksOfJob,
} from '../../test-support';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
});
afterEach(() => t.cleanup());

const SNOW = { name: 'Snow delay', startDate: '2026-12-02', endDate: '2026-12-04', shiftDays: 1 };

/** A Wednesday customer and a Friday one with jobs from 2026-11-23 to 2026-12-13. */
function twoCustomers() {
  const wed = addCustomer(t.store, {
    binsToCurbDay: 'tuesday',
    collectionDay: 'wednesday',
    binsToResidenceDay: 'wednesday',
  });
  const fri = addCustomer(t.store, {
    binsToCurbDay: 'thursday',
    collectionDay: 'friday',
    binsToResidenceDay: 'friday',
  });
  t.store.write((db) => {
    for (const c of [wed, fri]) generateJobs(db, c, { startDate: '2026-11-23', endDate: '2026-12-13' });
  });
  return { wed, fri };
}
const datesOf = (customerId: number) => jobsOf(t, customerId).map((j) => j.collectionDate);

describe('POST /api/service-changes', () => {
  it('moves the still-scheduled jobs of the range with their tasks, and answers how many', async () => {
    const { wed, fri } = twoCustomers();
    const res = await as(t, cookies.manager).post<ServiceChangeResult>('/api/service-changes', SNOW);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), jobsMoved: 2 });
    expect(datesOf(wed.id)).toEqual(['2026-11-25', '2026-12-03', '2026-12-09']);
    expect(datesOf(fri.id)).toEqual(['2026-11-28', '2026-12-05', '2026-12-11']);
    const job = jobsOf(t, fri.id)[1];
    expect(job).toMatchObject({ regularDate: '2026-12-04', delayReason: 'Snow delay' });
    expect(tasksOfJob(t, job.id).map((x) => x.scheduledDate)).toEqual(['2026-12-04', '2026-12-05']);
  });

  it('never moves completed, missed or cancelled tasks, nor jobs no longer scheduled; crew stays assigned', async () => {
    const { wed, fri } = twoCustomers();
    const friJob = jobsOf(t, fri.id)[1];
    const [curb, back] = tasksOfJob(t, friJob.id);
    const wedJob = jobsOf(t, wed.id)[1];
    const crew = makeEmployee(t, { role: 'crew' });
    t.store.write((db) => {
      db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, curb.id)).run();
      db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, wedJob.id)).run();
      db.insert(jobAssignments).values({ jobId: friJob.id, employeeId: crew.id }).run();
    });
    const res = await as(t, cookies.customer_service).post<ServiceChangeResult>('/api/service-changes', SNOW);
    expect(res.body.jobsMoved).toBe(1);
    expect(tasksOfJob(t, friJob.id).map((x) => [x.id, x.status, x.scheduledDate])).toEqual([
      [curb.id, 'completed', '2026-12-03'],
      [back.id, 'scheduled', '2026-12-05'],
    ]);
    expect(jobsOf(t, wed.id)[1].collectionDate).toBe('2026-12-02');
    expect(t.store.orm.select().from(jobAssignments).where(eq(jobAssignments.jobId, friJob.id)).all()).toHaveLength(1);
  });

  it('in Thanksgiving week 2026 moves exactly the jobs collected Friday (regular Thursday), and undoes it', async () => {
    const { fri } = twoCustomers();
    const thu = addCustomer(t.store, {
      binsToCurbDay: 'wednesday',
      collectionDay: 'thursday',
      binsToResidenceDay: 'thursday',
    });
    t.store.write((db) => generateJobs(db, thu, { startDate: '2026-11-23', endDate: '2026-12-13' }));
    const calendar = () =>
      [...jobsOf(t, thu.id), ...jobsOf(t, fri.id)].map((j) => ({
        at: [j.id, j.collectionDate, j.delayReason, j.delayDays],
        tasks: tasksOfJob(t, j.id).map((x) => [x.id, x.scheduledDate, x.status]),
      }));
    const before = calendar();
    expect(jobsOf(t, thu.id)[0]).toMatchObject({ regularDate: '2026-11-26', collectionDate: '2026-11-27' });

    const res = await as(t, cookies.manager).post<ServiceChangeResult>('/api/service-changes', {
      ...SNOW,
      startDate: '2026-11-27',
      endDate: '2026-11-27',
    });
    expect(res.body.jobsMoved).toBe(1);
    const moved = jobsOf(t, thu.id)[0];
    expect(moved).toMatchObject({
      regularDate: '2026-11-26',
      collectionDate: '2026-11-28',
      delayReason: 'Snow delay',
      delayDays: 1,
    });
    expect(tasksOfJob(t, moved.id).map((x) => x.scheduledDate)).toEqual(['2026-11-27', '2026-11-28']);
    // The Friday customer's collection is on Saturday this week: the Friday delay does not touch it.
    expect(jobsOf(t, fri.id)[0]).toMatchObject({
      regularDate: '2026-11-27',
      collectionDate: '2026-11-28',
      delayReason: null,
    });

    await as(t, cookies.manager).delete(`/api/service-changes/${res.body.id}`);
    expect(calendar()).toEqual(before);
  });

  it('lets jobs generated later land on the delayed date', async () => {
    await as(t, cookies.manager).post('/api/service-changes', SNOW);
    const { fri } = twoCustomers();
    expect(datesOf(fri.id)).toEqual(['2026-11-28', '2026-12-05', '2026-12-11']);
  });

  it('uses the moved date for the time-off check of Assign Crew', async () => {
    const { fri } = twoCustomers();
    await as(t, cookies.manager).post('/api/service-changes', SNOW);
    const job = jobsOf(t, fri.id)[1];
    const crew = makeEmployee(t, { role: 'crew', name: 'Casey' });
    makeTimeOff(t, crew.id, '2026-12-05', '2026-12-05', 'approved');
    const res = await as(t, cookies.manager).post<{ message: string }>('/api/admin/job-assignments', {
      jobId: job.id,
      employeeId: crew.id,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('2026-12-05');
  });

  it('refuses bad input with a message and writes nothing', async () => {
    twoCustomers();
    const bad: [unknown, string][] = [
      [{ ...SNOW, name: '  ' }, 'Name is required'],
      [{ ...SNOW, shiftDays: 0 }, 'Days later must be a whole number from 1 to 7'],
      [{ ...SNOW, shiftDays: 8 }, 'Days later must be a whole number from 1 to 7'],
      [{ ...SNOW, shiftDays: 1.5 }, 'Days later must be a whole number from 1 to 7'],
      [{ ...SNOW, startDate: '2026-02-30' }, 'Dates must be written as yyyy-MM-dd'],
      [{ ...SNOW, endDate: '2026-12-01' }, 'End date must be on or after start date'],
      [{ ...SNOW, endDate: '2027-01-02' }, 'A service delay can cover at most 31 days'],
      [{ name: 'Snow' }, 'Start date is required'],
    ];
    for (const [body, message] of bad) {
      const res = await as(t, cookies.manager).post<{ message: string }>('/api/service-changes', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const list = await as(t, cookies.manager).get<ServiceChangeItem[]>(
      '/api/service-changes?startDate=2026-12-01&endDate=2026-12-31',
    );
    expect(list.body.filter((i) => i.kind === 'delay')).toEqual([]);
  });

  it('is for managers and customer service only', async () => {
    expect((await t.call('POST', '/api/service-changes', { body: SNOW })).status).toBe(401);
    expect((await as(t, cookies.crew).post('/api/service-changes', SNOW)).status).toBe(403);
    expect((await as(t, cookies.crew).get('/api/service-changes?startDate=2026-12-01')).status).toBe(403);
    expect((await as(t, cookies.crew).delete('/api/service-changes/1')).status).toBe(403);
    expect((await as(t, cookies.admin).post('/api/service-changes', SNOW)).status).toBe(201);
  });
});

describe('GET /api/service-changes', () => {
  it('lists the holiday weeks and the declared delays overlapping the range', async () => {
    const created = await as(t, cookies.customer_service).post<ServiceChangeResult>('/api/service-changes', SNOW);
    const res = await as(t, cookies.customer_service).get<ServiceChangeItem[]>(
      '/api/service-changes?startDate=2026-11-23&endDate=2027-01-10',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: 'holiday-2026-11-26',
        kind: 'holiday',
        name: 'Thanksgiving',
        startDate: '2026-11-26',
        endDate: '2026-11-29',
        shiftDays: 1,
      },
      { id: created.body.id, kind: 'delay', ...SNOW },
      {
        id: 'holiday-2026-12-25',
        kind: 'holiday',
        name: 'Christmas',
        startDate: '2026-12-25',
        endDate: '2026-12-27',
        shiftDays: 1,
      },
      {
        id: 'holiday-2027-01-01',
        kind: 'holiday',
        name: "New Year's Day",
        startDate: '2027-01-01',
        endDate: '2027-01-03',
        shiftDays: 1,
      },
    ]);
    const none = await as(t, cookies.customer_service).get<ServiceChangeItem[]>(
      '/api/service-changes?startDate=2027-12-20&endDate=2027-12-31',
    );
    expect(none.body).toEqual([]);
    expect((await as(t, cookies.customer_service).get('/api/service-changes?startDate=2026-13-01')).status).toBe(400);
    expect((await as(t, cookies.customer_service).get('/api/service-changes')).status).toBe(400);
  });
});

describe('DELETE /api/service-changes/:id', () => {
  it('moves the still-scheduled jobs back to their regular (or holiday) date', async () => {
    const { fri } = twoCustomers();
    const created = await as(t, cookies.manager).post<ServiceChangeResult>('/api/service-changes', {
      ...SNOW,
      startDate: '2026-11-27',
      endDate: '2026-12-04',
    });
    expect(datesOf(fri.id)).toEqual(['2026-11-29', '2026-12-05', '2026-12-11']);
    const res = await as(t, cookies.manager).delete<ServiceChangeResult>(`/api/service-changes/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.body.id, jobsMoved: 3 }); // two Fridays and a Wednesday
    expect(datesOf(fri.id)).toEqual(['2026-11-28', '2026-12-04', '2026-12-11']);
    expect(jobsOf(t, fri.id)[1]).toMatchObject({ delayReason: null });
    expect(tasksOfJob(t, jobsOf(t, fri.id)[1].id).map((x) => x.scheduledDate)).toEqual(['2026-12-03', '2026-12-04']);
    expect((await as(t, cookies.manager).delete(`/api/service-changes/${created.body.id}`)).status).toBe(404);
    expect((await as(t, cookies.manager).delete('/api/service-changes/abc')).status).toBe(400);
  });
});

describe('moves replicate to crew phones', () => {
  it('sends the moved jobs and tasks through sync pull with new versions', async () => {
    const { fri } = twoCustomers();
    const today = '2026-12-01';
    let page = pullPage(t.store, '', 5000, today);
    while (page.hasMore) page = pullPage(t.store, page.cursor, 5000, today);
    const job = jobsOf(t, fri.id)[1];
    await as(t, cookies.manager).post('/api/service-changes', SNOW);
    const next = pullPage(t.store, page.cursor, 5000, today);
    expect(next.rows.jobs?.find((j) => j.id === job.id)).toMatchObject({
      collectionDate: '2026-12-05',
      regularDate: '2026-12-04',
      delayReason: 'Snow delay',
    });
    expect(next.rows.tasks?.filter((x) => x.jobId === job.id).map((x) => x.scheduledDate)).toEqual([
      '2026-12-04',
      '2026-12-05',
    ]);
  });
});
