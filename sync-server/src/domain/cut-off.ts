import { addDays, shortDayName } from '@bin-valet/schema';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - (instant - (instant % 1000));
}

/** The instant it is noon on `date` in `timeZone` (noon is never inside a daylight-saving jump). */
export function noonIn(date: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T12:00:00Z`);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return new Date(guess);
}

/**
 * Customers change a collection until noon (business time) of the day before its bins go out: the
 * office plans the evening's routes that afternoon.
 */
export function changesCloseAt(binsOutDate: string, timeZone: string): Date {
  return noonIn(addDays(binsOutDate, -1), timeZone);
}

export const isClosed = (binsOutDate: string, timeZone: string, now: Date) =>
  now.getTime() >= changesCloseAt(binsOutDate, timeZone).getTime();

/** "Changes to Fri, Dec 4 close at noon on Wed, Dec 2" */
export const closedMessage = (collectionDate: string, binsOutDate: string) =>
  `Changes to ${shortDayName(collectionDate)} close at noon on ${shortDayName(addDays(binsOutDate, -1))}`;
