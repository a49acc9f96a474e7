import {
  addDays,
  type Customer,
  onOrAfter,
  type PublicTracking,
  type ServiceTracking,
  servicePeriods,
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
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

/** A Saturday-collection customer with one past and one upcoming job (two tasks each). */
async function customerWithJobs(over: Record<string, unknown> = {}) {
  const customer = await createCustomer(t, { notes: 'secret office note', latitude: '47.64', ...over });
  const past = onOrAfter(addDays(today, -21), 'saturday');
  const next = onOrAfter(addDays(today, 1), 'saturday');
  t.store.write((db) => {
    insertJobWithTasks(db, customer, past);
    insertJobWithTasks(db, customer, next);
  });
  return { customer, past, next };
}

describe('public tracking by token', () => {
  it('shows only what the tracking page needs', async () => {
    const { customer } = await customerWithJobs();
    const res = await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`);
    expect(res.status).toBe(200);
    expect(res.body.productName).toBe(t.config.productName);
    expect(res.body.today).toBe(today);
    expect(res.body.customer).toMatchObject({
      name: customer.name,
      collectionDay: 'saturday',
      paymentStatus: 'trial',
      amountOwed: 0,
    });
    const text = JSON.stringify(res.body);
    for (const secret of [customer.email, customer.trackingToken, 'secret office note', '47.64', '"id"']) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives the current service period, and the ended ones only as history, without ids', async () => {
    const { customer } = await customerWithJobs();
    t.store.write((db) =>
      db
        .insert(servicePeriods)
        .values([
          { customerId: customer.id, startDate: '2024-09-07', endDate: '2024-10-26', status: 'completed' },
          { customerId: customer.id, startDate: addDays(today, -30), endDate: addDays(today, 60), status: 'active' },
        ])
        .run(),
    );
    const res = await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`);
    expect(res.body.schedule).toEqual({
      current: { startDate: addDays(today, -30), endDate: addDays(today, 60), status: 'active' },
      upcoming: false,
      past: [{ startDate: '2024-09-07', endDate: '2024-10-26', status: 'completed' }],
    });
    expect(JSON.stringify(res.body.schedule)).not.toContain('"id"');
  });

  it('answers 404 "Not found" for an unknown or malformed token', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '..%2F..', '1']) {
      for (const suffix of ['', '/services', '/upcoming-services']) {
        const res = await t.call('GET', `/api/track/${token}${suffix}`);
        expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
      }
    }
  });

  it('reads Trial, Due, Overdue or Paid from the jobs done and the payments, with what is owed', async () => {
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    const account = async () =>
      (await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`)).body.customer;
    const done = (date: string) =>
      t.store.write((db) => {
        const { job } = insertJobWithTasks(db, customer, date);
        db.update(tasks).set({ status: 'completed' }).where(eq(tasks.jobId, job.id)).run();
      });
    expect(await account()).toMatchObject({ paymentStatus: 'trial', amountOwed: 0, freeJobsLeft: 2 });
    // A job not done yet uses no free job.
    t.store.write((db) => insertJobWithTasks(db, customer, addDays(today, 7)));
    // 56 days back is always an earlier month than today's.
    done(addDays(today, -70));
    done(addDays(today, -63));
    expect(await account()).toMatchObject({ paymentStatus: 'trial', amountOwed: 0, freeJobsLeft: 0 });
    done(addDays(today, -56));
    expect(await account()).toMatchObject({ paymentStatus: 'overdue', amountOwed: 30 });
    const pay = (status: string) =>
      admin.post(`/api/signups/${customer.id}/payments`, {
        amount: 30,
        billingPeriod: 'x',
        status,
        paymentDate: today,
      });
    expect((await pay('pending')).status).toBe(201);
    expect(await account()).toMatchObject({ paymentStatus: 'overdue', amountOwed: 30 });
    await pay('completed');
    expect(await account()).toMatchObject({ paymentStatus: 'paid', amountOwed: 0 });
    done(today);
    expect(await account()).toMatchObject({ paymentStatus: 'due', amountOwed: 30 });
  });

  it("never shows the customer the office's per-service rate", async () => {
    const customer = await createCustomer(t, { serviceRate: 37 });
    const res = await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`);
    expect(res.body.customer).not.toHaveProperty('serviceRate');
    expect(JSON.stringify(res.body)).not.toMatch(/\b37\b/);
  });

  it('shows a suspended or cancelled account instead of the payment status', async () => {
    for (const customerStatus of ['suspended', 'cancelled']) {
      const customer = await createCustomer(t, { customerStatus });
      const res = await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`);
      expect(res.body.customer.paymentStatus).toBe(customerStatus);
    }
  });

  it('splits tasks and requests into history (newest first, at most 10) and upcoming (soonest first)', async () => {
    const { customer, past, next } = await customerWithJobs();
    t.store.write((db) =>
      db
        .insert(serviceTracking)
        .values({ customerId: customer.id, collectionDate: addDays(next, 7), notes: 'please' })
        .run(),
    );
    const history = await t.call<TrackingRecord[]>('GET', `/api/track/${customer.trackingToken}/services`);
    expect(history.status).toBe(200);
    expect(history.body.map((r) => r.taskType)).toEqual(['return_to_house', 'take_to_curb']);
    expect(history.body.every((r) => r.collectionDate < today && /^[A-Za-z0-9_-]{16}$/.test(r.id))).toBe(true);
    expect(history.body[0].collectionDate >= history.body[1].collectionDate).toBe(true);
    expect(history.body[1].collectionDate <= past).toBe(true);
    const upcoming = await t.call<TrackingRecord[]>('GET', `/api/track/${customer.trackingToken}/upcoming-services`);
    expect(upcoming.body).toHaveLength(3);
    expect(upcoming.body[2]).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      collectionDate: addDays(next, 7),
      status: 'pending',
      taskType: 'take_to_curb',
      notes: 'please',
    });
    expect(Object.keys(upcoming.body[0]).sort()).toEqual([
      'bins',
      'binsBackDate',
      'binsOutDate',
      'cityCollectionDate',
      'collectionDate',
      'id',
      'notes',
      'photos',
      'status',
      'taskType',
    ]);
    // Both tasks name their job's city collection date and when the bins go out and come back.
    const [out, back] = upcoming.body;
    expect(out).toMatchObject({ taskType: 'take_to_curb', cityCollectionDate: next, binsOutDate: out.collectionDate });
    expect(back).toMatchObject({ taskType: 'return_to_house', cityCollectionDate: next });
    expect(out.binsBackDate).toBe(back.collectionDate);
    expect(back.binsOutDate).toBe(out.collectionDate);
    expect(out.collectionDate < next).toBe(true);
    // Cap of 10 on the history.
    t.store.write((db) => {
      for (let w = 4; w < 20; w++) insertJobWithTasks(db, customer, onOrAfter(addDays(today, -7 * w), 'saturday'));
    });
    const capped = await t.call<TrackingRecord[]>('GET', `/api/track/${customer.trackingToken}/services`);
    expect(capped.body).toHaveLength(10);
  });

  describe('POST /api/track/:token/schedule-collection', () => {
    it('creates a pending take-to-curb request on the first date the calendar offers', async () => {
      const customer = await createCustomer(t);
      // The customer's first collection date (a holiday week moves it off Saturday).
      const tracking = await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`);
      const date = tracking.body.requestDates[0].collectionDate;
      const path = `/api/track/${customer.trackingToken}/schedule-collection`;
      const res = await t.call<{ record: TrackingRecord }>('POST', path, { body: { collectionDate: date } });
      expect(res.status).toBe(201);
      expect(res.body.record).toMatchObject({ collectionDate: date, status: 'pending', taskType: 'take_to_curb' });
      expect(res.body.record.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(t.store.orm.select().from(serviceTracking).all()).toHaveLength(1);
      const again = await t.call('POST', path, { body: { collectionDate: date } });
      expect(again.status).toBe(409);
    });

    it.each([
      [{}, 'Please select a date for collection.'],
      [{ collectionDate: '' }, 'Please select a date for collection.'],
      [{ collectionDate: 'next week' }, 'Dates must be written as yyyy-MM-dd'],
    ])('refuses %j with "%s"', async (body, message) => {
      const customer = await createCustomer(t);
      const res = await t.call('POST', `/api/track/${customer.trackingToken}/schedule-collection`, { body });
      expect(res).toMatchObject({ status: 400, body: { message } });
    });

    it('refuses past dates and other weekdays with a clear message', async () => {
      const customer = await createCustomer(t);
      const path = `/api/track/${customer.trackingToken}/schedule-collection`;
      const lastSaturday = onOrAfter(addDays(today, -7), 'saturday'); // always before today
      const pastRes = await t.call('POST', path, { body: { collectionDate: lastSaturday } });
      expect(pastRes).toMatchObject({ status: 400, body: { message: 'Please choose today or a later date.' } });
      // A Tuesday: no holiday week or delay moves a Saturday collection onto it.
      const tuesday = onOrAfter(addDays(today, 1), 'tuesday');
      const wrongDay = await t.call('POST', path, { body: { collectionDate: tuesday } });
      expect(wrongDay).toMatchObject({
        status: 400,
        body: { message: 'Please choose a Saturday, your collection day.' },
      });
      expect(t.store.orm.select().from(serviceTracking).all()).toHaveLength(0);
    });

    it('answers 404 for an unknown token and writes nothing', async () => {
      const res = await t.call('POST', '/api/track/AAAAAAAAAAAAAAAAAAAAAA/schedule-collection', {
        body: { collectionDate: onOrAfter(today, 'saturday') },
      });
      expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
    });
  });
});

