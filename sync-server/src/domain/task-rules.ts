import { addDays, type Role, shortDayName, type TaskStatus, todayIn } from '@bin-valet/schema';

export { TASK_REFUSAL, taskNoteRefusal, taskTransitionRefusal } from '@bin-valet/schema';

/** Bins go back no earlier than they went out (409 from the server; docs/architecture.md §5.3). */
export const binsOrderOk = (takeToCurbDate: string, returnToHouseDate: string) => returnToHouseDate >= takeToCurbDate;

/** Crew may work a stop from the day before its date on (bins go out the evening before). */
export const DUE_DAYS_AHEAD = 1;

const isOffice = (role: Role) => role === 'admin' || role === 'manager' || role === 'customer_service';

/**
 * A stop dated further ahead than tomorrow is not the crew's to complete or miss yet, whichever path
 * the change takes. Returns a reason the crew can read, or null when allowed.
 */
export function notDueRefusal(role: Role, scheduledDate: string, to: TaskStatus, today: string): string | null {
  if (isOffice(role) || (to !== 'completed' && to !== 'missed')) return null;
  const from = addDays(scheduledDate, -DUE_DAYS_AHEAD);
  if (today >= from) return null;
  const verb = to === 'completed' ? 'completed' : 'marked missed';
  return `This stop is for ${shortDayName(scheduledDate)}; it can be ${verb} from ${shortDayName(from)}`;
}

/**
 * The time to store for a tap (a completion, a curb photo) the phone says it made at `given`: kept
 * when it lies between the start of the day before the stop (or today, for a stop closed early) and
 * now in the business zone; otherwise the server's own time, so a phone with a wrong clock loses no work.
 */
export function tapTime(
  given: string | null | undefined,
  scheduledDate: string,
  timeZone: string,
  now: Date,
): { at: string; clamped: boolean } {
  const arrival = now.toISOString();
  if (!given) return { at: arrival, clamped: false };
  const at = new Date(given);
  if (Number.isNaN(at.getTime())) return { at: arrival, clamped: true };
  const today = todayIn(timeZone, now);
  const dayBefore = addDays(scheduledDate, -DUE_DAYS_AHEAD);
  const earliestDay = [dayBefore, today].sort()[0];
  const tooLate = at.getTime() > now.getTime();
  const tooEarly = todayIn(timeZone, at) < earliestDay;
  return tooLate || tooEarly ? { at: arrival, clamped: true } : { at: at.toISOString(), clamped: false };
}
