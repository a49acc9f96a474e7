import { addDays, nextRecyclingDate, onOrAfter, type Weekday } from '@bin-valet/schema';
import { formatDate } from '../../../lib/format';

/** The two next regular collection dates: picking either one fixes the every-other-week rhythm. */
export function recyclingChoices(today: string, collectionDay: string): { value: string; label: string }[] {
  const first = onOrAfter(today, collectionDay as Weekday);
  return [first, addDays(first, 7)].map((d) => ({ value: d, label: formatDate(d, 'EEE, MMM d') }));
}

/** 'Recycling: every other week, next on Fri, Dec 4' or 'Recycling: every week'. */
export function recyclingSummary(anchor: string | null, today: string): string {
  if (!anchor) return 'Recycling: every week';
  return `Recycling: every other week, next on ${formatDate(nextRecyclingDate(anchor, today), 'EEE, MMM d')}`;
}
