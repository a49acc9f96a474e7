import { addDays, datesOnWeekday, servicePeriods, tasks, todayIn, weekdayOf } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCustomer,
  addJob,
  as,
  createTestApp,
  jobsOf,
  makePeriod,
  roleCookies,
  type TestApp,
} from '../../test-support';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

type Generated = { jobsCreated: number; tasksCreated: number };
type PeriodAnswer = typeof servicePeriods.$inferSelect & Generated;

describe('GET /api/signups/:id/service-periods', () => {
  it('lists the periods of a customer, by start date, for any staff', async () => {
    const c = addCustomer(t.store);
    makePeriod(t, c.id, '2026-03-01', '2026-05-01', 'completed');
    makePeriod(t, c.id, '2026-01-01', '2026-02-01', 'cancelled');
    for (const cookie of [cookies.crew, cookies.customer_service, cookies.manager]) {
      const res = await as(t, cookie).get<{ startDate: string }[]>(`/api/signups/${c.id}/service-periods`);
      expect(res.status).toBe(200);
      expect(res.body.map((p) => p.startDate)).toEqual(['2026-01-01', '2026-03-01']);
    }
  });

  it('is 401 anonymous and 404 for an unknown customer', async () => {
    expect((await t.call('GET', '/api/signups/1/service-periods')).status).toBe(401);
    expect((await as(t, cookies.crew).get('/api/signups/999/service-periods')).status).toBe(404);
  });
});

