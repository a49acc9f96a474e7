import { describe, expect, it } from 'vitest';
import {
  dateRangeLabel,
  durationLabel,
  endMin,
  inclusiveDays,
  shortRangeLabel,
  startMin,
  validateTimeOff,
} from './time-off';

describe('inclusiveDays', () => {
  it('counts both ends', () => {
    expect(inclusiveDays('2026-06-01', '2026-06-01')).toBe(1);
    expect(inclusiveDays('2026-06-01', '2026-06-05')).toBe(5);
    expect(inclusiveDays('2026-02-27', '2026-03-02')).toBe(4);
  });
  it('is null for missing or reversed dates', () => {
    expect(inclusiveDays('', '2026-06-01')).toBeNull();
    expect(inclusiveDays('2026-06-05', '2026-06-01')).toBeNull();
  });
  it('labels one day and many days', () => {
    expect(durationLabel(1)).toBe('1 day');
    expect(durationLabel(3)).toBe('3 days');
  });
});

describe('validateTimeOff', () => {
  it('gives the spec messages', () => {
    const r = validateTimeOff({ startDate: '', endDate: '', type: '', notes: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.startDate).toBe('Start date is required');
      expect(r.errors.endDate).toBe('End date is required');
      expect(r.errors.type).toBe('Please select a time off type');
    }
  });
  it('refuses an end before the start', () => {
    const r = validateTimeOff({ startDate: '2026-06-05', endDate: '2026-06-01', type: 'sick', notes: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.endDate).toBe('End date must be on or after start date');
  });
  it('sends blank notes as null', () => {
    const r = validateTimeOff({ startDate: '2026-06-01', endDate: '2026-06-01', type: 'vacation', notes: '  ' });
    expect(r).toEqual({
      ok: true,
      body: { startDate: '2026-06-01', endDate: '2026-06-01', type: 'vacation', notes: null },
    });
  });
});

describe('date limits and labels', () => {
  it('start minimum is today unless an existing request started earlier', () => {
    expect(startMin('2026-06-10')).toBe('2026-06-10');
    expect(startMin('2026-06-10', '2026-06-01')).toBe('2026-06-01');
    expect(startMin('2026-06-10', '2026-06-20')).toBe('2026-06-10');
  });
  it('end minimum follows the start', () => {
    expect(endMin('2026-06-10', '')).toBe('2026-06-10');
    expect(endMin('2026-06-10', '2026-06-12')).toBe('2026-06-12');
  });
  it('shows one date or a range', () => {
    expect(dateRangeLabel('2026-06-01', '2026-06-01')).toBe('Jun 1, 2026');
    expect(dateRangeLabel('2026-06-01', '2026-06-03')).toBe('Jun 1, 2026 - Jun 3, 2026');
  });
});

describe('shortRangeLabel', () => {
  it('says one day, days of one month, and ranges across months and years', () => {
    expect(shortRangeLabel('2026-12-18', '2026-12-18')).toBe('Dec 18');
    expect(shortRangeLabel('2026-12-18', '2026-12-21')).toBe('Dec 18–21');
    expect(shortRangeLabel('2026-11-30', '2026-12-02')).toBe('Nov 30 – Dec 2');
    expect(shortRangeLabel('2026-12-30', '2027-01-02')).toBe('Dec 30, 2026 – Jan 2, 2027');
  });
});
