/**
 * A date formatter for the few date-fns patterns the app uses (en-US, local time), so the crew's first
 * screen does not download date-fns' whole `format` and locale (docs/decisions/0023-crew-startup-javascript.md).
 */
import { MONTH_NAMES } from '@bin-valet/schema';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const TOKENS: Record<string, (d: Date) => string> = {
  yyyy: (d) => pad(d.getFullYear(), 4),
  MMMM: (d) => MONTH_NAMES[d.getMonth()] as string,
  MMM: (d) => (MONTH_NAMES[d.getMonth()] as string).slice(0, 3),
  MM: (d) => pad(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  dd: (d) => pad(d.getDate()),
  d: (d) => String(d.getDate()),
  EEEE: (d) => WEEKDAYS[d.getDay()] as string,
  EEE: (d) => (WEEKDAYS[d.getDay()] as string).slice(0, 3),
  HH: (d) => pad(d.getHours()),
  hh: (d) => pad(d.getHours() % 12 || 12),
  h: (d) => String(d.getHours() % 12 || 12),
  mm: (d) => pad(d.getMinutes()),
  a: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
};
const TOKEN = /yyyy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|hh|h|mm|a|'[^']*'|[A-Za-z]/g;

/** `d` in `pattern` (date-fns tokens: yyyy MMMM MMM MM M dd d EEEE EEE HH hh h mm a, 'quoted text'). */
export function formatPattern(d: Date, pattern: string): string {
  return pattern.replace(TOKEN, (token) => {
    if (token.startsWith("'")) return token.slice(1, -1);
    const fn = TOKENS[token];
    if (!fn) throw new RangeError(`Unsupported date pattern token '${token}' in '${pattern}'`);
    return fn(d);
  });
}

/** The local calendar day of a yyyy-MM-dd string (never shifted by a zone); an invalid date for '2026-02-30'. */
export function localDay(value: string): Date {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(y, m - 1, d);
  return day.getFullYear() === y && day.getMonth() === m - 1 && day.getDate() === d ? day : new Date(Number.NaN);
}

export const isValidDate = (d: Date) => !Number.isNaN(d.getTime());

/** Calendar days from `earlier` to `later` in local time (daylight-saving days count as one). */
export function calendarDaysBetween(later: Date, earlier: Date): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(later) - utc(earlier)) / 86_400_000);
}