describe('staff tracking calls', () => {
  it('refuses anonymous access by numeric id with 401', async () => {
    const { customer } = await customerWithJobs();
    for (const path of [
      `/api/customer/${customer.id}/services`,
      `/api/customer/${customer.id}/upcoming-services`,
      `/api/signups/${customer.id}`,
    ]) {
      expect(await t.call('GET', path)).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    }
  });

  it('lists history and upcoming records for any staff role', async () => {
    const { customer } = await customerWithJobs();
    const cookies = await roleCookies(t);
    for (const cookie of Object.values(cookies)) {
      const past = await as(t, cookie).get<TrackingRecord[]>(`/api/customer/${customer.id}/services`);
      expect(past.status).toBe(200);
      expect(past.body).toHaveLength(2);
      const upcoming = await as(t, cookie).get<TrackingRecord[]>(`/api/customer/${customer.id}/upcoming-services`);
      expect(upcoming.body).toHaveLength(2);
    }
    expect((await as(t, cookies.crew).get('/api/customer/999/services')).status).toBe(404);
  });

  it('schedules, updates and deletes tracking records for office roles only', async () => {
    const customer: Customer = await createCustomer(t);
    const cookies = await roleCookies(t);
    const body = { customerId: customer.id, collectionDate: today };
    expect((await t.call('POST', '/api/service-tracking/schedule-collection', { body })).status).toBe(401);
    expect((await as(t, cookies.crew).post('/api/service-tracking/schedule-collection', body)).status).toBe(403);
    const created = await as(t, cookies.customer_service).post<ServiceTracking>(
      '/api/service-tracking/schedule-collection',
      body,
    );
    expect(created).toMatchObject({ status: 201, body: { customerId: customer.id, status: 'scheduled' } });
    const path = `/api/service-tracking/${created.body.id}`;
    expect((await t.call('PATCH', path, { body: { status: 'completed' } })).status).toBe(401);
    expect((await as(t, cookies.crew).patch(path, { status: 'completed' })).status).toBe(403);
    const done = await as(t, cookies.manager).patch<ServiceTracking>(path, { status: 'completed', notes: 'done' });
    expect(done.body).toMatchObject({ status: 'completed', notes: 'done' });
    expect(done.body.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const given = await as(t, cookies.manager).patch<ServiceTracking>(path, {
      status: 'completed',
      completedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(given.body.completedAt).toBe('2026-01-01T10:00:00.000Z');
    const reopened = await as(t, cookies.manager).patch<ServiceTracking>(path, { status: 'scheduled' });
    expect(reopened.body.completedAt).toBeNull();
    expect((await t.call('DELETE', path)).status).toBe(401);
    expect((await as(t, cookies.crew).delete(path)).status).toBe(403);
    expect(await as(t, cookies.customer_service).delete(path)).toMatchObject({
      status: 200,
      body: { message: 'Tracking record deleted' },
    });
    expect((await as(t, cookies.manager).delete(path)).status).toBe(404);
    expect((await as(t, cookies.manager).patch(path, { status: 'missed' })).status).toBe(404);
  });

  it.each([
    ['/api/service-tracking/schedule-collection', { collectionDate: '2026-05-02' }, 'Customer is required'],
    ['/api/service-tracking/schedule-collection', { customerId: 1 }, 'Please select a date for collection.'],
    ['/api/service-tracking/schedule-collection', { customerId: 999, collectionDate: '2026-05-02' }, 'Not found'],
  ])('POST %s %j → "%s"', async (path, body, message) => {
    await createCustomer(t);
    const res = await as(t, await t.adminCookie()).post(path, body);
    expect(res.body).toEqual({ message });
    expect(res.status).toBe(message === 'Not found' ? 404 : 400);
  });

  it('validates PATCH bodies', async () => {
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    const row = (
      await admin.post<ServiceTracking>('/api/service-tracking/schedule-collection', {
        customerId: customer.id,
        collectionDate: today,
      })
    ).body;
    const path = `/api/service-tracking/${row.id}`;
    expect((await admin.patch(path, { status: 'lost' })).body).toEqual({
      message: 'Status must be pending, scheduled, completed, missed or cancelled',
    });
    expect((await admin.patch(path, { completedAt: 'later' })).body).toEqual({
      message: 'Dates must be ISO 8601 strings',
    });
    expect((await admin.patch(path, {})).body).toEqual({ message: 'No changes given' });
  });
});

describe('public tracking never shows staff text or internal ids', () => {
  it('hides task, job and customer notes and every row id, keeping the notes of the customer’s own requests', async () => {
    const { customer, next } = await customerWithJobs({ notes: 'customer owes $120' });
    t.store.sqlite.prepare("UPDATE tasks SET notes = 'INTERNAL: gate code 4471'").run();
    t.store.sqlite.prepare("UPDATE jobs SET notes = 'crew: dog bites'").run();
    t.store.write((db) =>
      db
        .insert(serviceTracking)
        .values({ customerId: customer.id, collectionDate: addDays(next, 7), notes: 'Please take the extra bag' })
        .run(),
    );
    const base = `/api/track/${customer.trackingToken}`;
    const answers = [
      await t.call('GET', base),
      await t.call('GET', `${base}/services`),
      await t.call('GET', `${base}/upcoming-services`),
    ];
    const text = answers.map((a) => JSON.stringify(a.body)).join('\n');
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(text).not.toMatch(/INTERNAL|4471|owes|dog bites/);
    expect(text).not.toMatch(/task-\d|request-\d|"customerId"|"jobId"/);
    expect(text).toContain('Please take the extra bag');
  });

  it('accepts a collection request between today and 90 days ahead only', async () => {
    const customer = await createCustomer(t);
    const path = `/api/track/${customer.trackingToken}/schedule-collection`;
    const far = onOrAfter(addDays(today, 91), 'saturday');
    const refused = await t.call('POST', path, { body: { collectionDate: far } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Please choose a date within the next 90 days.' } });
    const year2999 = await t.call('POST', path, { body: { collectionDate: '2999-12-28' } });
    expect(year2999.status).toBe(400);
    const tracking = await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`);
    const last = tracking.body.requestDates.at(-1)?.collectionDate ?? '';
    expect(last > addDays(today, 80)).toBe(true);
    const ok = await t.call('POST', path, { body: { collectionDate: last } });
    expect(ok.status).toBe(201);
    expect(t.store.orm.select().from(serviceTracking).all()).toHaveLength(1);
  });
});
