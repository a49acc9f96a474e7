import { describe, expect, it } from 'vitest';
import { task } from '../sync/test-rows';
import { type CrewCard, type PatchedCards, withPatches } from './crew-cards';
import type { TaskPatch } from './rows';

/** The crew's pending edits laid over the stored cards, keeping every unchanged card object. */

const card = (id: number): CrewCard => ({ task: task(id), job: undefined, customer: undefined });
const completed = (id: number, mutationId = 'm1'): TaskPatch => ({
  id,
  date: '2026-05-01',
  edits: [
    {
      mutationId,
      edit: { kind: 'status', status: 'completed', completedAt: 'T', completedLat: null, completedLng: null },
    },
  ],
});

describe('withPatches', () => {
  it('gives the stored cards themselves when nothing is pending', () => {
    const stored = [card(1), card(2)];
    expect(withPatches(stored, [], new Map())).toBe(stored);
  });

  it('patches only the tapped card and reuses it while nothing changed', () => {
    const stored = [card(1), card(2)];
    const cache: PatchedCards = new Map();
    const first = withPatches(stored, [completed(2)], cache);
    expect(first[0]).toBe(stored[0]);
    expect(first[1].task.status).toBe('completed');
    expect(stored[1].task.status).toBe('scheduled');
    // The same edits read again (new objects from the database): the same card object.
    const again = withPatches(stored, [completed(2)], cache);
    expect(again[1]).toBe(first[1]);
    // A new edit, or a new stored card, makes a new one.
    const noted = {
      ...completed(2),
      edits: [...completed(2).edits, { mutationId: 'm2', edit: { kind: 'note' as const, text: 'Gate' } }],
    };
    expect(withPatches(stored, [noted], cache)[1]).not.toBe(first[1]);
    const fresh = [stored[0], card(2)];
    expect(withPatches(fresh, [noted], cache)[1]).not.toBe(first[1]);
  });

  it('forgets a card whose patch went', () => {
    const stored = [card(1)];
    const cache: PatchedCards = new Map();
    withPatches(stored, [completed(1)], cache);
    withPatches(stored, [completed(3)], cache);
    expect(cache.has(1)).toBe(false);
  });
});
