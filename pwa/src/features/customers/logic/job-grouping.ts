import type {
  AssignmentsByTask,
  Job,
  PhotosByTask,
  Task,
  TaskAssignmentDto,
  TaskPhotoItem,
  TasksByJob,
} from '@bin-valet/schema';

export interface TaskView extends Task {
  assignments: TaskAssignmentDto[];
  /** Curb photos, oldest first. */
  photos: TaskPhotoItem[];
}
export interface JobView extends Job {
  tasks: TaskView[];
}

/** Bins to curb comes before bins to residence within a job, then by date. */
const TASK_ORDER: Record<string, number> = { take_to_curb: 0, return_to_house: 1 };

export function sortTasks<T extends Pick<Task, 'taskType' | 'scheduledDate' | 'id'>>(tasks: readonly T[]): T[] {
  return [...tasks].sort(
    (a, b) =>
      (TASK_ORDER[a.taskType] ?? 9) - (TASK_ORDER[b.taskType] ?? 9) ||
      a.scheduledDate.localeCompare(b.scheduledDate) ||
      a.id - b.id,
  );
}

/**
 * Joins the answers of the Job Tracking card (jobs, tasks keyed by job id, assignments and photos keyed
 * by task id) into one list, jobs by collection date (oldest first), tasks curb-then-residence.
 */
export function groupJobs(
  jobs: readonly Job[],
  tasksByJob: TasksByJob,
  byTask: AssignmentsByTask,
  photosByTask: PhotosByTask = {},
): JobView[] {
  return [...jobs]
    .sort((a, b) => a.collectionDate.localeCompare(b.collectionDate) || a.id - b.id)
    .map((job) => ({
      ...job,
      tasks: sortTasks(tasksByJob[String(job.id)] ?? []).map((t) => ({
        ...t,
        assignments: byTask[String(t.id)] ?? [],
        photos: photosByTask[String(t.id)] ?? [],
      })),
    }));
}

/** Crew can be added or removed only on tasks that are not completed or cancelled (docs/architecture.md §6). */
export const canChangeCrew = (task: Pick<Task, 'status'>) => task.status !== 'completed' && task.status !== 'cancelled';

export type BulkDeletePlan = { ok: true; jobIds: number[] } | { ok: false; message: string };

/** Bulk delete removes only scheduled jobs; the spec's two refusals when there is nothing to remove. */
export function bulkDeletePlan(jobs: readonly Pick<Job, 'id' | 'status'>[]): BulkDeletePlan {
  if (jobs.length === 0) return { ok: false, message: 'No jobs available to delete' };
  const jobIds = jobs.filter((j) => j.status === 'scheduled').map((j) => j.id);
  if (jobIds.length === 0) return { ok: false, message: 'No scheduled jobs found to delete' };
  return { ok: true, jobIds };
}

/** Replaces one task (optimistic status change or its revert) without touching the rest. */
export function withTask(jobs: readonly JobView[], taskId: number, change: Partial<Task>): JobView[] {
  return jobs.map((j) =>
    j.tasks.some((t) => t.id === taskId)
      ? { ...j, tasks: j.tasks.map((t) => (t.id === taskId ? { ...t, ...change } : t)) }
      : j,
  );
}

/** The message the Edit Task Date dialog shows for a refused date. */
export const BINS_ORDER_UI = 'Bins to residence must be scheduled on or after bins to curb date';
export function taskDateError(serverMessage: string): string {
  return /bins to residence/i.test(serverMessage) ? BINS_ORDER_UI : 'Failed to update task date';
}

/**
 * A job folds under 'Show past jobs' only when its collection day and every task of it lie before today
 * (the business day): a job with bins going back today stays in view, completed or not.
 */
export const isPastJob = (
  job: { collectionDate: string; tasks: readonly Pick<Task, 'scheduledDate'>[] },
  today: string,
) => job.collectionDate < today && job.tasks.every((t) => t.scheduledDate < today);
