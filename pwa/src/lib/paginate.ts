import { MAX_PAGE_BUTTONS, PAGE_SIZE } from '@bin-valet/schema';

/** One page of items (page is 1-based and clamped to the last page). */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** At most `max` page buttons, a window around the current page that slides at the ends. */
export function pageButtons(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, totalPages);
  let first = Math.max(1, current - Math.floor(count / 2));
  first = Math.min(first, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
