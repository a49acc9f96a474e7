import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { META } from '../sync/meta-keys';
import { task } from '../sync/test-rows';
import { loadCrewCards, storedTasksOnceHeld } from './crew-cards';
import { db, taskDay } from './database';

/** A phone that has never pulled shows its route loading, never "no stops", whatever its empty database says. */

const DAY = '2026-05-01';

afterEach(async () => {
  await db.transaction('rw', [db.taskDays, db.meta], async () => {
    await db.taskDays.clear();
    await db.meta.clear();
  });
});

describe("a new phone's empty database", () => {
  it('reads as still loading, not as a day without stops', async () => {
    expect(await loadCrewCards(DAY, DAY)).toEqual({ status: 'loading' });
    expect(await storedTasksOnceHeld(DAY, DAY, false)).toBeUndefined();
  });

  it('still shows the day its first pull stored ahead of the rest', async () => {
    await db.taskDays.put(taskDay(DAY, [{ ...task(1, { scheduledDate: DAY }), crew: [], crewIds: [] }]));
    expect((await storedTasksOnceHeld(DAY, DAY, true))?.map((t) => t.id)).toEqual([1]);
  });

  it('reads the stored day once a pull has stored its cursor, an empty one included', async () => {
    await db.meta.put({ key: META.cursor, value: 'c1' });
    expect(await storedTasksOnceHeld(DAY, DAY, false)).toEqual([]);
    expect(await loadCrewCards(DAY, DAY)).toEqual({ status: 'ready', cards: [] });
    await db.taskDays.put(taskDay(DAY, [{ ...task(2, { scheduledDate: DAY }), crew: [], crewIds: [] }]));
    const state = await loadCrewCards(DAY, DAY);
    expect(state.status === 'ready' && state.cards.map((c) => c.task.id)).toEqual([2]);
  });
});
