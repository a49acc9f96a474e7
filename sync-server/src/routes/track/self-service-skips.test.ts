import {
  addDays,
  type Customer,
  customerChanges,
  jobs,
  onOrAfter,
  type SelfServiceState,
  SKIPPED_BY_CUSTOMER,
  tasks,
  todayIn,
} from '@bin-valet/schema';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCustomer, addJob, createTestApp, type TestApp } from '../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ BUSINESS_TZ: 'America/Los_Angeles' });
});
afterEach(() => {
  vi.useRealTimers();
  t.cleanup();
});

/** A Friday-collection customer whose bins go out on Thursday and come back on Friday. */
const fridayCustomer = () =>
  addCustomer(t.store, { collectionDay: 'friday', binsToCurbDay: 'thursday', binsToResidenceDay: 'friday' });

const tasksOf = (jobId: number) =>
  t.store.orm.select().from(tasks).where(eq(tasks.jobId, jobId)).orderBy(asc(tasks.id)).all();
const jobRow = (id: number) => t.store.orm.select().from(jobs).where(eq(jobs.id, id)).get();
const skip = (c: Customer, collectionDate: string) =>
  t.call<SelfServiceState & { message?: string }>('POST', `/api/track/${c.trackingToken}/skips`, {
    body: { collectionDate },
  });
const unskip = (c: Customer, date: string) =>
  t.call<SelfServiceState & { message?: string }>('DELETE', `/api/track/${c.trackingToken}/skips/${date}`);

describe('skipping one collection', () => {
  it('cancels both tasks with the reason, shows it skipped, and the undo brings the stops back', async () => {
    const today = todayIn(t.config.businessTz);
    const customer = fridayCustomer();
    const date = onOrAfter(addDays(today, 8), 'friday');
    const { job } = addJob(t.store, customer.id, date);
    const versionBefore = t.store.currentVersion();

    const res = await skip(customer, date);
    expect(res.status).toBe(201);
    expect(res.body.collections.find((j) => j.collectionDate === date)).toMatchObject({ skipped: true, open: true });
    expect(jobRow(job.id)?.status).toBe('cancelled');
    for (const task of tasksOf(job.id)) {
      expect(task.status).toBe('cancelled');
      expect(task.notes).toBe(SKIPPED_BY_CUSTOMER);
      // Phones pull rows whose version moved: the cancelled stops reach them by the normal sync.
      expect(task.version).toBeGreaterThan(versionBefore);
    }
    const log = t.store.orm.select().from(customerChanges).where(eq(customerChanges.customerId, customer.id)).all();
    expect(log.map((l) => l.summary)).toEqual([`Customer skipped ${shortDay(date)}`]);

    // A second tap (a retried request) changes nothing and is still fine.
    expect((await skip(customer, date)).status).toBe(200);

    const undo = await unskip(customer, date);
    expect(undo.status).toBe(200);
    expect(undo.body.collections.find((j) => j.collectionDate === date)?.skipped).toBe(false);
    expect(jobRow(job.id)?.status).toBe('scheduled');
    expect(tasksOf(job.id).map((x) => [x.status, x.notes])).toEqual([
      ['scheduled', null],
      ['scheduled', null],
    ]);
  });

  it('refuses bad dates with a message and changes nothing', async () => {
    const today = todayIn(t.config.businessTz);
    const customer = fridayCustomer();
    const other = fridayCustomer();
    const mine = onOrAfter(addDays(today, 8), 'friday');
    const theirs = addDays(mine, 7);
    addJob(t.store, customer.id, mine);
    addJob(t.store, other.id, theirs);
    const before = t.store.currentVersion();

    expect(await skip(customer, addDays(today, -7))).toMatchObject({
      status: 400,
      body: { message: 'That date has passed.' },
    });
    expect(await skip(customer, theirs)).toMatchObject({
      status: 404,
      body: { message: `You have no collection on ${shortDay(theirs)}.` },
    });
    expect((await skip(customer, '2026-02-30')).status).toBe(400);
    expect((await skip(customer, 'next friday')).status).toBe(400);
    expect(await unskip(customer, mine)).toMatchObject({
      status: 404,
      body: { message: 'That collection is not skipped.' },
    });
    expect((await unskip(customer, 'yesterday')).status).toBe(400);
    expect((await skip({ ...customer, trackingToken: 'AAAAAAAAAAAAAAAAAAAAAA' }, mine)).status).toBe(404);
    expect(t.store.currentVersion()).toBe(before);
  });

  it('does not revive a collection the office cancelled', async () => {
    const today = todayIn(t.config.businessTz);
    const customer = fridayCustomer();
    const date = onOrAfter(addDays(today, 8), 'friday');
    const { job } = addJob(t.store, customer.id, date);
    t.store.write((db) => db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, job.id)).run());
    expect(await skip(customer, date)).toMatchObject({
      status: 409,
      body: { message: 'That collection can no longer be changed.' },
    });
    expect((await unskip(customer, date)).status).toBe(404);
    expect(jobRow(job.id)?.status).toBe('cancelled');
  });
});

