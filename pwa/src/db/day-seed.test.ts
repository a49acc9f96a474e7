import 'fake-indexeddb/auto';
import type { TodaySlice } from '@bin-valet/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { assignment, job, task } from '../sync/test-rows';
import type { BinValetDb } from './database';
import { daySeedOf } from './day-seed';
import type { LocalCustomer, LocalEmployee } from './rows';
import { storedDay } from './test-day';

/** The seed a server renders a new phone's first screen from is what the phone's database answers for that day. */

const DAY = '2026-05-01';
const customer = (id: number) =>
  ({ id, name: `Customer ${id}`, address: `${id} Main St`, version: 300 + id }) as LocalCustomer;
const employee = (id: number) => ({ id, name: `Crew ${id}`, version: 400 + id }) as LocalEmployee;
const slice: TodaySlice = {
  date: DAY,
  rows: {
    // Out of id order, as a query may give them, with a task of the next day a job brought along.
    tasks: [
      task(9, { scheduledDate: DAY, jobId: 2 }),
      task(5, { scheduledDate: DAY }),
      task(6, { scheduledDate: '2026-05-02' }),
    ],
    taskAssignments: [assignment(3, 5, 7), assignment(1, 5, 8), assignment(2, 9, 7)],
    jobs: [job(2, DAY, { customerId: 2 }), job(1, DAY, { customerId: 1 })],
    customers: [customer(2), customer(1)],
    employees: [employee(7), employee(8)],
    routeOrders: [
      { id: 1, employeeId: 7, routeDate: DAY, taskIds: [9, 5], updatedById: 7, updatedAt: '', version: 500 },
    ],
  },
};

let db: BinValetDb | undefined;
afterEach(async () => {
  await db?.delete();
});

describe('daySeedOf', () => {
  it("holds the day's cards, crews, jobs and customers exactly as the local database reads them after storing the slice", async () => {
    const day = await storedDay(slice);
    db = day.db;
    const { tasks: stored, jobs } = day;
    const seed = daySeedOf(7, slice);
    expect(seed.cards.map((c) => c.task)).toEqual(stored);
    expect(seed.cards.map((c) => c.task.id)).toEqual([5, 9]);
    expect(seed.cards[0].task.crewIds).toEqual([1, 3]);
    expect(seed.cards.map((c) => c.job)).toEqual(stored.map((t) => jobs.get(t.jobId)));
    expect(seed.cards.map((c) => c.customer)).toEqual(await db.customers.bulkGet([1, 2]));
    expect([...seed.employees.values()]).toEqual(await db.employees.toArray());
    expect(seed.routeOrders.get(DAY)).toEqual(await db.routeOrders.get(DAY));
    expect(seed.userId).toBe(7);
  });
});
