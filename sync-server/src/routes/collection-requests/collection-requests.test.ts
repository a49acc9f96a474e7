import {
  addDays,
  type CollectionRequestApproved,
  type CollectionRequestItem,
  jobs,
  onOrAfter,
  type PublicTracking,
  serviceTracking,
  type TrackingRecord,
  tasks,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertJobWithTasks } from '../../domain/scheduling';
import { as, createCustomer, createTestApp, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
let office: ReturnType<typeof as>;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  office = as(t, (await roleCookies(t)).customer_service);
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

/** A customer asks for a collection on their tracking page, as the public does. */
async function ask(weeksAhead = 2) {
  const customer = await createCustomer(t);
  // The first date the customer's request calendar offers from then on (holiday weeks move them).
  const from = onOrAfter(addDays(today, 7 * weeksAhead), 'saturday');
  const tracking = await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`);
  const date =
    tracking.body.requestDates.find((d) => d.taken === null && d.collectionDate >= from)?.collectionDate ?? '';
  expect(date).not.toBe('');
  const res = await t.call('POST', `/api/track/${customer.trackingToken}/schedule-collection`, {
    body: { collectionDate: date },
  });
  expect(res.status).toBe(201);
  const id = (t.store.orm.select().from(serviceTracking).where(eq(serviceTracking.customerId, customer.id)).get()?.id ??
    0) as number;
  return { customer, date, id };
}

describe('collection requests for the office', () => {
  it('lists pending requests with who and where, soonest first', async () => {
    const later = await ask(3);
    const sooner = await ask(1);
    const res = await office.get<CollectionRequestItem[]>('/api/collection-requests');
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.id)).toEqual([sooner.id, later.id]);
    expect(res.body[0]).toMatchObject({
      customerId: sooner.customer.id,
      customerName: sooner.customer.name,
      address: sooner.customer.address,
      collectionDate: sooner.date,
      status: 'pending',
    });
    const bad = await office.get('/api/collection-requests?status=maybe');
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Status must be pending, scheduled, cancelled or all' },
    });
  });

  it('approves a request: a job with both tasks on that date, the request scheduled, the tracking page updated', async () => {
    const { customer, date, id } = await ask();
    const res = await office.post<CollectionRequestApproved>(`/api/collection-requests/${id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jobCreated: true, request: { id, status: 'scheduled' } });
    const job = t.store.orm.select().from(jobs).where(eq(jobs.id, res.body.jobId)).get();
    expect(job).toMatchObject({ customerId: customer.id, collectionDate: date, status: 'scheduled' });
    expect(t.store.orm.select().from(tasks).where(eq(tasks.jobId, res.body.jobId)).all()).toHaveLength(2);
    const upcoming = await t.call<TrackingRecord[]>('GET', `/api/track/${customer.trackingToken}/upcoming-services`);
    expect(upcoming.body.filter((r) => r.status === 'pending')).toHaveLength(0);
    expect(upcoming.body.filter((r) => r.status === 'scheduled')).toHaveLength(3);
    const again = await office.post(`/api/collection-requests/${id}/approve`);
    expect(again).toMatchObject({ status: 409, body: { message: 'This request was already approved' } });
  });

  it('joins the job the customer already has on that date instead of making a second one', async () => {
    const { customer, date, id } = await ask();
    const existing = t.store.write((db) => insertJobWithTasks(db, customer, date));
    const res = await office.post<CollectionRequestApproved>(`/api/collection-requests/${id}/approve`);
    expect(res.body).toMatchObject({ jobId: existing.job.id, jobCreated: false });
    expect(t.store.orm.select().from(jobs).where(eq(jobs.customerId, customer.id)).all()).toHaveLength(1);
  });

  it('declines with a reason the customer reads on the tracking page', async () => {
    const { customer, id } = await ask();
    const empty = await office.post(`/api/collection-requests/${id}/decline`, { reason: ' ' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Please give the customer a reason' } });
    const res = await office.post<{ request: CollectionRequestItem }>(`/api/collection-requests/${id}/decline`, {
      reason: 'We are fully booked that Saturday',
    });
    expect(res.body.request).toMatchObject({ status: 'cancelled', notes: 'We are fully booked that Saturday' });
    const upcoming = await t.call<TrackingRecord[]>('GET', `/api/track/${customer.trackingToken}/upcoming-services`);
    expect(upcoming.body).toEqual([
      expect.objectContaining({ status: 'cancelled', notes: 'We are fully booked that Saturday' }),
    ]);
    expect(t.store.orm.select().from(jobs).all()).toHaveLength(0);
    expect((await office.post(`/api/collection-requests/${id}/approve`)).status).toBe(409);
  });

  it("lists one customer's requests, 404 for an unknown customer or request", async () => {
    const { customer, id } = await ask();
    await ask();
    const res = await office.get<CollectionRequestItem[]>(`/api/customers/${customer.id}/collection-requests`);
    expect(res.body.map((r) => r.id)).toEqual([id]);
    expect((await office.get('/api/customers/9999/collection-requests')).status).toBe(404);
    expect((await office.post('/api/collection-requests/9999/approve')).status).toBe(404);
  });
});
