import { randomUUID } from 'node:crypto';
import {
  addDays,
  customerNotes,
  type Mutation,
  type PullResponse,
  type PushResponse,
  routeOrders,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, assignJob, createTestApp, type TestApp } from '../test-support';

/** The crew member's route order intent and its replication, and pinned notes inside customer rows. */

let t: TestApp;
let casey: Awaited<ReturnType<TestApp['userWithRole']>>;
let jordan: Awaited<ReturnType<TestApp['userWithRole']>>;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  casey = await t.userWithRole('crew', 'casey-order');
  jordan = await t.userWithRole('crew', 'jordan-order');
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

const order = (date: string, taskIds: unknown): Mutation =>
  ({
    mutationId: randomUUID(),
    name: 'setRouteOrder',
    args: { date, taskIds },
    createdAt: new Date().toISOString(),
  }) as Mutation;

const push = (cookie: string, clientId: string, mutations: Mutation[]) =>
  as(t, cookie).post<PushResponse>('/api/sync/push', { clientId, mutations });

async function pullAll(cookie: string, start = '') {
  let cursor = start;
  const rows: PullResponse['rows'] = {};
  const tombstones: PullResponse['tombstones'] = [];
  for (let i = 0; i < 50; i++) {
    const res = await as(t, cookie).get<PullResponse>(`/api/sync/pull?cursor=${cursor}`);
    expect(res.status).toBe(200);
    for (const [k, list] of Object.entries(res.body.rows))
      (rows as Record<string, unknown[]>)[k] = [...((rows as Record<string, unknown[]>)[k] ?? []), ...list];
    tombstones.push(...res.body.tombstones);
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { rows, tombstones, cursor };
  }
  throw new Error('pull never finished');
}

describe('setRouteOrder', () => {
  it("stores one order per crew member and day, the last push wins, and only its owner's phones get it", async () => {
    const first = await push(casey.cookie, 'casey-phone', [order(today, [3, 1, 2])]);
    expect(first.body.results[0].status).toBe('applied');
    await push(casey.cookie, 'casey-phone', [order(today, [2, 3, 1]), order(addDays(today, 1), [9])]);
    await push(jordan.cookie, 'jordan-phone', [order(today, [7, 8])]);
    const stored = t.store.orm.select().from(routeOrders).where(eq(routeOrders.employeeId, casey.id)).all();
    expect(stored.map((r) => [r.routeDate, r.taskIds])).toEqual([
      [today, [2, 3, 1]],
      [addDays(today, 1), [9]],
    ]);

    const mine = await pullAll(casey.cookie);
    expect(mine.rows.routeOrders?.map((r) => [r.routeDate, r.taskIds, r.employeeId])).toEqual(
      expect.arrayContaining([
        [today, [2, 3, 1], casey.id],
        [addDays(today, 1), [9], casey.id],
      ]),
    );
    expect(mine.rows.routeOrders?.every((r) => r.employeeId === casey.id)).toBe(true);

    // A change later comes by the cursor, to its owner only.
    await push(casey.cookie, 'casey-phone-2', [order(today, [1, 2, 3])]);
    const next = await pullAll(casey.cookie, mine.cursor);
    expect(next.rows.routeOrders?.map((r) => r.taskIds)).toEqual([[1, 2, 3]]);
    const theirs = await pullAll(jordan.cookie);
    expect(theirs.rows.routeOrders?.map((r) => r.taskIds)).toEqual([[7, 8]]);
  });

  it('refuses bad orders with a reason and writes nothing', async () => {
    const bad = [
      order('not-a-date', [1]),
      order(today, [1, 1]),
      order(today, [0]),
      order(today, 'x'),
      order(
        today,
        Array.from({ length: 1001 }, (_, i) => i + 1),
      ),
    ];
    const res = await push(casey.cookie, 'casey-bad', bad);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => (r.status === 'rejected' ? r.reason : r.status))).toEqual([
      'Dates must be written as yyyy-MM-dd',
      'A stop appears twice in the route',
      'Task ids must be positive whole numbers',
      'Task ids must be a list',
      'At most 1000 stops in a route',
    ]);
    expect(t.store.orm.select().from(routeOrders).all()).toHaveLength(0);
  });

  it('keeps orders only for days in the working set: 14 days back to 28 ahead', async () => {
    const res = await push(casey.cookie, 'casey-far', [
      order(addDays(today, -14), [1]),
      order(addDays(today, 28), [2]),
      order(addDays(today, -15), [3]),
      order(addDays(today, 29), [4]),
      order('2199-01-01', [5]),
    ]);
    const outside = "A route can only be ordered for a day in the phone's working set";
    expect(res.body.results.map((r) => (r.status === 'rejected' ? r.reason : r.status))).toEqual([
      'applied',
      'applied',
      outside,
      outside,
      outside,
    ]);
    const stored = t.store.orm.select().from(routeOrders).all();
    expect(stored.map((r) => r.routeDate).sort()).toEqual([addDays(today, -14), addDays(today, 28)]);
  });
});

