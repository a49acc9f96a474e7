import { brotliDecompressSync } from 'node:zlib';
import {
  addDays,
  type Customer,
  customerNotes,
  customers,
  jobs,
  paymentHistory,
  type SignupCreated,
  servicePeriods,
  serviceTracking,
  shiftedDate,
  tasks,
  todayIn,
  weekdayOf,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, createCustomer, createTestApp, roleCookies, type TestApp, validSignup } from '../../test-support';

let t: TestApp;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

describe('POST /api/signups', () => {
  it('lets anyone sign up and answers only the tracking link, never the numeric id', async () => {
    const res = await t.call<SignupCreated>('POST', '/api/signups', { body: validSignup() });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['trackingToken', 'trackingUrl']);
    expect(res.body.trackingToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(res.body.trackingUrl).toBe(`${t.config.publicUrl}/track/${res.body.trackingToken}`);
    const row = t.store.orm.select().from(customers).get();
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      trackingToken: res.body.trackingToken,
      customerStatus: 'active',
    });
  });

  it('gives every customer a different token', async () => {
    const a = await t.call<SignupCreated>('POST', '/api/signups', { body: validSignup() });
    const b = await t.call<SignupCreated>('POST', '/api/signups', { body: validSignup() });
    expect(a.body.trackingToken).not.toBe(b.body.trackingToken);
  });

  it('answers office roles the row too, crew only the link', async () => {
    const cookies = await roleCookies(t);
    for (const role of ['customer_service', 'manager', 'admin'] as const) {
      const res = await as(t, cookies[role]).post<SignupCreated>('/api/signups', validSignup());
      expect(res.status).toBe(201);
      expect(res.body.customer).toMatchObject({ name: 'Ada Lovelace', trackingToken: res.body.trackingToken });
      expect(typeof res.body.customer?.id).toBe('number');
    }
    const crew = await as(t, cookies.crew).post<SignupCreated>('/api/signups', validSignup());
    expect(crew.status).toBe(201);
    expect(crew.body.customer).toBeUndefined();
  });

  it('applies the default values to omitted fields', async () => {
    const body = validSignup();
    for (const k of ['city', 'state', 'contactMethod', 'binsToCurbDay', 'collectionDay', 'serviceRate'] as const)
      delete (body as Record<string, unknown>)[k];
    await t.call('POST', '/api/signups', { body });
    expect(t.store.orm.select().from(customers).get()).toMatchObject({
      city: 'Seattle',
      state: 'WA',
      contactMethod: 'text',
      binsToCurbDay: 'friday',
      collectionDay: 'saturday',
      serviceRate: 5,
    });
  });

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ address: '' }, 'Address is required'],
    [{ city: '' }, 'City is required'],
    [{ state: 'W' }, 'State is required'],
    [{ zipCode: '981' }, 'ZIP code is required'],
    [{ phone: '555-0100' }, 'Phone number must be at least 10 digits'],
    [{ email: 'not-an-email' }, 'Valid email is required'],
    [{ garbageQty: 4 }, 'Quantity must be between 1 and 3'],
    [{ compostQty: 0 }, 'Quantity must be between 1 and 3'],
    [{ contactMethod: 'fax' }, 'Contact method must be text, call or both'],
    [{ collectionDay: 'someday' }, 'Collection day must be a weekday name (monday to sunday)'],
    [{ serviceRate: 51 }, 'Service rate must be between 1 and 50'],
    [{ customerStatus: 'gone' }, 'Status must be active, suspended or cancelled'],
    [
      { needsGarbage: false, needsCompost: false, needsRecycling: false },
      'Please select at least one service (garbage, compost, or recycling).',
    ],
  ])('refuses %j with "%s" and writes nothing', async (over, message) => {
    const before = t.store.currentVersion();
    const res = await t.call('POST', '/api/signups', { body: validSignup(over) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(t.store.currentVersion()).toBe(before);
  });

  it('lets the office create a customer with no bin service yet', async () => {
    const customer = await createCustomer(t, { needsGarbage: false, needsCompost: false, needsRecycling: false });
    expect(customer.needsGarbage).toBe(false);
  });

  it('creates an active service period with its jobs when a start date is given', async () => {
    const end = addDays(today, 27);
    const res = await t.call<SignupCreated>('POST', '/api/signups', {
      body: validSignup({ serviceStartDate: `${today}T12:00:00`, serviceEndDate: end }),
    });
    expect(res.status).toBe(201);
    const customer = t.store.orm.select().from(customers).get() as Customer;
    const periods = t.store.orm.select().from(servicePeriods).where(eq(servicePeriods.customerId, customer.id)).all();
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ startDate: today, endDate: end, status: 'active' });
    const created = t.store.orm.select().from(jobs).where(eq(jobs.customerId, customer.id)).all();
    expect(created).toHaveLength(4);
    for (const job of created) {
      // Regular dates are Saturdays; a holiday week places the collection a day later.
      expect(weekdayOf(job.regularDate ?? '')).toBe('saturday');
      expect(job.collectionDate).toBe(shiftedDate(job.regularDate ?? '').date);
      expect(job.servicePeriodId).toBe(periods[0].id);
    }
    expect(t.store.orm.select().from(tasks).all()).toHaveLength(8);
  });

  it('refuses a service end before its start, or a period of more than 5 years', async () => {
    const backwards = await t.call('POST', '/api/signups', {
      body: validSignup({ serviceStartDate: today, serviceEndDate: addDays(today, -1) }),
    });
    expect(backwards).toMatchObject({ status: 400, body: { message: 'End date must be on or after start date' } });
    const huge = await t.call('POST', '/api/signups', {
      body: validSignup({ serviceStartDate: today, serviceEndDate: '9999-12-31' }),
    });
    expect(huge.status).toBe(400);
    expect(t.store.orm.select().from(customers).all()).toHaveLength(0);
  });
});

