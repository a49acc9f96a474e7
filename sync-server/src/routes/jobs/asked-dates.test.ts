import {
  type CollectionRequestApproved,
  type PlacedJobWithTasks,
  type ServiceChangeResult,
  serviceTracking,
} from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, as, createTestApp, jobsOf, roleCookies, type TestApp } from '../../test-support';

// Real 2026 dates: Thanksgiving is Thu 2026-11-26, Christmas Fri 2026-12-25. Nothing here reads today.
let t: TestApp;
let office: ReturnType<typeof as>;
beforeEach(async () => {
  t = await createTestApp();
  office = as(t, (await roleCookies(t)).manager);
});
afterEach(() => t.cleanup());

const fridayCustomer = () =>
  addCustomer(t.store, { binsToCurbDay: 'thursday', collectionDay: 'friday', binsToResidenceDay: 'friday' });

const create = (body: Record<string, unknown>) => office.post<PlacedJobWithTasks>('/api/jobs', body);
const taskDates = (res: { body: PlacedJobWithTasks }) => res.body.tasks.map((x) => [x.taskType, x.scheduledDate]);

describe('POST /api/jobs places the job on the city date for the date asked', () => {
  it('a Friday in Thanksgiving week is collected Saturday, bins out Friday and back Saturday', async () => {
    const c = fridayCustomer();
    const res = await create({ customerId: c.id, collectionDate: '2026-11-27' });
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({
      collectionDate: '2026-11-28',
      regularDate: '2026-11-27',
      moveReason: 'Thanksgiving',
    });
    expect(taskDates(res)).toEqual([
      ['take_to_curb', '2026-11-27'],
      ['return_to_house', '2026-11-28'],
    ]);
    // Asking for the same Friday again finds the job already collected that Saturday.
    expect((await create({ customerId: c.id, collectionDate: '2026-11-27' })).status).toBe(409);
  });

  it('Christmas Day lands on the holiday-week date; exactDate keeps the date asked', async () => {
    const c = fridayCustomer();
    const res = await create({ customerId: c.id, collectionDate: '2026-12-25' });
    expect(res.body.job).toMatchObject({
      collectionDate: '2026-12-26',
      regularDate: '2026-12-25',
      moveReason: 'Christmas',
    });
    const other = fridayCustomer();
    const kept = await create({ customerId: other.id, collectionDate: '2026-12-25', exactDate: true });
    expect(kept.body.job).toMatchObject({ collectionDate: '2026-12-25', regularDate: '2026-12-25', moveReason: null });
    const exactHoliday = await create({ customerId: c.id, collectionDate: '2027-01-01', exactDate: true });
    expect(exactHoliday.body.job).toMatchObject({ collectionDate: '2027-01-01', moveReason: null });
    expect((await create({ customerId: c.id, collectionDate: '2026-12-18', exactDate: 'yes' })).body).toEqual({
      message: 'exactDate must be true or false',
    });
  });

  it('an ordinary date stays, and a declared delay in force moves it with its name', async () => {
    const c = fridayCustomer();
    const plain = await create({ customerId: c.id, collectionDate: '2026-12-04' });
    expect(plain.body.job).toMatchObject({ collectionDate: '2026-12-04', regularDate: '2026-12-04', moveReason: null });
    const delay = await office.post<ServiceChangeResult>('/api/service-changes', {
      name: 'Ice delay',
      startDate: '2026-12-11',
      endDate: '2026-12-11',
      shiftDays: 2,
    });
    expect(delay.status).toBe(201);
    const res = await create({ customerId: c.id, collectionDate: '2026-12-11' });
    expect(res.body.job).toMatchObject({
      collectionDate: '2026-12-13',
      regularDate: '2026-12-11',
      delayReason: 'Ice delay',
      moveReason: 'Ice delay',
    });
    // Removing the delay puts the hand-made job back on the date asked, tasks included.
    await office.delete(`/api/service-changes/${delay.body.id}`);
    expect(jobsOf(t, c.id).map((j) => j.collectionDate)).toEqual(['2026-12-04', '2026-12-11']);
  });
});

describe('approving a collection request', () => {
  const pending = (customerId: number, collectionDate: string) =>
    t.store.write((db) =>
      db.insert(serviceTracking).values({ customerId, collectionDate, status: 'pending' }).returning().get(),
    );

  it("puts a Friday customer's Thanksgiving-week Friday request on Saturday, bins back after the truck", async () => {
    const c = fridayCustomer();
    const request = pending(c.id, '2026-11-27');
    const res = await office.post<CollectionRequestApproved>(`/api/collection-requests/${request.id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      jobCreated: true,
      job: { collectionDate: '2026-11-28', regularDate: '2026-11-27', moveReason: 'Thanksgiving' },
    });
    expect(jobsOf(t, c.id)).toHaveLength(1);
  });

  it('a Christmas Day request lands on the holiday-week date, joining the job already there', async () => {
    const c = fridayCustomer();
    const first = await create({ customerId: c.id, collectionDate: '2026-12-25' });
    const request = pending(c.id, '2026-12-25');
    const res = await office.post<CollectionRequestApproved>(`/api/collection-requests/${request.id}/approve`);
    expect(res.body).toMatchObject({
      jobCreated: false,
      jobId: first.body.job.id,
      job: { collectionDate: '2026-12-26', regularDate: '2026-12-25', moveReason: 'Christmas' },
    });
    expect(jobsOf(t, c.id)).toHaveLength(1);
  });
});
