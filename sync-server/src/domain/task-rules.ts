import type { Role, TaskStatus } from '@bin-valet/schema';

/**
 * Who may move a task from one status to another (docs/architecture.md §6): the office sets any status; crew may only
 * complete or miss a scheduled task. Returns the refusal reason, or null when allowed.
 */
export function taskTransitionRefusal(role: Role, from: TaskStatus | string, to: TaskStatus): string | null {
  const office = role === 'admin' || role === 'manager' || role === 'customer_service';
  if (office) return null;
  if (to !== 'completed' && to !== 'missed') return 'Crew can only mark a task completed or missed';
  if (from === to) return null;
  if (from === 'cancelled') return 'Task was cancelled by the office';
  if (from !== 'scheduled') return `Task is already ${from}`;
  return null;
}

/** Bins go back no earlier than they went out (409 from the server; docs/architecture.md §5.3). */
export const binsOrderOk = (takeToCurbDate: string, returnToHouseDate: string) => returnToHouseDate >= takeToCurbDate;
