import { daysBetween, isDateOnly, OPS_MSG } from '@bin-valet/schema';
import type { Context } from 'hono';
import { badRequest } from './errors';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const DATE_FORMAT_MSG = 'Dates must be written as yyyy-MM-dd';
export const rangeTooLong = (maxDays: number) => `The date range can be at most ${maxDays} days`;

function dateOrThrow(raw: string | undefined, requiredMessage: string): string {
  const value = raw?.trim() ?? '';
  if (!value) throw badRequest(requiredMessage);
  if (!isDateOnly(value)) throw badRequest(DATE_FORMAT_MSG);
  return value;
}

/** A start/end pair: both real dates, end not before start, at most `maxDays` days apart. */
export function checkRange(startDate: string, endDate: string, maxDays: number): DateRange {
  if (endDate < startDate) throw badRequest(OPS_MSG.endBeforeStart);
  if (daysBetween(startDate, endDate) > maxDays) throw badRequest(rangeTooLong(maxDays));
  return { startDate, endDate };
}

/**
 * Reads `?date=` (one day) or `?startDate=&endDate=` from the query. With only a
 * startDate the range is that one day. Anything malformed is a 400 with a clear message.
 */
export function queryRange(c: Context, maxDays: number, opts: { allowDate?: boolean } = {}): DateRange {
  const date = opts.allowDate ? c.req.query('date') : undefined;
  if (date !== undefined && c.req.query('startDate') === undefined) {
    const day = dateOrThrow(date, 'Date is required');
    return { startDate: day, endDate: day };
  }
  const startDate = dateOrThrow(c.req.query('startDate'), OPS_MSG.startDate);
  const rawEnd = c.req.query('endDate');
  const endDate = rawEnd === undefined ? startDate : dateOrThrow(rawEnd, OPS_MSG.endDate);
  return checkRange(startDate, endDate, maxDays);
}