const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

describe('the cut-off: noon, business time, the day before the bins go out', () => {
  it('accepts a skip and an undo until noon and refuses both from noon on, naming the cut-off', async () => {
    const customer = fridayCustomer();
    // Fri, Dec 4 2026: bins out Thu, Dec 3; changes close Wed, Dec 2 at noon in Los Angeles (20:00 UTC).
    addJob(t.store, customer.id, '2026-12-04');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T19:59:59.000Z'));
    expect((await skip(customer, '2026-12-04')).status).toBe(201);
    expect((await unskip(customer, '2026-12-04')).status).toBe(200);
    expect((await skip(customer, '2026-12-04')).status).toBe(201);
    vi.setSystemTime(new Date('2026-12-02T20:00:00.000Z'));
    const closed = { status: 409, body: { message: 'Changes to Fri, Dec 4 close at noon on Wed, Dec 2' } };
    expect(await unskip(customer, '2026-12-04')).toMatchObject(closed);
    const state = await t.call<SelfServiceState>('GET', `/api/track/${customer.trackingToken}/self-service`);
    expect(state.body.collections[0]).toMatchObject({
      collectionDate: '2026-12-04',
      binsOutDate: '2026-12-03',
      skipped: true,
      open: false,
      changesCloseAt: '2026-12-02T20:00:00.000Z',
    });
  });

  it('refuses after the cut-off even when the job is not skipped', async () => {
    const customer = fridayCustomer();
    addJob(t.store, customer.id, '2026-12-04');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T09:00:00.000Z'));
    expect(await skip(customer, '2026-12-04')).toMatchObject({
      status: 409,
      body: { message: 'Changes to Fri, Dec 4 close at noon on Wed, Dec 2' },
    });
  });

  it('follows the clock change: on the day summer time starts, noon is 19:00 UTC, not 20:00', async () => {
    // Bins out Monday, Mar 15 2027; the day before is Sunday, Mar 14, when clocks go forward at 2 a.m.
    const customer = addCustomer(t.store, {
      collectionDay: 'tuesday',
      binsToCurbDay: 'monday',
      binsToResidenceDay: 'tuesday',
    });
    addJob(t.store, customer.id, '2027-03-16');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-14T18:59:59.000Z'));
    expect((await skip(customer, '2027-03-16')).status).toBe(201);
    vi.setSystemTime(new Date('2027-03-14T19:30:00.000Z'));
    expect(await unskip(customer, '2027-03-16')).toMatchObject({
      status: 409,
      body: { message: 'Changes to Tue, Mar 16 close at noon on Sun, Mar 14' },
    });
  });

  it('and on the day it ends, noon is 20:00 UTC, not 19:00', async () => {
    // Bins out Monday, Nov 8 2027; Sunday, Nov 7 the clocks go back at 2 a.m.
    const customer = addCustomer(t.store, {
      collectionDay: 'tuesday',
      binsToCurbDay: 'monday',
      binsToResidenceDay: 'tuesday',
    });
    addJob(t.store, customer.id, '2027-11-09');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-11-07T19:30:00.000Z'));
    expect((await skip(customer, '2027-11-09')).status).toBe(201);
    vi.setSystemTime(new Date('2027-11-07T20:00:00.000Z'));
    expect((await unskip(customer, '2027-11-09')).status).toBe(409);
  });
});
