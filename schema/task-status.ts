import { addDays } from './dates';
import type { Role, TaskStatus } from './enums';
import { shortDayName } from './message-templates';
import type { SetTaskStatusArgs } from './sync-protocol';

/**
 * What a crew status change writes on a task: the server when it applies the intent, the phone in its
 * optimistic copy. A completion keeps its time and position; a missed stop clears them.
 */
export function taskStatusEffect(a: SetTaskStatusArgs) {
  return {
    status: a.status,
    completedAt: a.status === 'completed' ? a.completedAt : null,
    completedLat: a.lat !== undefined ? String(a.lat) : null,
    completedLng: a.lng !== undefined ? String(a.lng) : null,
  };
}

// ---- the crew's rules for a task, checked by the server on every path and by the phone optimistically

export const TASK_REFUSAL = {
  crewStatus: 'Crew can only mark a task completed or missed',
  cancelled: 'Task was cancelled by the office',
  completed: 'Task is already completed',
} as const;

/** The roles that run the office: they may set any status and edit any note. */
const OFFICE_TASK_ROLES: readonly string[] = ['admin', 'manager', 'customer_service'] satisfies Role[];
const isOffice = (role: Role | string) => OFFICE_TASK_ROLES.includes(role);

/**
 * Who may move a task from one status to another: the office sets any status; crew may only
 * complete or miss a scheduled task. Returns the refusal reason, or null when allowed.
 */
export function taskTransitionRefusal(role: Role | string, from: TaskStatus | string, to: TaskStatus): string | null {
  if (isOffice(role)) return null;
  if (to !== 'completed' && to !== 'missed') return TASK_REFUSAL.crewStatus;
  if (from === to) return null;
  if (from === 'cancelled') return TASK_REFUSAL.cancelled;
  if (from !== 'scheduled') return `Task is already ${from}`;
  return null;
}

/** A completed or cancelled task is history: crew add no notes to it. Null when allowed. */
export function taskNoteRefusal(role: Role | string, status: TaskStatus | string): string | null {
  if (isOffice(role)) return null;
  if (status === 'cancelled') return TASK_REFUSAL.cancelled;
  if (status === 'completed') return TASK_REFUSAL.completed;
  return null;
}

/** Crew may work a stop from the day before its date on (bins go out the evening before). */
export const DUE_DAYS_AHEAD = 1;

/**
 * A stop dated further ahead than tomorrow is not the crew's to complete or miss yet, whichever path
 * the change takes (the server refuses it; the phone does not offer it). Returns a reason the crew can
 * read, or null when allowed.
 */
export function notDueRefusal(role: Role, scheduledDate: string, to: TaskStatus, today: string): string | null {
  if (isOffice(role) || (to !== 'completed' && to !== 'missed')) return null;
  const from = addDays(scheduledDate, -DUE_DAYS_AHEAD);
  if (today >= from) return null;
  const verb = to === 'completed' ? 'completed' : 'marked missed';
  return `This stop is for ${shortDayName(scheduledDate)}; it can be ${verb} from ${shortDayName(from)}`;
}