describe('GET /api/signups and /api/signups/:id', () => {
  it('lists customers by name for any staff role and refuses anonymous callers', async () => {
    await createCustomer(t, { name: 'zed' });
    await createCustomer(t, { name: 'Amy' });
    await createCustomer(t, { name: 'bob' });
    expect((await t.call('GET', '/api/signups')).status).toBe(401);
    const cookies = await roleCookies(t);
    for (const cookie of Object.values(cookies)) {
      const res = await as(t, cookie).get<Customer[]>('/api/signups');
      expect(res.status).toBe(200);
      expect(res.body.map((c) => c.name)).toEqual(['Amy', 'bob', 'zed']);
    }
  });

  it('serves the list compressed when the browser accepts it, and a fresh list after a change', async () => {
    await createCustomer(t, { name: 'Amy' });
    const cookies = await roleCookies(t);
    const get = () =>
      t.app.request('http://localhost:3000/api/signups', {
        headers: { cookie: cookies.manager, 'accept-encoding': 'gzip, br' },
      });
    const names = async (res: Response) =>
      (JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()) as Customer[]).map(
        (c) => c.name,
      );
    const first = await get();
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(await names(first)).toEqual(['Amy']);
    await createCustomer(t, { name: 'Bob' });
    expect(await names(await get())).toEqual(['Amy', 'Bob']);
  });

  it('gets one customer, 404 for an unknown id and 401 anonymously', async () => {
    const customer = await createCustomer(t);
    const crew = (await t.userWithRole('crew')).cookie;
    const res = await as(t, crew).get<Customer>(`/api/signups/${customer.id}`);
    expect(res.status).toBe(200);
    // Crew get the customer without its tracking token or rate (the office gets both).
    expect(res.body).toMatchObject({ id: customer.id, name: customer.name });
    expect(res.body).not.toHaveProperty('trackingToken');
    expect(res.body).not.toHaveProperty('serviceRate');
    expect((await as(t, crew).get('/api/signups/9999')).status).toBe(404);
    expect(await t.call('GET', `/api/signups/${customer.id}`)).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    });
  });
});

