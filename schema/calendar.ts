import { addDays, daysBetween, formatDateOnly, mondayOf, parseDateOnly } from './dates';

/**
 * The city's collection calendar, shared so the server and the offline phone compute it identically:
 * the three holidays that push a week's collection one day later, declared delays, and recycling
 * every other week. Every rule reads a job's REGULAR date (the one it would have without any move).
 */

export interface Holiday {
  date: string;
  name: string;
}

/** A move of the regular collection dates of [startDate, endDate] by shiftDays. */
export interface CalendarShift {
  name: string;
  startDate: string;
  endDate: string;
  shiftDays: number;
}

export const HOLIDAY_SHIFT_DAYS = 1;

/** Fourth Thursday of November. */
export function thanksgiving(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1));
  const toThursday = (4 - first.getUTCDay() + 7) % 7;
  return formatDateOnly(new Date(Date.UTC(year, 10, 1 + toThursday + 21)));
}

/** The holidays of a year, in date order. */
export function holidaysOf(year: number): Holiday[] {
  return [
    { date: `${year}-01-01`, name: "New Year's Day" },
    { date: thanksgiving(year), name: 'Thanksgiving' },
    { date: `${year}-12-25`, name: 'Christmas' },
  ];
}

const isWeekday = (date: string) => {
  const day = parseDateOnly(date).getUTCDay();
  return day >= 1 && day <= 5;
};

/**
 * Holiday weeks overlapping [from, to]: a holiday on Monday–Friday moves its own day and the later
 * days of its Monday–Sunday week; one on a weekend moves nothing.
 */
export function holidayShiftsBetween(from: string, to: string): CalendarShift[] {
  const out: CalendarShift[] = [];
  const first = parseDateOnly(from).getUTCFullYear();
  const last = parseDateOnly(to).getUTCFullYear();
  for (let year = first; year <= last; year++) {
    for (const h of holidaysOf(year)) {
      if (!isWeekday(h.date)) continue;
      const endDate = addDays(mondayOf(h.date), 6);
      if (endDate < from || h.date > to) continue;
      out.push({ name: h.name, startDate: h.date, endDate, shiftDays: HOLIDAY_SHIFT_DAYS });
    }
  }
  return out;
}

/** The holiday week moving this regular date, if any. */
export const holidayShiftFor = (regularDate: string): CalendarShift | undefined =>
  holidayShiftsBetween(regularDate, regularDate)[0];

/** The most a job ever moves from its regular date, its holiday move and any delay together. */
export const MAX_TOTAL_SHIFT_DAYS = 7;

/** 'one day later', 'two days later' … for banners and the tracking page. */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
export const laterLabel = (days: number) =>
  `${NUMBER_WORDS[days] ?? String(days)} ${days === 1 ? 'day' : 'days'} later`;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Fri, Nov 27' (the same on the server, in texts, and on the phone offline). */
export function shortDay(date: string): string {
  const d = parseDateOnly(date);
  return `${DAY_NAMES[d.getUTCDay()]}, ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/**
 * A banner naming the dates it moves: 'Snow delay: Fri, Nov 27 collections move to Sat, Nov 28',
 * 'Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later'.
 */
export function shiftBanner(shift: CalendarShift, kind: 'holiday' | 'delay') {
  const label = `${shift.name}${kind === 'holiday' ? ' week' : ''}`;
  if (shift.startDate === shift.endDate)
    return `${label}: ${shortDay(shift.startDate)} collections move to ${shortDay(addDays(shift.startDate, shift.shiftDays))}`;
  return `${label}: ${shortDay(shift.startDate)} – ${shortDay(shift.endDate)} collections move ${laterLabel(shift.shiftDays)}`;
}

/**
 * Whether recycling is collected on this regular date: every 14 days from the anchor, both directions
 * (counted in Monday-start weeks, so a service-day change within the week keeps the parity). No
 * anchor: unknown, recycling goes out every week.
 */
export function recyclingWeek(anchor: string | null | undefined, regularDate: string): boolean {
  if (!anchor) return true;
  const weeks = Math.round(daysBetween(mondayOf(anchor), mondayOf(regularDate)) / 7);
  return weeks % 2 === 0;
}

/** The next regular recycling date on or after `from` (the anchor's weekday). */
export function nextRecyclingDate(anchor: string, from: string): string {
  const diff = daysBetween(anchor, from);
  const steps = Math.ceil(diff / 14);
  return addDays(anchor, steps * 14);
}

export interface Bins {
  garbage: number;
  compost: number;
  recycling: number;
}

export interface BinCustomer {
  needsGarbage: boolean;
  garbageQty: number;
  needsCompost: boolean;
  compostQty: number;
  needsRecycling: boolean;
  recyclingQty: number;
  recyclingAnchorDate: string | null;
}

/** The customer's bins the city collects on this regular date; 0 for a stream not collected or not subscribed. */
export function binsFor(c: BinCustomer, regularDate: string): Bins {
  return {
    garbage: c.needsGarbage ? c.garbageQty : 0,
    compost: c.needsCompost ? c.compostQty : 0,
    recycling: c.needsRecycling && recyclingWeek(c.recyclingAnchorDate, regularDate) ? c.recyclingQty : 0,
  };
}

/** '2 Garbage • 1 Compost' (streams with no bins left out). */
export function binsLine(b: Bins): string {
  const parts: string[] = [];
  if (b.garbage > 0) parts.push(`${b.garbage} Garbage`);
  if (b.compost > 0) parts.push(`${b.compost} Compost`);
  if (b.recycling > 0) parts.push(`${b.recycling} Recycling`);
  return parts.length ? parts.join(' • ') : 'No bins this week';
}

/**
 * Why a job is off its regular date ('Thanksgiving', 'Snow delay', 'Thanksgiving, Snow delay'); null when
 * it is not. With `delayDays` known, a holiday is named only when it moved the job (not a date set by hand).
 */
export function moveReason(job: {
  collectionDate: string;
  regularDate: string | null;
  delayReason: string | null;
  delayDays?: number;
}) {
  if (!job.regularDate || job.regularDate === job.collectionDate) return null;
  const holidayMoved =
    job.delayDays === undefined || daysBetween(job.regularDate, job.collectionDate) !== job.delayDays;
  const holiday = holidayMoved ? holidayShiftFor(job.regularDate)?.name : undefined;
  return [holiday, job.delayReason].filter(Boolean).join(', ') || 'Rescheduled';
}
