import { randomUUID } from 'node:crypto';
import { addDays, customers, type Mutation, type PushResponse, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, type TestApp } from '../test-support';

/** A crew completion pushed with a position places a customer who has none (learned from the crew). */
let t: TestApp;
let crew: string;
beforeEach(async () => {
  t = await createTestApp();
  crew = (await t.userWithRole('crew')).cookie;
});
afterEach(() => t.cleanup());

const complete = (taskId: number, position: { lat?: number; lng?: number; accuracy?: number }): Mutation => ({
  mutationId: randomUUID(),
  name: 'setTaskStatus',
  args: { taskId, status: 'completed', completedAt: new Date().toISOString(), ...position },
  createdAt: new Date().toISOString(),
});

function stop(fields: Parameters<typeof addCustomer>[1] = {}) {
  const customer = addCustomer(t.store, fields);
  const { tasks } = addJob(t.store, customer.id, addDays(todayIn(t.config.businessTz), 1));
  return { customer, task: tasks[0] };
}

const push = (m: Mutation) =>
  as(t, crew).post<PushResponse>('/api/sync/push', { clientId: 'phone-place-1', mutations: [m] });
const place = (id: number) =>
  t.store.orm
    .select({ lat: customers.latitude, lng: customers.longitude, source: customers.coordinatesSource })
    .from(customers)
    .where(eq(customers.id, id))
    .get();

describe('a customer learns their place from a crew completion', () => {
  it('takes a position accurate to 50 m as the coordinates, marked as from the crew', async () => {
    const { customer, task } = stop();
    const res = await push(complete(task.id, { lat: 47.6512, lng: -122.3471, accuracy: 50 }));
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ results: [{ status: 'applied' }] });
    expect(place(customer.id)).toEqual({ lat: '47.6512', lng: '-122.3471', source: 'crew' });
    // The office sees where it came from.
    const seen = await as(t, await t.adminCookie()).get<{ coordinatesSource: string }>(`/api/signups/${customer.id}`);
    expect(seen.body.coordinatesSource).toBe('crew');
  });

  it('ignores a vague or unknown accuracy, a miss, and a customer who already has a place', async () => {
    const vague = stop();
    await push(complete(vague.task.id, { lat: 47.6, lng: -122.3, accuracy: 51 }));
    expect(place(vague.customer.id)).toEqual({ lat: null, lng: null, source: null });

    const unknown = stop();
    await push(complete(unknown.task.id, { lat: 47.6, lng: -122.3 }));
    expect(place(unknown.customer.id)?.lat).toBeNull();

    const missed = stop();
    const miss = complete(missed.task.id, { lat: 47.6, lng: -122.3, accuracy: 5 });
    await push({ ...miss, args: { ...miss.args, status: 'missed' } } as Mutation);
    expect(place(missed.customer.id)?.lat).toBeNull();

    const office = stop({ latitude: '47.1', longitude: '-122.1', coordinatesSource: 'office' });
    await push(complete(office.task.id, { lat: 47.6, lng: -122.3, accuracy: 3 }));
    expect(place(office.customer.id)).toEqual({ lat: '47.1', lng: '-122.1', source: 'office' });
  });

  it('refuses a negative accuracy as a change that cannot apply', async () => {
    const { customer, task } = stop();
    const res = await push(complete(task.id, { lat: 47.6, lng: -122.3, accuracy: -1 }));
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', reason: 'Accuracy cannot be negative' });
    expect(place(customer.id)?.lat).toBeNull();
  });

  it('marks a position the office sets as the office’s, and keeps the source when the form sends it back unchanged', async () => {
    const { customer, task } = stop();
    await push(complete(task.id, { lat: 47.65, lng: -122.34, accuracy: 10 }));
    const admin = as(t, await t.adminCookie());
    expect((await admin.patch(`/api/signups/${customer.id}`, { name: 'Ada L.', latitude: '47.65' })).status).toBe(200);
    expect(place(customer.id)?.source).toBe('crew');
    await admin.patch(`/api/signups/${customer.id}`, { latitude: '47.66', longitude: '-122.35' });
    expect(place(customer.id)).toEqual({ lat: '47.66', lng: '-122.35', source: 'office' });
  });
});