describe('PATCH /api/signups/:id', () => {
  it('is for office roles only', async () => {
    const customer = await createCustomer(t);
    const cookies = await roleCookies(t);
    expect((await t.call('PATCH', `/api/signups/${customer.id}`, { body: { name: 'X' } })).status).toBe(401);
    expect((await as(t, cookies.crew).patch(`/api/signups/${customer.id}`, { name: 'X' })).status).toBe(403);
    for (const role of ['customer_service', 'manager', 'admin'] as const) {
      const res = await as(t, cookies[role]).patch<Customer>(`/api/signups/${customer.id}`, { name: `By ${role}` });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(`By ${role}`);
    }
  });

  it('takes a dragged map pin as the office position, whatever placed the customer before', async () => {
    const admin = as(t, await t.adminCookie());
    for (const source of ['crew', 'geocoder', null] as const) {
      const customer = await createCustomer(t);
      if (source)
        t.store.orm
          .update(customers)
          .set({ latitude: '47.6', longitude: '-122.3', coordinatesSource: source })
          .where(eq(customers.id, customer.id))
          .run();
      const res = await admin.patch<Customer>(`/api/signups/${customer.id}`, {
        latitude: '47.651234',
        longitude: '-122.401234',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ latitude: '47.651234', longitude: '-122.401234', coordinatesSource: 'office' });
      const row = t.store.orm.select().from(customers).where(eq(customers.id, customer.id)).get();
      expect(row).toMatchObject({ latitude: '47.651234', longitude: '-122.401234', coordinatesSource: 'office' });
    }
  });

  it('refuses a position off the globe with a message, changing nothing', async () => {
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: '91', longitude: '-122.3' }, 'Latitude must be between -90 and 90'],
      [{ latitude: 47.6, longitude: -181 }, 'Longitude must be between -180 and 180'],
      [{ latitude: 'north', longitude: '-122.3' }, 'Coordinates must be numbers'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.patch<{ message: string }>(`/api/signups/${customer.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const row = t.store.orm.select().from(customers).where(eq(customers.id, customer.id)).get();
    expect(row).toMatchObject({ latitude: customer.latitude, longitude: customer.longitude });
  });

  it('sets a removed bin service to quantity 0 and an added one to 1', async () => {
    const customer = await createCustomer(t, { garbageQty: 2 });
    const admin = as(t, await t.adminCookie());
    const off = await admin.patch<Customer>(`/api/signups/${customer.id}`, { needsGarbage: false });
    expect(off.body).toMatchObject({ needsGarbage: false, garbageQty: 0 });
    const on = await admin.patch<Customer>(`/api/signups/${customer.id}`, { needsGarbage: true, garbageQty: 0 });
    expect(on.body).toMatchObject({ needsGarbage: true, garbageQty: 1 });
    const onNoQty = await admin.patch<Customer>(`/api/signups/${customer.id}`, { needsCompost: false });
    expect(onNoQty.body.compostQty).toBe(0);
    const back = await admin.patch<Customer>(`/api/signups/${customer.id}`, { needsCompost: true });
    expect(back.body).toMatchObject({ needsCompost: true, compostQty: 1 });
    const three = await admin.patch<Customer>(`/api/signups/${customer.id}`, { recyclingQty: 3 });
    expect(three.body.recyclingQty).toBe(3);
  });

  it('accepts service dates as ISO strings or null', async () => {
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    const set = await admin.patch<Customer>(`/api/signups/${customer.id}`, {
      serviceStartDate: '2026-03-02T20:00:00.000Z',
      serviceEndDate: '2026-06-02',
    });
    expect(set.body).toMatchObject({ serviceStartDate: '2026-03-02T20:00:00.000Z', serviceEndDate: '2026-06-02' });
    const cleared = await admin.patch<Customer>(`/api/signups/${customer.id}`, { serviceStartDate: null });
    expect(cleared.body).toMatchObject({ serviceStartDate: null, serviceEndDate: '2026-06-02' });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ phone: '123' }, 'Phone is required'],
    [{ email: 'nope' }, 'Valid email is required'],
    [{ garbageQty: 4 }, 'Quantity must be between 1 and 3'],
    [{ serviceRate: 0 }, 'Service rate must be between 1 and 50'],
    [{ serviceStartDate: 'soon' }, 'Dates must be ISO 8601 strings'],
    [{ binsToCurbDay: 'Funday' }, 'Bins to curb day must be a weekday name (monday to sunday)'],
    [{ updateJobs: 'yes' }, 'updateJobs must be true or false'],
    [{}, 'No changes given'],
  ])('refuses %j with "%s"', async (body, message) => {
    const customer = await createCustomer(t);
    const before = t.store.currentVersion();
    const res = await as(t, await t.adminCookie()).patch(`/api/signups/${customer.id}`, body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(t.store.currentVersion()).toBe(before);
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await as(t, await t.adminCookie()).patch('/api/signups/4242', { name: 'X' })).status).toBe(404);
  });

  describe('service-day change', () => {
    /** A customer collected on Saturdays with jobs over the next 3 weeks. */
    async function withJobs() {
      return createCustomer(t, { serviceStartDate: addDays(today, 1), serviceEndDate: addDays(today, 21) });
    }
    const jobDates = (id: number) =>
      t.store.orm
        .select()
        .from(jobs)
        .where(eq(jobs.customerId, id))
        .all()
        .map((j) => j.collectionDate)
        .sort();

    it('moves scheduled jobs and their tasks when updateJobs is true', async () => {
      const customer = await withJobs();
      const before = jobDates(customer.id);
      expect(before.length).toBeGreaterThan(0);
      const res = await as(t, await t.adminCookie()).patch<Customer>(`/api/signups/${customer.id}`, {
        binsToCurbDay: 'tuesday',
        collectionDay: 'wednesday',
        binsToResidenceDay: 'wednesday',
        updateJobs: true,
      });
      expect(res.status).toBe(200);
      const after = jobDates(customer.id);
      expect(after).toHaveLength(before.length);
      for (const d of after) expect(weekdayOf(d)).toBe('wednesday');
      const curb = t.store.orm.select().from(tasks).where(eq(tasks.taskType, 'take_to_curb')).all();
      for (const task of curb) expect(weekdayOf(task.scheduledDate)).toBe('tuesday');
    });

    it('keeps the jobs where they are without updateJobs', async () => {
      const customer = await withJobs();
      const before = jobDates(customer.id);
      const res = await as(t, await t.adminCookie()).patch<Customer>(`/api/signups/${customer.id}`, {
        collectionDay: 'wednesday',
        updateJobs: false,
      });
      expect(res.body.collectionDay).toBe('wednesday');
      expect(jobDates(customer.id)).toEqual(before);
    });
  });
});

describe('DELETE /api/signups/:id', () => {
  it('is for office roles only', async () => {
    const customer = await createCustomer(t);
    const cookies = await roleCookies(t);
    expect((await t.call('DELETE', `/api/signups/${customer.id}`)).status).toBe(401);
    expect((await as(t, cookies.crew).delete(`/api/signups/${customer.id}`)).status).toBe(403);
    expect(await as(t, cookies.customer_service).delete(`/api/signups/${customer.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Customer deleted' },
    });
    const other = await createCustomer(t);
    expect((await as(t, cookies.manager).delete(`/api/signups/${other.id}`)).status).toBe(200);
    expect((await as(t, cookies.manager).delete(`/api/signups/${other.id}`)).status).toBe(404);
  });

  it('removes every dependent row', async () => {
    const customer = await createCustomer(t, { serviceStartDate: today, serviceEndDate: addDays(today, 14) });
    const admin = as(t, await t.adminCookie());
    await admin.post(`/api/customers/${customer.id}/notes`, { noteText: 'Gate code 1234' });
    await admin.post(`/api/signups/${customer.id}/payments`, { amount: 30, billingPeriod: 'May 2026' });
    await admin.post('/api/service-tracking/schedule-collection', { customerId: customer.id, collectionDate: today });
    const keep = await createCustomer(t, {
      name: 'Keeper',
      serviceStartDate: today,
      serviceEndDate: addDays(today, 14),
    });
    const count = () => ({
      periods: t.store.orm.select().from(servicePeriods).all().length,
      jobs: t.store.orm.select().from(jobs).all().length,
      tasks: t.store.orm.select().from(tasks).all().length,
      notes: t.store.orm.select().from(customerNotes).all().length,
      payments: t.store.orm.select().from(paymentHistory).all().length,
      tracking: t.store.orm.select().from(serviceTracking).all().length,
    });
    const before = count();
    expect(before.notes).toBe(1);
    expect(before.payments).toBe(1);
    expect(before.tracking).toBe(1);
    expect((await admin.delete(`/api/signups/${customer.id}`)).status).toBe(200);
    const after = count();
    expect(after).toMatchObject({ periods: 1, notes: 0, payments: 0, tracking: 0 });
    expect(after.jobs).toBe(before.jobs / 2);
    expect(after.tasks).toBe(before.tasks / 2);
    expect(
      t.store.orm
        .select()
        .from(customers)
        .all()
        .map((c) => c.id),
    ).toEqual([keep.id]);
  });
});

