import { type TrackingRecord, tasks, todayIn, weekdayOf } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertJobWithTasks } from '../../domain/scheduling';
import { addCustomer, as, createTestApp, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

describe("today's stop on the public tracking page", () => {
  it('is history once the crew marks it, upcoming while it is open, and listed once', async () => {
    const day = weekdayOf(today);
    const customer = addCustomer(t.store, { binsToCurbDay: day, collectionDay: day, binsToResidenceDay: day });
    const cookies = await roleCookies(t);
    const [curb, back] = t.store.write((db) => insertJobWithTasks(db, customer, today).tasks);
    // The office's view of the same records names them; the public page reads the same split.
    const call = async (path: 'services' | 'upcoming-services') =>
      (await as(t, cookies.manager).get<TrackingRecord[]>(`/api/customer/${customer.id}/${path}`)).body.map(
        (r) => r.id,
      );
    const publicCount = async (path: 'services' | 'upcoming-services') =>
      (await t.call<TrackingRecord[]>('GET', `/api/track/${customer.trackingToken}/${path}`)).body.length;
    expect(await call('services')).toEqual([]);
    expect(await call('upcoming-services')).toEqual([`task-${curb.id}`, `task-${back.id}`]);

    // Marked missed on its own day: the bins-back task is cancelled too, and both read as history.
    const res = await as(t, cookies.crew).patch(`/api/tasks/${curb.id}`, { status: 'missed' });
    expect(res.status).toBe(200);
    const history = await call('services');
    expect(history).toContain(`task-${curb.id}`);
    expect(await call('upcoming-services')).not.toContain(`task-${curb.id}`);
    expect((await publicCount('services')) + (await publicCount('upcoming-services'))).toBe(2);
    const cancelled = t.store.orm.select().from(tasks).where(eq(tasks.id, back.id)).get();
    expect(cancelled?.status).toBe('cancelled');
  });
});
