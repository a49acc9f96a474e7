import type { AssignmentsByTask, Job, PhotosByTask, TaskStatus, TasksByJob } from '@bin-valet/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { TASK_TYPE_LABELS, taskChangeTitle } from '../../../lib/labels';
import { invalidateTaskViews } from '../../../lib/query-client';
import { groupJobs, type JobView, type TaskView, withTask } from '../logic/job-grouping';
import {
  type JobMenuStatus,
  jobStatusMessage,
  jobStatusPatch,
  type Modifiers,
  taskStatusPatch,
} from '../logic/job-status';

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

export const jobViewsKey = (customerId: number) => ['api', 'signups', customerId, 'jobs', 'views'];

/** The Job Tracking card's data; any job or task write elsewhere invalidates it (docs/architecture.md §8). */
export const useJobs = (customerId: number) =>
  useQuery({ queryKey: jobViewsKey(customerId), queryFn: () => loadJobViews(customerId) });

const byDate = (a: JobView, b: JobView) => a.collectionDate.localeCompare(b.collectionDate) || a.id - b.id;

/** The card's writes: status changes and deletes show at once and are put back if the call fails. */
export function useJobWrites(customerId: number) {
  const queryClient = useQueryClient();
  const key = jobViewsKey(customerId);
  const edit = (change: (cur: JobView[]) => JobView[]) =>
    queryClient.setQueryData<JobView[]>(key, (cur) => cur && change(cur));
  const settle = () => queryClient.cancelQueries({ queryKey: key });
  const changed = () => invalidateTaskViews(queryClient);

  const jobStatus = useMutation({
    mutationFn: ({ job, status, modifiers }: { job: JobView; status: JobMenuStatus; modifiers: Modifiers }) => {
      const patch = jobStatusPatch(status, modifiers);
      return api.patch(`/api/jobs/${job.id}`, patch).then(() => patch);
    },
    onSuccess: async (patch) => {
      notify('Job Updated', jobStatusMessage(patch));
      await changed();
    },
    onError: () => notify('Error', 'Failed to update job status', 'error'),
  });

  const taskStatus = useMutation({
    mutationFn: ({ task, status }: { task: TaskView; status: TaskStatus }) =>
      api.patch(`/api/tasks/${task.id}`, taskStatusPatch(status)),
    onMutate: async ({ task, status }) => {
      await settle();
      edit((cur) => withTask(cur, task.id, taskStatusPatch(status)));
      return { before: { status: task.status, completedAt: task.completedAt } };
    },
    onSuccess: (_answer, { task, status }) => {
      // The office's usual title; the description says which task and what happened to it.
      notify(
        'Task Updated',
        taskChangeTitle(
          `${TASK_TYPE_LABELS[task.taskType] ?? 'Task'}, ${formatDate(task.scheduledDate, 'MMM d')}`,
          status,
        ),
      );
      // Other screens' views of this task; this card already shows the change.
      for (const queryKey of [
        ['api', 'crew'],
        ['api', 'admin'],
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
    onError: (_err, { task }, context) => {
      if (context) edit((cur) => withTask(cur, task.id, context.before));
      notify('Error', 'Failed to update task status', 'error');
    },
  });

  const deleteJob = useMutation({
    mutationFn: (job: JobView) => api.delete(`/api/jobs/${job.id}`),
    onMutate: async (job) => {
      await settle();
      edit((cur) => cur.filter((j) => j.id !== job.id));
    },
    onSuccess: (_answer, job) => {
      notify('Job Deleted', `Job #${job.id} and its tasks have been deleted.`);
      for (const queryKey of [
        ['api', 'crew'],
        ['api', 'admin'],
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
    onError: (_err, job) => {
      // Put the job back where it was.
      edit((cur) => (cur.some((j) => j.id === job.id) ? cur : [...cur, job].sort(byDate)));
      notify('Error', 'Failed to delete job', 'error');
    },
  });

  const removeCrew = useMutation({
    mutationFn: (assignmentId: number) => api.delete(`/api/tasks/assignments/${assignmentId}`),
    onSuccess: async () => {
      notify('Crew Removed', 'The crew member has been removed from this task.');
      await changed();
    },
    onError: (err) => notify('Removal Failed', errorText(err, 'Failed to remove crew member'), 'error'),
  });

  /** One DELETE per job, in turn; one toast for the lot. */
  const bulkDelete = useMutation({
    mutationFn: async (jobIds: number[]) => {
      let failed = 0;
      for (const id of jobIds) {
        await api.delete(`/api/jobs/${id}`).catch(() => failed++);
      }
      return failed;
    },
    onSuccess: async (failed, jobIds) => {
      if (failed) notify('Error', 'Failed to delete job', 'error');
      else notify('Jobs Deleted', `${jobIds.length} scheduled jobs deleted`);
      void changed();
    },
  });

  return { jobStatus, taskStatus, deleteJob, removeCrew, bulkDelete, changed };
}
