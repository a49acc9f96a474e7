import { addDays, daysBetween, holidayShiftFor, holidayShiftsBetween, shiftBanner } from '@bin-valet/schema';

/** A banner line of the city's calendar for the days a screen shows. */
export interface CalendarNotice {
  key: string;
  kind: 'holiday' | 'delay';
  text: string;
}

export interface MovedJobLike {
  collectionDate: string;
  regularDate: string | null;
  delayReason: string | null;
  /** Days declared delays moved the job (its date before them is collectionDate minus this). */
  delayDays?: number;
}

/** Days a move touches: bins go out the evening before its first day, and its last day lands shiftDays later. */
const touches = (start: string, end: string, shiftDays: number, from: string, to: string) =>
  addDays(start, -1) <= to && addDays(end, shiftDays) >= from;

/**
 * The holiday weeks (computed here, so they show offline) and the declared delays (read from the
 * moved jobs the phone holds: the delay itself never replicates) touching [from, to].
 */
export function calendarNotices(from: string, to: string, jobs: readonly MovedJobLike[]): CalendarNotice[] {
  const out: CalendarNotice[] = [];
  for (const h of holidayShiftsBetween(addDays(from, -7), addDays(to, 1))) {
    if (touches(h.startDate, h.endDate, h.shiftDays, from, to))
      out.push({ key: `holiday-${h.startDate}`, kind: 'holiday', text: shiftBanner(h, 'holiday') });
  }
  const delays = new Map<string, { name: string; days: number; start: string; end: string }>();
  for (const job of jobs) {
    if (!job.delayReason || !job.regularDate) continue;
    const days =
      job.delayDays ??
      daysBetween(job.regularDate, job.collectionDate) - (holidayShiftFor(job.regularDate)?.shiftDays ?? 0);
    if (days <= 0) continue;
    // A delay is declared for the day the trucks do not come: the date the job had before it.
    const due = addDays(job.collectionDate, -days);
    const key = `${job.delayReason}|${days}`;
    const seen = delays.get(key);
    if (!seen) delays.set(key, { name: job.delayReason, days, start: due, end: due });
    else {
      if (due < seen.start) seen.start = due;
      if (due > seen.end) seen.end = due;
    }
  }
  for (const [key, d] of delays) {
    if (touches(d.start, d.end, d.days, from, to))
      out.push({
        key: `delay-${key}`,
        kind: 'delay',
        text: shiftBanner({ name: d.name, startDate: d.start, endDate: d.end, shiftDays: d.days }, 'delay'),
      });
  }
  return out;
}
