import { fieldErrors, type TimeOffType, timeOffCreateSchema } from '@bin-valet/schema';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import * as v from 'valibot';
import { formatDate } from './format';

export const TIME_OFF_TYPE_LABELS: Record<TimeOffType, string> = {
  vacation: 'Vacation',
  sick: 'Sick',
  personal: 'Personal',
  other: 'Other',
};
export const timeOffTypeLabel = (t: string) => TIME_OFF_TYPE_LABELS[t as TimeOffType] ?? t;

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** Inclusive day count: the same start and end is 1 day. Null when a date is missing or reversed. */
export function inclusiveDays(start: string, end: string): number | null {
  if (!isDay(start) || !isDay(end)) return null;
  const n = differenceInCalendarDays(parseISO(end), parseISO(start)) + 1;
  return n >= 1 ? n : null;
}

/** '1 day' / 'N days'. */
export const durationLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** 'Jun 2, 2026' or 'Jun 2, 2026 - Jun 5, 2026'. */
export const dateRangeLabel = (start: string, end: string) =>
  start === end ? formatDate(start) : `${formatDate(start)} - ${formatDate(end)}`;

/** A short range for a sentence: 'Dec 18', 'Dec 18–21', 'Dec 30 – Jan 2' (the year only when it is not the same). */
export function shortRangeLabel(start: string, end: string): string {
  if (start === end) return formatDate(start, 'MMM d');
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  if (sameYear && start.slice(0, 7) === end.slice(0, 7)) return `${formatDate(start, 'MMM d')}–${formatDate(end, 'd')}`;
  const pattern = sameYear ? 'MMM d' : 'MMM d, yyyy';
  return `${formatDate(start, pattern)} – ${formatDate(end, pattern)}`;
}

export interface TimeOffFormValues {
  startDate: string;
  endDate: string;
  type: string;
  notes: string;
}

export const EMPTY_TIME_OFF: TimeOffFormValues = { startDate: '', endDate: '', type: '', notes: '' };

export type TimeOffBody = v.InferOutput<typeof timeOffCreateSchema>;

/** Validates with the shared schema and its messages; blank notes are sent as null. */
export function validateTimeOff(
  values: TimeOffFormValues,
): { ok: true; body: TimeOffBody } | { ok: false; errors: Record<string, string> } {
  const parsed = v.safeParse(timeOffCreateSchema, { ...values, notes: values.notes.trim() || null });
  if (parsed.success) return { ok: true, body: parsed.output };
  return { ok: false, errors: fieldErrors(parsed.issues) };
}

/**
 * Minimum for the start input: today, but never later than an existing request's own start
 * (editing last week's sick day must stay possible).
 */
export const startMin = (today: string, existingStart?: string) =>
  existingStart && existingStart < today ? existingStart : today;

/** The end input's minimum is the chosen start, else the start minimum. */
export const endMin = (startMinValue: string, start: string) =>
  start && start > startMinValue ? start : startMinValue;
