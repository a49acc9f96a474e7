import { describe, expect, it } from 'vitest';
import { newMutationId } from './mutation-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newMutationId', () => {
  it('is a version 7 UUID carrying its time in the first 48 bits', () => {
    const now = Date.UTC(2026, 10, 21, 15, 30);
    const id = newMutationId(now);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(now);
  });

  it('sorts by creation time, so the server appends instead of inserting at random', () => {
    const start = Date.UTC(2026, 10, 21);
    const ids = Array.from({ length: 200 }, (_, i) => newMutationId(start + i * 37));
    expect([...ids].sort()).toEqual(ids);
  });

  it('never repeats, even within one millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 10_000 }, () => newMutationId(now)));
    expect(ids.size).toBe(10_000);
  });
});
