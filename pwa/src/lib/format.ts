import { RELATIVE_MONTHS_AFTER_DAYS, RELATIVE_WEEKS_AFTER_DAYS, RELATIVE_YEARS_AFTER_DAYS } from '@bin-valet/schema';
import { differenceInMonths } from 'date-fns';
import { calendarDaysBetween, formatPattern, isValidDate, localDay } from './date-pattern';

/**
 * The one formatting module for values: dates, ages, phones, bins and durations (the words and
 * colours for codes are in ./labels). Date-only strings (yyyy-MM-dd) are parsed as local calendar
 * days so they never shift by a zone.
 */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return isValidDate(value) ? value : null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? localDay(value) : new Date(value);
  return isValidDate(d) ? d : null;
}

/** 'MMM d, yyyy', or the fallback (a dash by default, 'Not set' where the spec says so). */
export function formatDate(value: string | Date | null | undefined, pattern = 'MMM d, yyyy', fallback = '-'): string {
  const d = toDate(value);
  return d ? formatPattern(d, pattern) : fallback;
}

export const formatDateOrNotSet = (value: string | Date | null | undefined, pattern = 'MMM d, yyyy') =>
  formatDate(value, pattern, 'Not set');

/** yyyy-MM-dd of a local Date. */
export const isoDay = (d: Date) => formatPattern(d, 'yyyy-MM-dd');

const digits = (s: string) => s.replace(/\D/g, '');

/** (xxx) xxx-xxxx for 10 digits, else the raw value (admin and employee pages). */
export function formatPhoneParens(phone: string | null | undefined): string {
  if (!phone) return '';
  const d = digits(phone);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
}

/** xxx-xxx-xxxx for 10 digits, else the raw value (tracking page and customer detail). */
export function formatPhoneDashes(phone: string | null | undefined): string {
  if (!phone) return '';
  const d = digits(phone);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : phone;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Customer-since age: Today, Yesterday, N days ago (< 7), N weeks ago (< 30),
 * N months ago (< 365), N years ago.
 */
export function relativeAge(value: string | Date | null | undefined, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return '';
  const days = calendarDaysBetween(now, d);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < RELATIVE_WEEKS_AFTER_DAYS) return `${days} days ago`;
  if (days < RELATIVE_MONTHS_AFTER_DAYS) return `${plural(Math.floor(days / 7), 'week')} ago`;
  if (days < RELATIVE_YEARS_AFTER_DAYS) return `${plural(Math.max(1, Math.floor(days / 30)), 'month')} ago`;
  return `${plural(Math.floor(days / 365), 'year')} ago`;
}

/**
 * Hire-date age: Today, '3 days ago', '2 weeks ago', '1 month ago', '1 year 2 months ago';
 * switches at 7 days, 30 days and 12 months.
 */
export function hireAge(value: string | Date | null | undefined, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return 'No date';
  const days = calendarDaysBetween(now, d);
  if (days <= 0) return 'Today';
  if (days < RELATIVE_WEEKS_AFTER_DAYS) return `${plural(days, 'day')} ago`;
  if (days < RELATIVE_MONTHS_AFTER_DAYS) return `${plural(Math.floor(days / 7), 'week')} ago`;
  const months = Math.max(1, differenceInMonths(now, d));
  if (months < 12) return `${plural(months, 'month')} ago`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest ? `${plural(years, 'year')} ${plural(rest, 'month')} ago` : `${plural(years, 'year')} ago`;
}

/** '2 Garbage • 1 Compost • 1 Recycling' (each defaults to 1 when the bin type is needed). */
export function binSummary(c: {
  needsGarbage: boolean;
  garbageQty: number | null;
  needsCompost: boolean;
  compostQty: number | null;
  needsRecycling: boolean;
  recyclingQty: number | null;
}): string {
  const parts: string[] = [];
  if (c.needsGarbage) parts.push(`${c.garbageQty || 1} Garbage`);
  if (c.needsCompost) parts.push(`${c.compostQty || 1} Compost`);
  if (c.needsRecycling) parts.push(`${c.recyclingQty || 1} Recycling`);
  return parts.join(' • ');
}

/** 'Xh Ym' or 'Ym'. */
export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}
