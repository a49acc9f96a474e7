import { type CalendarShift, cityDate, type ServiceChangeItem } from '@bin-valet/schema';
import { formatDate } from './format';

const day = (date: string) => formatDate(date, 'EEE, MMM d');

/**
 * What the city does with a date someone asks for, said before they confirm: "Fri, Nov 27 is collected
 * Sat, Nov 28 this week (Thanksgiving)". Null when the city collects on the date asked.
 */
export function askedDateNote(asked: string, delays: readonly CalendarShift[] = []): string | null {
  const placed = cityDate(asked, delays);
  if (!placed.moveReason) return null;
  return `${day(asked)} is collected ${day(placed.collectionDate)} this week (${placed.moveReason})`;
}

/** The declared delays of an office list, in the order declared (the order they apply in). */
export const declaredDelays = (items: readonly ServiceChangeItem[] | undefined): CalendarShift[] =>
  (items ?? [])
    .filter((i) => i.kind === 'delay')
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map(({ name, startDate, endDate, shiftDays }) => ({ name, startDate, endDate, shiftDays }));
