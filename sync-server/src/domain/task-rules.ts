import { addDays, DUE_DAYS_AHEAD, todayIn } from '@bin-valet/schema';

export {
  DUE_DAYS_AHEAD,
  notDueRefusal,
  TASK_REFUSAL,
  taskNoteRefusal,
  taskTransitionRefusal,
} from '@bin-valet/schema';

/** Bins go back no earlier than they went out (409 from the server; docs/architecture.md §5.3). */
export const binsOrderOk = (takeToCurbDate: string, returnToHouseDate: string) => returnToHouseDate >= takeToCurbDate;

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
