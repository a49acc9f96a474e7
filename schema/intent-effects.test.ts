import { describe, expect, it } from 'vitest';
import { INTENT_EFFECTS, INTENT_TARGETS, intentEffect, taskEditChanges } from './intent-effects';
import { MUTATION_ARGS, MUTATION_NAMES, type MutationArgs, type MutationName } from './sync-protocol';

/** One valid call of every intent; a new intent without a sample fails the first test. */
const SAMPLE_ARGS: { [K in MutationName]: MutationArgs[K] } = {
  setTaskStatus: { taskId: 1, status: 'completed', completedAt: '2026-05-01T18:00:00.000Z', lat: 47.6, lng: -122.3 },
  addTaskNote: { taskId: 1, text: 'Gate was open' },
  addCustomerNote: { customerId: 1, text: 'Gate code 1234' },
  setRouteOrder: { date: '2026-05-01', taskIds: [2, 1] },
  sendOnMyWay: { taskId: 1 },
};

describe('the intent effects table shared by the server and the phone', () => {
  it('has an effect, a target and a sample for every intent the server accepts', () => {
    for (const name of MUTATION_NAMES) {
      expect(Object.hasOwn(INTENT_EFFECTS, name), `${name} has no effect`).toBe(true);
      expect(Object.hasOwn(INTENT_TARGETS, name), `${name} has no target`).toBe(true);
      expect(Object.hasOwn(SAMPLE_ARGS, name), `${name} has no sample`).toBe(true);
      expect(Object.keys(MUTATION_ARGS)).toContain(name);
      const effect = intentEffect(name, SAMPLE_ARGS[name]);
      expect(effect.target, `${name}'s effect and target disagree`).toBe(INTENT_TARGETS[name]);
    }
  });

  it('applies a crew status change to a scheduled task only, and a crew note to an open task only', () => {
    const done = intentEffect('setTaskStatus', SAMPLE_ARGS.setTaskStatus);
    const note = intentEffect('addTaskNote', SAMPLE_ARGS.addTaskNote);
    if (done.target !== 'task' || note.target !== 'task') throw new Error('task intents target tasks');
    expect(taskEditChanges('crew', { status: 'scheduled', notes: null }, done.edit)).toEqual({
      status: 'completed',
      completedAt: '2026-05-01T18:00:00.000Z',
      completedLat: '47.6',
      completedLng: '-122.3',
    });
    expect(taskEditChanges('crew', { status: 'cancelled', notes: null }, done.edit)).toBeUndefined();
    expect(taskEditChanges('crew', { status: 'missed', notes: 'Office' }, note.edit)).toEqual({
      notes: 'Office\nGate was open',
    });
    expect(taskEditChanges('crew', { status: 'completed', notes: null }, note.edit)).toBeUndefined();
    expect(taskEditChanges('crew', { status: 'cancelled', notes: null }, note.edit)).toBeUndefined();
    expect(taskEditChanges('manager', { status: 'completed', notes: null }, note.edit)).toEqual({
      notes: 'Gate was open',
    });
  });
});
