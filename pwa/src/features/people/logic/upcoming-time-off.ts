import type { TimeOffListItem } from '@bin-valet/schema';
import { formatDate } from '../../../lib/format';
import { timeOffTypeLabel } from '../../../lib/time-off';

/** 'Vacation Dec 18 – Dec 21' or 'Sick Leave Dec 18'; a pending request says it waits. */
export function timeOffSummary(t: Pick<TimeOffListItem, 'type' | 'startDate' | 'endDate' | 'status'>): string {
  const range =
    t.startDate === t.endDate
      ? formatDate(t.startDate, 'MMM d')
      : `${formatDate(t.startDate, 'MMM d')} – ${formatDate(t.endDate, 'MMM d')}`;
  return `${timeOffTypeLabel(t.type)} ${range}${t.status === 'pending' ? ' (waiting for approval)' : ''}`;
}

/** Each employee's approved or pending time off, soonest first; denied requests are not time off. */
export function upcomingByEmployee(list: readonly TimeOffListItem[]): Map<number, TimeOffListItem[]> {
  const out = new Map<number, TimeOffListItem[]>();
  for (const t of [...list].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)) {
    if (t.status === 'denied') continue;
    out.set(t.employeeId, [...(out.get(t.employeeId) ?? []), t]);
  }
  return out;
}
