import { type CalendarShift, holidayShiftFor, holidaysOf } from './calendar';
import { addDays, datesOnWeekday, daysBetween, parseDateOnly } from './dates';
import type { Weekday } from './enums';

/**
 * The one place that decides where the city collects: a customer's regular date, or a date a person
 * asked for, becomes the actual collection date. The holiday week moves it first; then each declared
 * delay, in the order declared, moves it when the date it has reached by then lies in the delay's range
 * (a delay is announced for the day the trucks do not come). Server and phone both call it.
 */

/** Where and why a job is collected. */
export interface CityDate {
  /** The date the city actually collects. */
  collectionDate: string;
  /** The regular date or the date asked for. */
  regularDate: string;
  /** The holiday whose week moved it, when one did. */
  holiday: string | null;
  /** The date before any declared delay (the regular date plus the holiday move). */
  baseDate: string;
  /** Days the declared delays moved it. */
  delayDays: number;
  /** The names of the delays that moved it, joined; null when none did. */
  delayReason: string | null;
  /** 'Thanksgiving', 'Snow delay', 'Thanksgiving, Snow delay'; null when collected on the regular date. */
  moveReason: string | null;
}

export const isHoliday = (date: string) =>
  holidaysOf(parseDateOnly(date).getUTCFullYear()).some((h) => h.date === date);

/**
 * Applies declared delays (in the order given, which is the order declared) to a date the city would
 * otherwise collect on. A delay landing on a holiday lands the day after: no truck runs that day either.
 */
export function applyDelays(baseDate: string, delays: readonly CalendarShift[]) {
  let date = baseDate;
  const names: string[] = [];
  for (const d of delays) {
    if (d.startDate > date || date > d.endDate) continue;
    date = addDays(date, d.shiftDays);
    while (isHoliday(date)) date = addDays(date, 1);
    if (!names.includes(d.name)) names.push(d.name);
  }
  return { date, delayDays: daysBetween(baseDate, date), delayReason: names.length ? names.join(', ') : null };
}

/**
 * The city's actual date for a regular (or asked-for) date. `exact` keeps a date the office set by hand
 * out of the holiday week's move; declared delays still move it (no truck comes that day).
 */
export function cityDate(
  regularDate: string,
  delays: readonly CalendarShift[] = [],
  options: { exact?: boolean } = {},
): CityDate {
  const holiday = options.exact ? undefined : holidayShiftFor(regularDate);
  let baseDate = addDays(regularDate, holiday?.shiftDays ?? 0);
  // A holiday week's Sunday moved onto the next week's holiday (New Year's Monday) moves on again.
  while (holiday && isHoliday(baseDate)) baseDate = addDays(baseDate, 1);
  const moved = applyDelays(baseDate, delays);
  const reasons = [holiday?.name, moved.delayReason].filter((r): r is string => !!r);
  return {
    collectionDate: moved.date,
    regularDate,
    holiday: holiday?.name ?? null,
    baseDate,
    delayDays: moved.delayDays,
    delayReason: moved.delayReason,
    moveReason: moved.date === regularDate || reasons.length === 0 ? null : reasons.join(', '),
  };
}

/** The same answer in the shape generation reads: the whole shift from the regular date. */
export function shiftedDate(regularDate: string, delays: readonly CalendarShift[] = []) {
  const placed = cityDate(regularDate, delays);
  return {
    date: placed.collectionDate,
    shiftDays: daysBetween(regularDate, placed.collectionDate),
    holiday: placed.holiday,
    delayReason: placed.delayReason,
    delayDays: placed.delayDays,
  };
}

/** A job's date before any declared delay (what a delay's removal returns it to). */
export const baseDateOf = (job: { collectionDate: string; delayDays: number }) =>
  addDays(job.collectionDate, -job.delayDays);

/** How far a holiday week or a declared delay can carry a regular date from where it was. */
const MOVE_REACH_DAYS = 14;

/**
 * Every date the city collects for a customer whose regular day is `weekday`, from `from` to `to`:
 * each regular date of that weekday, moved as `cityDate` moves it. The request calendar offers these
 * and the server accepts only these, so both read the city's rule from here.
 */
export function collectionDatesBetween(
  weekday: Weekday,
  from: string,
  to: string,
  delays: readonly CalendarShift[] = [],
): CityDate[] {
  return datesOnWeekday(addDays(from, -MOVE_REACH_DAYS), addDays(to, MOVE_REACH_DAYS), weekday)
    .map((regular) => cityDate(regular, delays))
    .filter((d) => d.collectionDate >= from && d.collectionDate <= to)
    .sort((a, b) => a.collectionDate.localeCompare(b.collectionDate));
}

/** The collection the city makes on `date` for that weekday's customers; null when it collects none of theirs then. */
export const collectionOn = (date: string, weekday: Weekday, delays: readonly CalendarShift[] = []) =>
  collectionDatesBetween(weekday, date, date, delays)[0] ?? null;
