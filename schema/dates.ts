import { WEEKDAYS, type Weekday } from './enums';

/**
 * Date-only arithmetic on yyyy-MM-dd strings. Calendar dates carry no zone, so the math runs in UTC
 * and never shifts a day; "today" is computed in the business zone by `todayIn`.
 */
const MS_DAY = 86_400_000;

export const parseDateOnly = (s: string): Date => new Date(`${s}T00:00:00Z`);
export const formatDateOnly = (d: Date): string => d.toISOString().slice(0, 10);

export const addDays = (s: string, n: number): string =>
  formatDateOnly(new Date(parseDateOnly(s).getTime() + n * MS_DAY));

export const daysBetween = (from: string, to: string): number =>
  Math.round((parseDateOnly(to).getTime() - parseDateOnly(from).getTime()) / MS_DAY);

/** Weekday name of a date (monday..sunday). */
export const weekdayOf = (s: string): Weekday => WEEKDAYS[(parseDateOnly(s).getUTCDay() + 6) % 7];

/** Index 0 = monday .. 6 = sunday. */
export const weekdayIndex = (w: Weekday): number => WEEKDAYS.indexOf(w);

/** The Monday that starts the week of `s` (weeks start Monday). */
export const mondayOf = (s: string): string => addDays(s, -((parseDateOnly(s).getUTCDay() + 6) % 7));

/** Latest date ≤ s on weekday w. */
export const onOrBefore = (s: string, w: Weekday): string => {
  const diff = (((parseDateOnly(s).getUTCDay() + 6) % 7) - weekdayIndex(w) + 7) % 7;
  return addDays(s, -diff);
};

/** Earliest date ≥ s on weekday w. */
export const onOrAfter = (s: string, w: Weekday): string => {
  const diff = (weekdayIndex(w) - ((parseDateOnly(s).getUTCDay() + 6) % 7) + 7) % 7;
  return addDays(s, diff);
};

/** Every date in [start, end] on weekday w. */
export const datesOnWeekday = (start: string, end: string, w: Weekday): string[] => {
  const out: string[] = [];
  for (let d = onOrAfter(start, w); d <= end; d = addDays(d, 7)) out.push(d);
  return out;
};

/**
 * One formatter per zone, kept: a formatter built per call grows the C heap for good
 * (docs/decisions/0017-server-memory.md).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_DAY_FORMATS = 16;

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      numberingSystem: 'latn',
    });
    // Zones come from configuration, so a handful at most; the bound only guards against a caller
    // passing arbitrary input.
    if (dayFormats.size >= MAX_DAY_FORMATS) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** One numeric field of formatToParts' answer, or NaN. */
const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): number =>
  Number.parseInt(parts.find((p) => p.type === type)?.value ?? '', 10);

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Today's date in a IANA zone, as yyyy-MM-dd. Built from the formatter's parts: a locale's display
 * pattern differs between engines and their locale data (one prints 2026-11-26, another 11/26/2026).
 * Should an engine give no usable parts, the UTC date is a day off at worst, never an invalid date.
 */
export const todayIn = (timeZone: string, now: Date = new Date()): string => {
  const parts = dayFormat(timeZone).formatToParts(now);
  const year = partOf(parts, 'year');
  const month = partOf(parts, 'month');
  const day = partOf(parts, 'day');
  const valid = year > 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
  return valid ? `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` : formatDateOnly(now);
};

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const addMonths = (s: string, months: number): string => {
  const d = parseDateOnly(s);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return formatDateOnly(target);
};
