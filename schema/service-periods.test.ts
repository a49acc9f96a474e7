import { describe, expect, it } from 'vitest';
import { splitPeriods } from './service-periods';

const p = (id: number, startDate: string, endDate: string | null, status = 'active') => ({
  id,
  startDate,
  endDate,
  status,
});
const TODAY = '2026-11-23';

describe('splitPeriods', () => {
  it('shows the period running today and keeps the ended ones for the history, newest first', () => {
    const old = p(1, '2024-09-01', '2024-12-31');
    const older = p(2, '2024-01-01', '2024-05-31', 'completed');
    const now = p(3, '2026-09-01', '2026-12-31');
    const split = splitPeriods([old, now, older], TODAY);
    expect(split.current).toBe(now);
    expect(split.upcoming).toBe(false);
    expect(split.past).toEqual([old, older]);
  });

  it('prefers an active period over a paused one on the same day, and takes an open-ended one', () => {
    const paused = p(1, '2026-10-01', null, 'paused');
    const active = p(2, '2026-08-01', null);
    expect(splitPeriods([paused, active], TODAY).current).toBe(active);
  });

  it('falls back to the next period to start, and to none when only past or cancelled ones exist', () => {
    const next = p(1, '2027-01-04', '2027-05-31');
    const later = p(2, '2027-09-01', null);
    expect(splitPeriods([later, next], TODAY)).toMatchObject({ current: next, upcoming: true, past: [] });
    const cancelled = p(3, '2026-11-01', '2026-12-31', 'cancelled');
    const ended = p(4, '2025-01-01', '2025-06-30');
    expect(splitPeriods([cancelled, ended], TODAY)).toEqual({
      current: null,
      upcoming: false,
      past: [cancelled, ended],
    });
  });
});
