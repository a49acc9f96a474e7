import type { TaskStatus } from '@bin-valet/schema';
import { statusLabel } from '../../../lib/labels';

/** The statuses an office user may pick from a job's menu (in_progress is display only; docs/architecture.md §6). */
export const JOB_MENU_STATUSES = ['scheduled', 'completed', 'missed', 'cancelled'] as const;
export type JobMenuStatus = (typeof JOB_MENU_STATUSES)[number];

/** Task statuses offered by a task's menu (no ordering restriction for the office, docs/architecture.md §6). */
export const TASK_MENU_STATUSES: readonly TaskStatus[] = ['scheduled', 'completed', 'missed', 'cancelled'];

export interface JobStatusPatch {
  status: JobMenuStatus;
  autoUpdateTasks: boolean;
  taskStatus?: TaskStatus;
}

/** Shift or Ctrl (Cmd on a Mac) held while choosing means "change the job only" (docs/architecture.md §6). */
export interface Modifiers {
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey?: boolean;
}
export const jobOnly = (m: Modifiers) => m.shiftKey || m.ctrlKey || Boolean(m.metaKey);

/**
 * Body of PATCH /api/jobs/:id for a menu choice: by default every task of the job takes the same
 * status; with a modifier held the tasks are left as they are.
 */
export function jobStatusPatch(status: JobMenuStatus, modifiers: Modifiers): JobStatusPatch {
  if (jobOnly(modifiers)) return { status, autoUpdateTasks: false };
  return { status, autoUpdateTasks: true, taskStatus: status };
}

/** The toast after a job status change names whether the tasks followed. */
export function jobStatusMessage(patch: JobStatusPatch): string {
  const label = statusLabel(patch.status);
  return patch.autoUpdateTasks ? `Job and its tasks marked ${label}` : `Job marked ${label} (tasks unchanged)`;
}

/**
 * Body of PATCH /api/tasks/:id for a status choice: completing stamps completedAt (docs/architecture.md §6); any
 * other status clears it so a re-opened task is not shown as done.
 */
export function taskStatusPatch(status: TaskStatus, now: Date = new Date()) {
  return status === 'completed' ? { status, completedAt: now.toISOString() } : { status, completedAt: null };
}
