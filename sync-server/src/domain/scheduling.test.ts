import { describe, expect, it } from 'vitest';
import { sameWeekOn, taskDatesFor } from './scheduling';
import { taskTransitionRefusal } from './task-rules';

describe('taskDatesFor', () => {
  it('puts bins out on the latest curb day before collection and back on the earliest residence day after', () => {
    // 2026-11-21 is a Saturday.
    expect(
      taskDatesFor('2026-11-21', {
        binsToCurbDay: 'friday',
        collectionDay: 'saturday',
        binsToResidenceDay: 'saturday',
      }),
    ).toEqual({ takeToCurb: '2026-11-20', returnToHouse: '2026-11-21' });
    expect(
      taskDatesFor('2026-11-24', { binsToCurbDay: 'monday', collectionDay: 'tuesday', binsToResidenceDay: 'tuesday' }),
    ).toEqual({ takeToCurb: '2026-11-23', returnToHouse: '2026-11-24' });
    expect(
      taskDatesFor('2026-11-23', { binsToCurbDay: 'sunday', collectionDay: 'monday', binsToResidenceDay: 'wednesday' }),
    ).toEqual({ takeToCurb: '2026-11-22', returnToHouse: '2026-11-25' });
  });

  it('moves within the Monday-start week', () => {
    expect(sameWeekOn('2026-11-21', 'wednesday')).toBe('2026-11-18');
    expect(sameWeekOn('2026-11-23', 'sunday')).toBe('2026-11-29');
  });
});

describe('taskTransitionRefusal', () => {
  it('lets crew complete or miss only scheduled tasks, and the office do anything', () => {
    expect(taskTransitionRefusal('crew', 'scheduled', 'completed')).toBeNull();
    expect(taskTransitionRefusal('crew', 'scheduled', 'missed')).toBeNull();
    expect(taskTransitionRefusal('crew', 'cancelled', 'completed')).toBe('Task was cancelled by the office');
    expect(taskTransitionRefusal('crew', 'completed', 'scheduled')).not.toBeNull();
    expect(taskTransitionRefusal('customer_service', 'completed', 'scheduled')).toBeNull();
    expect(taskTransitionRefusal('admin', 'cancelled', 'completed')).toBeNull();
  });
});
