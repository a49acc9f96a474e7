import { describe, expect, it } from 'vitest';
import { takeBudget } from './render-budget';

describe('takeBudget', () => {
  it('gives the first sections their cards until the budget is spent', () => {
    const sections = [{ cards: [1, 2, 3] }, { cards: [4, 5] }, { cards: [6] }];
    expect(takeBudget(sections, 4)).toEqual([[1, 2, 3], [4], []]);
    expect(takeBudget(sections, Number.POSITIVE_INFINITY)).toEqual([[1, 2, 3], [4, 5], [6]]);
    expect(takeBudget(sections, 0)).toEqual([[], [], []]);
  });
});
