import type { MessagingConfig } from '../env';

type Window = NonNullable<MessagingConfig['quietHours']>;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Seconds since local midnight in `timeZone`. */
function secondsOfDay(now: Date, timeZone: string): number {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  // One formatting for all three fields: each message queued while a provider is set comes through here.
  const parts = format.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 3600 + get('minute') * 60 + get('second');
}

const DAY = 24 * 3600;

/**
 * When the quiet hours `now` falls in end, or null outside them (or with none configured). The
 * window may wrap midnight (21:00-08:00). A DST change inside the window moves the end by its hour.
 */
export function quietUntil(now: Date, window: Window | null, timeZone: string): Date | null {
  if (!window) return null;
  const t = secondsOfDay(now, timeZone);
  const start = window.start * 60;
  const end = window.end * 60;
  const inside = start < end ? t >= start && t < end : t >= start || t < end;
  if (!inside) return null;
  const wait = (((end - t) % DAY) + DAY) % DAY;
  const ms = now.getTime() - (now.getTime() % 1000) + wait * 1000;
  return new Date(ms);
}
