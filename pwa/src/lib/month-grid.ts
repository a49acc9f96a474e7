import { addDays, addMonths, mondayOf } from '@bin-valet/schema';

/** Every month calendar of the app lays weeks out Monday to Sunday, as the office's weeks run. */

/** Column headers, Monday first: short label and the full name a screen reader or tooltip gives. */
export const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** Weeks of 7 cells, Monday first, covering the month holding `date` (yyyy-MM or yyyy-MM-dd); days outside it are null. */
export function monthWeeks(date: string): (string | null)[][] {
  const month = date.slice(0, 7);
  const first = `${month}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: (string | null)[][] = [];
  for (let start = mondayOf(first); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)).map((d) => (d.slice(0, 7) === month ? d : null)));
  }
  return weeks;
}
