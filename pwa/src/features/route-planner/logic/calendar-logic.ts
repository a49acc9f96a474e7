import { addDays, CALENDAR_BUSY_MIN, CALENDAR_HEAVY_MIN, parseDateOnly } from '@bin-valet/schema';

/** yyyy-MM-01 of the month holding `date`. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** Last day of the month holding `date`. */
export function monthEnd(date: string): string {
  const d = parseDateOnly(monthStart(date));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return last.toISOString().slice(0, 10);
}

/** Last day of the month after the one holding `date` (the calendar-data query's end). */
export const nextMonthEnd = (date: string) => monthEnd(addDays(monthEnd(date), 1));

export type Load = 'light' | 'busy' | 'heavy';

/** 1–4 light, 5–9 busy, 10 or more heavy; no badge for an empty day. */
export function loadOf(count: number): Load | null {
  if (count <= 0) return null;
  if (count >= CALENDAR_HEAVY_MIN) return 'heavy';
  if (count >= CALENDAR_BUSY_MIN) return 'busy';
  return 'light';
}

export const LOAD_COLORS: Record<Load, string> = { light: 'green', busy: 'orange', heavy: 'red' };

/**
 * Day counts: the local database is the truth inside its working-set window (it includes changes not
 * yet synced); outside it, the server's calendar data when it could be fetched.
 */
export function mergeCounts(
  days: readonly string[],
  local: Readonly<Record<string, number>>,
  server: Readonly<Record<string, number>> | undefined,
  window: { start: string; end: string },
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of days) {
    const inside = d >= window.start && d <= window.end;
    out[d] = inside ? (local[d] ?? 0) : (server?.[d] ?? local[d] ?? 0);
  }
  return out;
}
