import { describe, expect, it } from 'vitest';
import { pageButtons, paginate } from './paginate';

describe('paging', () => {
  const items = Array.from({ length: 30 }, (_, i) => i);
  it('cuts pages of 12 and clamps the page', () => {
    expect(paginate(items, 1).items).toHaveLength(12);
    expect(paginate(items, 3)).toEqual({ items: items.slice(24), page: 3, totalPages: 3 });
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
  it('shows at most 5 page buttons, sliding with the current page', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(2, 10)).toEqual([1, 2, 3, 4, 5]);
  });
});
