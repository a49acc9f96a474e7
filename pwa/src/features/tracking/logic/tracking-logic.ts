import { addMonths, binsLine, type PublicRequestDate, type TrackingRecord } from '@bin-valet/schema';
import { TRACKING_TASK_LABELS } from '../../../lib/labels';

/** Pure rules of the public tracking page: labels, the next collection, allowed dates, badge colours. */

/** take_to_curb / return_to_house by name, anything else as-is, absent → 'Standard service'. */
export const trackingTaskLabel = (taskType: string | null | undefined) =>
  taskType ? (TRACKING_TASK_LABELS[taskType] ?? taskType) : 'Standard service';

/** The soonest collection request still waiting for the office (the next collection itself comes from the server). */
export function pendingRequest(upcoming: readonly TrackingRecord[], today: string): TrackingRecord | null {
  const candidates = upcoming
    .filter((r) => r.collectionDate >= today && r.status === 'pending')
    .sort((a, b) => a.collectionDate.localeCompare(b.collectionDate));
  return candidates[0] ?? null;
}

/** How the request calendar shows a day: one to ask for, one already taken, or no collection at all. */
export type RequestDayState = 'open' | 'scheduled' | 'requested' | 'none';

/** The server lists the customer's actual collection dates (holiday weeks moved); any other day is 'none'. */
export function requestDayState(day: string, dates: readonly PublicRequestDate[]): RequestDayState {
  const entry = dates.find((d) => d.collectionDate === day);
  if (!entry) return 'none';
  return entry.taken ?? 'open';
}

/** The first date the customer can ask for (else the first listed, else today), to open the calendar on its month. */
export const firstOpenDate = (dates: readonly PublicRequestDate[], today: string) =>
  (dates.find((d) => d.taken === null) ?? dates[0])?.collectionDate ?? today;

/** 'yyyy-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);
export const shiftMonth = (month: string, by: number) => monthOf(addMonths(`${month}-01`, by));

/** A task's own date before a holiday or delay moved its job: 'Moved from Thursday, Nov 26 (Thanksgiving)'. */
export const movedNote = (r: Pick<TrackingRecord, 'movedFrom' | 'moveReason'>, format: (d: string) => string) =>
  r.movedFrom ? `Moved from ${format(r.movedFrom)} (${r.moveReason ?? 'rescheduled'})` : null;

/** 'Bins: 2 Garbage • 1 Compost' when the record knows its bins. */
export const binsNote = (r: Pick<TrackingRecord, 'bins'>) => (r.bins ? `Bins: ${binsLine(r.bins)}` : null);

export interface CurbPhoto {
  id: string;
  url: string;
  taskType: string | null;
  collectionDate: string;
  takenAt: string | null;
}

/** The photos of the customer's services done so far (today's included), newest first. */
export function curbPhotos(records: readonly TrackingRecord[], today: string, limit = 12): CurbPhoto[] {
  const out: CurbPhoto[] = [];
  for (const r of records) {
    if (r.collectionDate > today) continue;
    for (const p of r.photos ?? [])
      out.push({ id: p.id, url: p.url, taskType: r.taskType, collectionDate: r.collectionDate, takenAt: p.takenAt });
  }
  const key = (p: CurbPhoto) => `${p.collectionDate} ${p.takenAt ?? ''}`;
  return out.sort((a, b) => key(b).localeCompare(key(a))).slice(0, limit);
}
