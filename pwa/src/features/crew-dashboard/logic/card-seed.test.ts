import 'fake-indexeddb/auto';
import type { TodaySlice } from '@bin-valet/schema';
import { afterEach, describe, expect, it } from 'vitest';
import type { BinValetDb } from '../../../db/database';
import { daySeedOf } from '../../../db/day-seed';
import type { LocalCustomer } from '../../../db/rows';
import { storedDay } from '../../../db/test-day';
import { assignment, job, task } from '../../../sync/test-rows';
import { keepCards, keptFrom } from './card-identity';

/** A new phone shows the server's cards until its database holds the day; the switch must repaint nothing. */

const DAY = '2026-11-26';
const slice: TodaySlice = {
  date: DAY,
  rows: {
    tasks: [task(9, { scheduledDate: DAY, jobId: 2 }), task(5, { scheduledDate: DAY })],
    taskAssignments: [assignment(3, 5, 7), assignment(2, 9, 7)],
    jobs: [job(2, DAY, { customerId: 2 }), job(1, DAY, { customerId: 1 })],
    customers: [2, 1].map((id) => ({ id, name: `Customer ${id}`, version: 300 + id }) as LocalCustomer),
  },
};

let db: BinValetDb | undefined;
afterEach(async () => {
  await db?.delete();
});

describe("the database's first answer after the server's cards", () => {
  it('keeps the very card objects the server’s cards were, so no card renders again', async () => {
    const seed = daySeedOf(7, slice);
    const day = await storedDay(slice);
    db = day.db;
    const { tasks: stored, jobs } = day;
    const customers = new Map((await db.customers.toArray()).map((c) => [c.id, c]));
    const kept = keptFrom(seed.cards);
    expect(keepCards(kept, seed.cards, stored, jobs, customers)).toBe(seed.cards);
    // A task the server changed since renders again, alone.
    const changed = keepCards(kept, seed.cards, [stored[0], { ...stored[1], version: 99 }], jobs, customers);
    expect(changed[0]).toBe(seed.cards[0]);
    expect(changed[1]).not.toBe(seed.cards[1]);
  });
});
