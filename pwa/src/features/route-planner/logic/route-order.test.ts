import { describe, expect, it } from 'vitest';
import { coversAll, isDepot, isStoredOrder, orderKey } from './route-order';

describe('route order storage', () => {
  it('is kept per user, weekday and group: the same key next week', () => {
    expect(orderKey(3, '2026-11-17', 'take_to_curb')).toBe('bv-route-order:3:tuesday:take_to_curb');
    expect(orderKey(3, '2026-11-24', 'take_to_curb')).toBe(orderKey(3, '2026-11-17', 'take_to_curb'));
    expect(orderKey(3, '2026-11-24', 'return_to_house')).not.toBe(orderKey(3, '2026-11-24', 'take_to_curb'));
    expect(orderKey(4, '2026-11-24', 'take_to_curb')).not.toBe(orderKey(3, '2026-11-24', 'take_to_curb'));
  });

  it('guards what it reads back', () => {
    expect(isStoredOrder({ order: ['a'], date: '2026-11-17' })).toBe(true);
    expect(isStoredOrder({ order: [1], date: 'x' })).toBe(false);
    expect(isStoredOrder(null)).toBe(false);
    expect(isDepot({ lat: 47.6, lng: -122.4 })).toBe(true);
    expect(isDepot({ lat: 91, lng: 0 })).toBe(false);
    expect(isDepot({ lat: '1', lng: 0 })).toBe(false);
  });

  it('knows when new stops need inserting', () => {
    const stored = { order: ['a', 'b', 'c'], date: '2026-11-17' };
    expect(coversAll(stored, ['c', 'a'])).toBe(true);
    expect(coversAll(stored, ['a', 'd'])).toBe(false);
  });
});
