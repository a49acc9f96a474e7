import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { task } from '../sync/test-rows';
import { BinValetDb, taskDay } from './database';
import type { TaskDay } from './rows';
import { bulkPutWholeTable } from './whole-table-writes';

/** A first pull's day records go straight into their store; live queries still hear of them. */

let db: BinValetDb;
beforeEach(() => {
  db = new BinValetDb(`whole-table-${Math.random().toString(36).slice(2)}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const day = (date: string, ...ids: number[]) =>
  taskDay(
    date,
    ids.map((id) => ({ ...task(id, { scheduledDate: date }), crew: [], crewIds: [] })),
  );

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('bulkPutWholeTable', () => {
  it('stores the records inside the transaction, readable by the index like any put', async () => {
    await db.transaction('rw', [db.taskDays], async () => {
      await bulkPutWholeTable(db.taskDays, [day('2026-05-01', 1, 2), day('2026-05-02', 3)]);
      expect((await db.taskDays.get('2026-05-01'))?.taskIds).toEqual([1, 2]);
    });
    expect(await db.taskDays.where('taskIds').equals(3).primaryKeys()).toEqual(['2026-05-02']);
  });

  it('wakes live queries on the table when the transaction commits (by key and by index)', async () => {
    const byKey: (TaskDay | undefined)[] = [];
    const byIndex: string[][] = [];
    const a = liveQuery(() => db.taskDays.get('2026-05-01')).subscribe((v) => byKey.push(v));
    const b = liveQuery(() => db.taskDays.where('taskIds').equals(7).primaryKeys()).subscribe((v) => byIndex.push(v));
    try {
      await waitFor(() => byKey.length === 1 && byIndex.length === 1);
      await db.transaction('rw', [db.taskDays, db.meta], async () => {
        await bulkPutWholeTable(db.taskDays, [day('2026-05-01', 1), day('2026-05-03', 7)]);
        // A Dexie write in the same transaction keeps its own notes beside the whole-table mark.
        await db.meta.put({ key: 'cursor', value: 'c1' });
      });
      await waitFor(() => byKey.at(-1)?.taskIds[0] === 1 && byIndex.at(-1)?.[0] === '2026-05-03');
    } finally {
      a.unsubscribe();
      b.unsubscribe();
    }
  });

  it('is all or nothing with the rest of its transaction', async () => {
    const bad = { tasks: [], taskIds: [], crewIds: [] } as unknown as TaskDay; // no date: no key
    await expect(
      db.transaction('rw', [db.taskDays, db.meta], async () => {
        await db.meta.put({ key: 'cursor', value: 'c1' });
        await bulkPutWholeTable(db.taskDays, [day('2026-05-01', 1), bad]);
      }),
    ).rejects.toThrow();
    expect(await db.taskDays.count()).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
  });

  it('is an ordinary bulkPut outside a transaction', async () => {
    await bulkPutWholeTable(db.taskDays, [day('2026-05-01', 1)]);
    expect((await db.taskDays.get('2026-05-01'))?.taskIds).toEqual([1]);
  });
});
