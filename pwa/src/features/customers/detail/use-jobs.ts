import type { AssignmentsByTask, PhotosByTask, TasksByJob } from '../../../../../schema/api-types';
import type { Job } from '../../../../../schema/tables';
import { api } from '../../../api/client';
import { groupJobs, type JobView } from './job-grouping';
import { useLoad } from './use-load';

/** Jobs, then their tasks in one bulk call, then the tasks' assignments and photos (two more, side by side). */
export async function loadJobViews(customerId: number): Promise<JobView[]> {
  const jobs = await api.get<Job[]>(`/api/signups/${customerId}/jobs`);
  if (jobs.length === 0) return [];
  const tasksByJob = await api.post<TasksByJob>('/api/jobs/tasks/bulk', { jobIds: jobs.map((j) => j.id) });
  const taskIds = Object.values(tasksByJob).flatMap((list) => list.map((t) => t.id));
  if (taskIds.length === 0) return groupJobs(jobs, tasksByJob, {});
  const [byTask, photos] = await Promise.all([
    api.post<AssignmentsByTask>('/api/tasks/assignments/bulk', { taskIds }),
    api.post<PhotosByTask>('/api/tasks/photos/bulk', { taskIds }),
  ]);
  return groupJobs(jobs, tasksByJob, byTask, photos);
}

/** The Job Tracking card's data; `refreshKey` changes when another card moved or made jobs. */
export const useJobs = (customerId: number, refreshKey: number) =>
  useLoad(`jobs/${customerId}/${refreshKey}`, () => loadJobViews(customerId));
