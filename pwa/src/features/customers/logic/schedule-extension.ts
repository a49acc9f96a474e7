import { addDays } from '@bin-valet/schema';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * The part of a service period added by moving its end date later (docs/architecture.md §5.2): jobs for an extension
 * start the day AFTER the old end date and run to the new one. Null when nothing was added: no old
 * end (the period was open-ended, so the new end shortens it), no new end, or the end did not move
 * later.
 */
export function extensionRange(oldEnd: string | null | undefined, newEnd: string | null | undefined): DateRange | null {
  if (!oldEnd || !newEnd || newEnd <= oldEnd) return null;
  return { startDate: addDays(oldEnd, 1), endDate: newEnd };
}

/** Weeks of jobs "Generate Jobs" creates for an open-ended period (matches the server's 8-week window). */
export const OPEN_PERIOD_GENERATE_WEEKS = 8;

/**
 * Range for "Generate Jobs" on a period: its own dates, never before today (past dates get no new
 * jobs); an open-ended period gets 8 weeks from the later of its start and today. Null when the
 * period is already over.
 */
export function generateRange(period: { startDate: string; endDate: string | null }, today: string): DateRange | null {
  const startDate = period.startDate > today ? period.startDate : today;
  const endDate = period.endDate ?? addDays(startDate, OPEN_PERIOD_GENERATE_WEEKS * 7 - 1);
  return endDate < startDate ? null : { startDate, endDate };
}