describe('POST /api/signups/:id/service-periods', () => {
  it('creates an active period and fills it with jobs at once (open-ended: 8 weeks ahead)', async () => {
    const c = addCustomer(t.store);
    const res = await as(t, cookies.customer_service).post<PeriodAnswer>(`/api/signups/${c.id}/service-periods`, {
      startDate: today,
      endDate: '',
      status: 'active',
      notes: 'Winter',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customerId: c.id,
      startDate: today,
      endDate: null,
      status: 'active',
      notes: 'Winter',
    });
    const expected = datesOnWeekday(today, addDays(today, 56), 'saturday');
    expect(res.body.jobsCreated).toBe(expected.length);
    expect(res.body.tasksCreated).toBe(expected.length * 2);
    const rows = jobsOf(t, c.id);
    expect(rows.map((j) => j.regularDate)).toEqual(expected);
    expect(rows.every((j) => j.servicePeriodId === res.body.id)).toBe(true);
  });

  it('fills a bounded period to its end date only, and defaults status to active', async () => {
    const c = addCustomer(t.store);
    const end = addDays(today, 20);
    const res = await as(t, cookies.manager).post<PeriodAnswer>(`/api/signups/${c.id}/service-periods`, {
      startDate: today,
      endDate: end,
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('active');
    expect(jobsOf(t, c.id).map((j) => j.regularDate)).toEqual(datesOnWeekday(today, end, 'saturday'));
  });

  it('creates no jobs for paused, completed or cancelled periods', async () => {
    const c = addCustomer(t.store);
    for (const status of ['paused', 'completed', 'cancelled']) {
      const res = await as(t, cookies.customer_service).post<PeriodAnswer>(`/api/signups/${c.id}/service-periods`, {
        startDate: today,
        status,
      });
      expect(res.status).toBe(201);
      expect(res.body.jobsCreated).toBe(0);
    }
    expect(jobsOf(t, c.id)).toHaveLength(0);
  });

  it('answers the spec validation messages', async () => {
    const c = addCustomer(t.store);
    const post = (body: unknown) => as(t, cookies.customer_service).post(`/api/signups/${c.id}/service-periods`, body);
    expect((await post({})).body).toEqual({ message: 'Start date is required' });
    expect((await post({ startDate: '' })).body).toEqual({ message: 'Start date is required' });
    expect((await post({ startDate: '2026-02-30' })).body).toEqual({ message: 'Dates must be written as yyyy-MM-dd' });
    expect((await post({ startDate: '2026-05-01', endDate: '2026-04-01' })).body).toEqual({
      message: 'End date must be on or after start date',
    });
    expect((await post({ startDate: '2026-05-01', status: 'open' })).status).toBe(400);
    expect(t.store.orm.select().from(servicePeriods).all()).toHaveLength(0);
  });

  it('is office only, and 404 for an unknown customer', async () => {
    const c = addCustomer(t.store);
    const body = { startDate: today };
    expect((await t.call('POST', `/api/signups/${c.id}/service-periods`, { body })).status).toBe(401);
    expect((await as(t, cookies.crew).post(`/api/signups/${c.id}/service-periods`, body)).status).toBe(403);
    expect((await as(t, cookies.customer_service).post('/api/signups/999/service-periods', body)).status).toBe(404);
  });
});

describe('PATCH /api/service-periods/:id', () => {
  it('updates fields, and filling again when active is idempotent', async () => {
    const c = addCustomer(t.store);
    const p = makePeriod(t, c.id, today, addDays(today, 13), 'paused');
    const res = await as(t, cookies.customer_service).patch<PeriodAnswer>(`/api/service-periods/${p.id}`, {
      status: 'active',
      notes: 'Back on',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, status: 'active', notes: 'Back on' });
    const count = datesOnWeekday(today, addDays(today, 13), 'saturday').length;
    expect(res.body.jobsCreated).toBe(count);
    const again = await as(t, cookies.customer_service).patch<PeriodAnswer>(`/api/service-periods/${p.id}`, {
      endDate: addDays(today, 27),
    });
    expect(again.body.jobsCreated).toBe(datesOnWeekday(today, addDays(today, 27), 'saturday').length - count);
    const third = await as(t, cookies.customer_service).patch<PeriodAnswer>(`/api/service-periods/${p.id}`, {});
    expect(third.body.jobsCreated).toBe(0);
  });

  it('pausing creates nothing and validates the merged dates', async () => {
    const c = addCustomer(t.store);
    const p = makePeriod(t, c.id, '2026-05-01', null, 'active');
    const res = await as(t, cookies.customer_service).patch<PeriodAnswer>(`/api/service-periods/${p.id}`, {
      status: 'paused',
    });
    expect(res.body.jobsCreated).toBe(0);
    expect(
      (await as(t, cookies.customer_service).patch(`/api/service-periods/${p.id}`, { endDate: '2026-04-01' })).body,
    ).toEqual({
      message: 'End date must be on or after start date',
    });
    expect(
      (await as(t, cookies.customer_service).patch(`/api/service-periods/${p.id}`, { startDate: '' })).body,
    ).toEqual({
      message: 'Start date is required',
    });
  });

  it('is office only and 404 when unknown', async () => {
    const c = addCustomer(t.store);
    const p = makePeriod(t, c.id, today, null, 'paused');
    expect((await t.call('PATCH', `/api/service-periods/${p.id}`, { body: {} })).status).toBe(401);
    expect((await as(t, cookies.crew).patch(`/api/service-periods/${p.id}`, {})).status).toBe(403);
    expect((await as(t, cookies.customer_service).patch('/api/service-periods/999', {})).status).toBe(404);
  });
});

describe('DELETE /api/service-periods/:id', () => {
  it('deletes the period with its jobs and their tasks, leaving other jobs alone', async () => {
    const c = addCustomer(t.store);
    const p = makePeriod(t, c.id, '2026-01-01', '2026-12-31', 'active');
    const inPeriod = addJob(t.store, c.id, '2026-01-03', p.id);
    addJob(t.store, c.id, '2026-01-10');
    expect((await t.call('DELETE', `/api/service-periods/${p.id}`)).status).toBe(401);
    expect((await as(t, cookies.crew).delete(`/api/service-periods/${p.id}`)).status).toBe(403);
    const res = await as(t, cookies.customer_service).delete(`/api/service-periods/${p.id}`);
    expect(res.status).toBe(204);
    expect(jobsOf(t, c.id).map((j) => j.collectionDate)).toEqual(['2026-01-10']);
    expect(t.store.orm.select().from(tasks).where(eq(tasks.jobId, inPeriod.job.id)).all()).toHaveLength(0);
    expect((await as(t, cookies.customer_service).delete(`/api/service-periods/${p.id}`)).status).toBe(404);
  });
});

describe('POST /api/service-periods/:id/generate-jobs', () => {
  it('generates one job per collection weekday with two tasks, idempotently', async () => {
    const c = addCustomer(t.store, {
      collectionDay: 'tuesday',
      binsToCurbDay: 'monday',
      binsToResidenceDay: 'tuesday',
    });
    const p = makePeriod(t, c.id, '2026-01-01', null, 'active');
    const body = { startDate: '2027-01-01', endDate: '2027-01-31' };
    const res = await as(t, cookies.customer_service).post<Generated>(
      `/api/service-periods/${p.id}/generate-jobs`,
      body,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobsCreated: 4, tasksCreated: 8 });
    const created = jobsOf(t, c.id).filter((j) => j.collectionDate >= '2027-01-01' && j.collectionDate <= '2027-01-31');
    expect(created.map((j) => weekdayOf(j.collectionDate))).toEqual(['tuesday', 'tuesday', 'tuesday', 'tuesday']);
    expect(created.every((j) => j.servicePeriodId === p.id)).toBe(true);
    expect(
      (await as(t, cookies.customer_service).post(`/api/service-periods/${p.id}/generate-jobs`, body)).body,
    ).toEqual({
      jobsCreated: 0,
      tasksCreated: 0,
    });
  });

  it('refuses non-active periods with 409, long ranges and bad dates with 400', async () => {
    const c = addCustomer(t.store);
    const paused = makePeriod(t, c.id, '2026-01-01', null, 'paused');
    const active = makePeriod(t, c.id, '2026-01-01', null, 'active');
    const res = await as(t, cookies.customer_service).post(`/api/service-periods/${paused.id}/generate-jobs`, {
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Only active service periods create jobs' });
    const post = (body: unknown) =>
      as(t, cookies.customer_service).post(`/api/service-periods/${active.id}/generate-jobs`, body);
    expect((await post({ startDate: '2027-01-01', endDate: '2028-06-01' })).body).toEqual({
      message: 'The date range can be at most 366 days',
    });
    expect((await post({ endDate: '2027-01-01' })).body).toEqual({ message: 'Start date is required' });
    expect((await post({ startDate: '2027-01-01' })).body).toEqual({ message: 'End date is required' });
    expect((await post({ startDate: '2027-02-01', endDate: '2027-01-01' })).body).toEqual({
      message: 'End date must be on or after start date',
    });
  });

  it('is office only and 404 when unknown', async () => {
    const c = addCustomer(t.store);
    const p = makePeriod(t, c.id, '2026-01-01', null, 'paused');
    const body = { startDate: '2027-01-01', endDate: '2027-01-31' };
    expect((await t.call('POST', `/api/service-periods/${p.id}/generate-jobs`, { body })).status).toBe(401);
    expect((await as(t, cookies.crew).post(`/api/service-periods/${p.id}/generate-jobs`, body)).status).toBe(403);
    expect((await as(t, cookies.manager).post('/api/service-periods/999/generate-jobs', body)).status).toBe(404);
  });
});

describe('POST /api/generate-all-jobs', () => {
  it('generates on the given collection day (or the customer one) and answers the counts', async () => {
    const c = addCustomer(t.store);
    const res = await as(t, cookies.customer_service).post<Generated>('/api/generate-all-jobs', {
      customerId: c.id,
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      collectionDay: 'wednesday',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobsCreated: 5, tasksCreated: 10 });
    expect(jobsOf(t, c.id).every((j) => weekdayOf(j.collectionDate) === 'wednesday' && !j.servicePeriodId)).toBe(true);
    const dflt = await as(t, cookies.customer_service).post<Generated>('/api/generate-all-jobs', {
      customerId: c.id,
      startDate: '2027-03-01',
      endDate: '2027-03-07',
    });
    expect(dflt.body).toEqual({ jobsCreated: 1, tasksCreated: 2 });
  });

  it('validates, caps the range and guards roles', async () => {
    const c = addCustomer(t.store);
    const post = (body: unknown, cookie = cookies.customer_service) =>
      as(t, cookie).post('/api/generate-all-jobs', body);
    const ok = { customerId: c.id, startDate: '2027-03-01', endDate: '2027-03-31' };
    expect((await post({ ...ok, customerId: undefined })).body).toEqual({ message: 'Customer is required' });
    expect((await post({ ...ok, collectionDay: 'someday' })).status).toBe(400);
    expect((await post({ ...ok, endDate: '2029-01-01' })).body).toEqual({
      message: 'The date range can be at most 366 days',
    });
    expect((await post({ ...ok, customerId: 999 })).status).toBe(404);
    expect((await t.call('POST', '/api/generate-all-jobs', { body: ok })).status).toBe(401);
    expect((await post(ok, cookies.crew)).status).toBe(403);
    expect(jobsOf(t, c.id)).toHaveLength(0);
  });
});
