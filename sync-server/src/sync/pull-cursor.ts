import {
  addDays,
  JOB_MARGIN_DAYS,
  OFFICE_WINDOW_DAYS_AHEAD,
  OFFICE_WINDOW_DAYS_BACK,
  WORKING_SET_DAYS_AHEAD,
  WORKING_SET_DAYS_BACK,
} from '@bin-valet/schema';
import type { SessionUser } from '../app-env';
import { hasRole, OFFICE } from '../auth/guard';

/**
 * The pull's cursor and window (docs/architecture.md §4.4). A pull sends the rows of the working set
 * changed after the cursor, in version order. The cursor is `{version}.{windowEnd}.{floor}`:
 * - `version`: every change with a version ≤ it has been delivered (or was outside the window);
 * - `windowEnd`: the last task date the client's window covered. The window moves with the calendar
 *   without any version change, so when today's window ends later, the server first sends the rows of
 *   the newly covered days whose version ≤ `version` ("catch-up", one day per page); rows with a
 *   higher version come in the normal version order, so nothing is sent twice;
 * - `floor`: the version when the client's first pull started. Out-of-window rows changed after it
 *   are sent as removals (a task moved out of the window must leave the phone); before it the client
 *   had nothing to remove.
 * Jobs (and job assignments) use a window JOB_MARGIN_DAYS wider on each side, since a job's two tasks
 * straddle its collection date.
 * The window depends on who pulls (`windowFor`): a crew phone holds its own stops over weeks, an office
 * browser every crew's stops over a short window. A cursor whose end lies beyond the window (an office
 * browser from before the window was shorter) is walked back first, a week of removals per page.
 */

export interface Cursor {
  version: number;
  end: string;
  floor: number;
  /**
   * The database's epoch (a fourth part, absent while 0): a restore starts a new one, and versions of
   * another epoch mean nothing here, so such a cursor is answered "start again".
   */
  epoch: number;
  /**
   * A crew phone's cursor names the set of stops it holds (`~` and a hash, see ./held-sets), so the
   * next pull can send what entered its working set and what left it.
   */
  held?: string;
}

const CURSOR_RE = /^(\d{1,15})\.(\d{4}-\d{2}-\d{2})\.(\d{1,15})(?:\.(\d{1,15}))?(?:~([0-9a-f]{16}))?$/;
export const parseCursor = (s: string): Cursor | null => {
  const m = CURSOR_RE.exec(s);
  if (!m) return null;
  const c: Cursor = { version: Number(m[1]), end: m[2], floor: Number(m[3]), epoch: Number(m[4] ?? 0) };
  if (m[5]) c.held = m[5];
  return c;
};
export const formatCursor = (c: Cursor) =>
  `${c.version}.${c.end}.${c.floor}${c.epoch ? `.${c.epoch}` : ''}${c.held ? `~${c.held}` : ''}`;

export interface Window {
  start: string;
  end: string;
}
export const jobWindow = (w: Window): Window => ({
  start: addDays(w.start, -JOB_MARGIN_DAYS),
  end: addDays(w.end, JOB_MARGIN_DAYS),
});
export const maxDate = (a: string, b: string) => (a > b ? a : b);

/** What a device replicates: a crew phone its own stops, an office browser the whole company. */
export type Replica = 'crew' | 'office';
export const replicaOf = (user: Pick<SessionUser, 'role'>): Replica => (hasRole(user, OFFICE) ? 'office' : 'crew');

/**
 * The one place that says which days a device replicates: the office's is short because it holds every
 * crew's stops (older and later dates are online reads); a crew phone keeps weeks of its own.
 */
export function windowFor(today: string, replica: Replica): Window {
  return replica === 'office'
    ? { start: addDays(today, -OFFICE_WINDOW_DAYS_BACK), end: addDays(today, OFFICE_WINDOW_DAYS_AHEAD) }
    : { start: addDays(today, -WORKING_SET_DAYS_BACK), end: addDays(today, WORKING_SET_DAYS_AHEAD) };
}

/** A day's route order is kept only for days a device holds, so an account cannot fill the table with others. */
export function routeDateRefusal(date: string, today: string, replica: Replica): string | null {
  const w = windowFor(today, replica);
  return date < w.start || date > w.end ? "A route can only be ordered for a day in the phone's working set" : null;
}

/** About this many newly covered days per catch-up page. */
const CATCH_UP_DAYS = 7;
/** A page also takes the window's last few days rather than leave them a round trip of their own. */
const CATCH_UP_TAIL_DAYS = 3;

/** The last day of a catch-up page starting at `from`. */
export function pageEnd(from: string, windowEnd: string): string {
  const to = addDays(from, CATCH_UP_DAYS - 1);
  return to >= addDays(windowEnd, -CATCH_UP_TAIL_DAYS) ? windowEnd : to;
}

/** The first day of a shrink page removing the days up to `cursorEnd` that the window no longer covers. */
export function shrinkStart(cursorEnd: string, windowEnd: string): string {
  return maxDate(addDays(windowEnd, 1), addDays(cursorEnd, -(CATCH_UP_DAYS - 1)));
}