describe('pinned notes', () => {
  it('travel inside the customer row and follow pins, edits and deletes', async () => {
    // Another customer first, with a pinned note of its own: ids of notes and customers differ.
    const neighbour = addCustomer(t.store, { name: 'Neighbour' });
    t.store.write((db) =>
      db
        .insert(customerNotes)
        .values([
          { customerId: neighbour.id, adminUsername: 'admin', noteText: 'Not this one', isPinned: true },
          { customerId: neighbour.id, adminUsername: 'admin', noteText: 'Nor this one', isPinned: true },
        ])
        .run(),
    );
    const customer = addCustomer(t.store, { notes: 'Gate code 1234' });
    // A crew phone holds the customers of its working set: both are Casey's stops.
    for (const c of [customer, neighbour]) assignJob(t, addJob(t.store, c.id, today).job.id, casey.id);
    const first = await pullAll(casey.cookie);
    expect(first.rows.customers?.find((c) => c.id === customer.id)?.pinnedNotes).toEqual([]);
    expect(first.rows.customers?.find((c) => c.id === neighbour.id)?.pinnedNotes).toEqual([
      'Not this one',
      'Nor this one',
    ]);

    const note = t.store.write((db) =>
      db
        .insert(customerNotes)
        .values({ customerId: customer.id, adminUsername: 'admin', noteText: 'Dog is friendly', isPinned: true })
        .returning()
        .get(),
    );
    const pinned = await pullAll(casey.cookie, first.cursor);
    expect(pinned.rows.customers?.find((c) => c.id === customer.id)?.pinnedNotes).toEqual(['Dog is friendly']);

    t.store.write((db) => db.update(customerNotes).set({ isPinned: false }).where(eq(customerNotes.id, note.id)).run());
    const unpinned = await pullAll(casey.cookie, pinned.cursor);
    expect(unpinned.rows.customers?.find((c) => c.id === customer.id)?.pinnedNotes).toEqual([]);

    // An unpinned note's changes do not resend the customer.
    t.store.write((db) =>
      db.update(customerNotes).set({ noteText: 'Dog moved away' }).where(eq(customerNotes.id, note.id)).run(),
    );
    const quiet = await pullAll(casey.cookie, unpinned.cursor);
    expect(quiet.rows.customers ?? []).toHaveLength(0);

    t.store.write((db) => db.update(customerNotes).set({ isPinned: true }).where(eq(customerNotes.id, note.id)).run());
    t.store.write((db) => db.delete(customerNotes).where(eq(customerNotes.id, note.id)).run());
    const gone = await pullAll(casey.cookie, quiet.cursor);
    expect(gone.rows.customers?.find((c) => c.id === customer.id)?.pinnedNotes).toEqual([]);
  });
});