describe('GET /api/admin/customers/next-jobs', () => {
  it('maps each customer to its earliest scheduled job from today on', async () => {
    const a = await createCustomer(t, { serviceStartDate: today, serviceEndDate: addDays(today, 21) });
    const b = await createCustomer(t, { name: 'No jobs' });
    const aJobs = t.store.orm.select().from(jobs).where(eq(jobs.customerId, a.id)).all();
    const sorted = aJobs.map((j) => j.collectionDate).sort();
    // The first job is done: the next one is the second.
    t.store.write((db) => db.update(jobs).set({ status: 'completed' }).where(eq(jobs.collectionDate, sorted[0])).run());
    expect((await t.call('GET', '/api/admin/customers/next-jobs')).status).toBe(401);
    const crew = (await t.userWithRole('crew')).cookie;
    const res = await as(t, crew).get<Record<string, { collectionDate: string }>>('/api/admin/customers/next-jobs');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ [String(a.id)]: { collectionDate: sorted[1] } });
    expect(res.body[String(b.id)]).toBeUndefined();
  });
});

describe('POST /api/signups: what an anonymous signup may choose', () => {
  it('ignores the price, status, coordinates and photo an anonymous signup sends, and stores the defaults', async () => {
    const res = await t.call<SignupCreated>('POST', '/api/signups', {
      body: validSignup({
        serviceRate: 1,
        customerStatus: 'suspended',
        latitude: 47.6,
        longitude: -122.3,
        geocodedAt: '2026-01-01T00:00:00Z',
        addressPhotoUrl: '/api/photos/other.png',
      }),
    });
    expect(res.status).toBe(201);
    const row = t.store.orm.select().from(customers).get() as Customer;
    expect(row).toMatchObject({
      serviceRate: 5,
      customerStatus: 'active',
      latitude: null,
      longitude: null,
      geocodedAt: null,
      addressPhotoUrl: null,
    });
  });

  it('still lets the office set them', async () => {
    const office = await t.userWithRole('customer_service');
    const res = await t.call<SignupCreated>('POST', '/api/signups', {
      cookie: office.cookie,
      body: validSignup({ serviceRate: 12, customerStatus: 'suspended', latitude: 47.6, longitude: -122.3 }),
    });
    expect(res.status).toBe(201);
    expect(res.body.customer).toMatchObject({ serviceRate: 12, customerStatus: 'suspended', latitude: '47.6' });
  });

  it('answers 429 after SIGNUP_RATE_LIMIT anonymous signups from one address in an hour, never for staff', async () => {
    const limited = await createTestApp({ SIGNUP_RATE_LIMIT: '2' });
    try {
      const post = (cookie?: string) =>
        limited.call('POST', '/api/signups', { body: validSignup({ name: 'Limited' }), cookie });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      const third = await post();
      expect(third.status).toBe(429);
      expect((third.body as { message: string }).message).toMatch(/Too many signups/);
      expect(limited.store.orm.select().from(customers).all()).toHaveLength(2);
      const staff = await limited.userWithRole('manager');
      expect((await post(staff.cookie)).status).toBe(201);
    } finally {
      limited.cleanup();
    }
  });

  it('writes a public five-year period only 8 weeks ahead; the office gets a year', async () => {
    const body = validSignup({ serviceStartDate: today, serviceEndDate: addDays(today, 5 * 365) });
    expect((await t.call('POST', '/api/signups', { body })).status).toBe(201);
    const publicJobs = t.store.orm.select().from(jobs).all();
    expect(publicJobs.length).toBeLessThanOrEqual(9);
    // The window is over regular dates; the city's holiday week may then move a collection a few days on.
    const regular = (j: { regularDate: string | null; collectionDate: string }) => j.regularDate ?? j.collectionDate;
    const movedAtMostAWeek = (j: { regularDate: string | null; collectionDate: string }) =>
      j.collectionDate <= addDays(regular(j), 7);
    expect(publicJobs.every((j) => regular(j) <= addDays(today, 56) && movedAtMostAWeek(j))).toBe(true);
    const office = await t.userWithRole('manager');
    const res = await t.call<SignupCreated>('POST', '/api/signups', { body, cookie: office.cookie });
    const officeJobs = t.store.orm
      .select()
      .from(jobs)
      .where(eq(jobs.customerId, (res.body.customer as Customer).id))
      .all();
    expect(officeJobs.length).toBeGreaterThan(50);
    expect(officeJobs.every((j) => regular(j) <= addDays(today, 366) && movedAtMostAWeek(j))).toBe(true);
  });
});

describe('dates that do not exist', () => {
  it.each([
    ['2026-02-30', 'Dates must be real calendar dates'],
    ['0000-01-01', 'Dates must be real calendar dates'],
    ['+275760-09-13T00:00:00.000Z', 'Dates must be'],
    ['2026-13-01T12:00:00Z', 'Dates must be'],
  ])('refuses serviceStartDate %s with a clear message and writes nothing', async (date, message) => {
    const res = await t.call('POST', '/api/signups', { body: validSignup({ serviceStartDate: date }) });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(message);
    expect(t.store.orm.select().from(customers).all()).toHaveLength(0);
  });

  it('keeps service dates within 10 years of today', async () => {
    const far = await t.call('POST', '/api/signups', {
      body: validSignup({ serviceStartDate: addDays(today, 11 * 366) }),
    });
    expect(far).toMatchObject({
      status: 400,
      body: { message: 'Service start date must be within 10 years of today' },
    });
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    const period = await admin.post(`/api/signups/${customer.id}/service-periods`, { startDate: '1990-01-01' });
    expect(period).toMatchObject({ status: 400, body: { message: 'Start date must be within 10 years of today' } });
  });
});
