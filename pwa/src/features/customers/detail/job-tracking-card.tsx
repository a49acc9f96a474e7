import { Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { BinCustomer } from '../../../../../schema/calendar';
import type { TaskStatus } from '../../../../../schema/enums';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/form-dialog';
import { businessToday } from '../../../lib/business-day';
import { AssignCrewDialog } from './assign-crew-dialog';
import { EditTaskDateDialog } from './edit-task-date-dialog';
import { bulkDeletePlan, type JobView, type TaskView, withTask } from './job-grouping';
import { type Coords, type JobActions, JobItem } from './job-item';
import { type JobMenuStatus, jobStatusMessage, jobStatusPatch, type Modifiers, taskStatusPatch } from './job-status';
import { useJobs } from './use-jobs';
import { serverMessageOr } from './use-load';

interface Props {
  customerId: number;
  refreshKey: number;
  onCreateJob: () => void;
  /** The customer's coordinates: completions far from them are flagged. */
  coords?: Coords;
  /** The customer's bins, for each job's line of which bins go out that week. */
  customer?: BinCustomer;
}

/** Upcoming jobs shown before 'Show N more'. */
export const FIRST_UPCOMING = 3;

/** Job Tracking: jobs with their tasks and crew, status menus, dates, crew and deletes. */
export function JobTrackingCard({ customerId, refreshKey, onCreateJob, coords, customer }: Props) {
  const jobs = useJobs(customerId, refreshKey);
  const [busyJob, setBusyJob] = useState<number | null>(null);
  const [dateTask, setDateTask] = useState<TaskView | null>(null);
  const [crewTask, setCrewTask] = useState<TaskView | null>(null);
  const [bulkIds, setBulkIds] = useState<number[] | null>(null);
  const [bulkPending, setBulkPending] = useState(false);
  const [showPast, setShowPast] = useState(false);
  const list = jobs.data ?? [];
  const today = businessToday();
  const past = list.filter((j) => j.collectionDate < today);
  const upcoming = list.filter((j) => j.collectionDate >= today);
  const [showAllUpcoming, setShowAllUpcoming] = useState(false);
  // A weekly customer has a dozen jobs ahead: the next few open, the rest on demand.
  const hiddenUpcoming = showAllUpcoming ? 0 : Math.max(0, upcoming.length - FIRST_UPCOMING);
  const shown = [...(showPast ? past : []), ...upcoming.slice(0, upcoming.length - hiddenUpcoming)];

  async function setJobStatus(job: JobView, status: JobMenuStatus, modifiers: Modifiers) {
    const patch = jobStatusPatch(status, modifiers);
    setBusyJob(job.id);
    try {
      await api.patch(`/api/jobs/${job.id}`, patch);
      notify('Job Updated', jobStatusMessage(patch));
      await jobs.reload();
    } catch {
      notify('Error', 'Failed to update job status', 'error');
    } finally {
      setBusyJob(null);
    }
  }

  async function setTaskStatus(task: TaskView, status: TaskStatus) {
    const body = taskStatusPatch(status);
    const before = { status: task.status, completedAt: task.completedAt };
    // Shown at once, reverted if the call fails (docs/architecture.md §8).
    jobs.setData((cur) => cur && withTask(cur, task.id, body));
    try {
      await api.patch(`/api/tasks/${task.id}`, body);
      notify('Task Updated', 'Task status has been updated successfully.');
    } catch {
      jobs.setData((cur) => cur && withTask(cur, task.id, before));
      notify('Error', 'Failed to update task status', 'error');
    }
  }

  async function deleteJob(job: JobView) {
    jobs.setData((cur) => cur?.filter((j) => j.id !== job.id));
    try {
      await api.delete(`/api/jobs/${job.id}`);
      notify('Job Deleted', `Job #${job.id} and its tasks have been deleted.`);
    } catch {
      // Put the job back where it was.
      jobs.setData((cur) => (cur && !cur.some((j) => j.id === job.id) ? [...cur, job].sort(byDate) : cur));
      notify('Error', 'Failed to delete job', 'error');
    }
  }

  async function removeCrew(assignmentId: number) {
    try {
      await api.delete(`/api/tasks/assignments/${assignmentId}`);
      notify('Crew Removed', 'The crew member has been removed from this task.');
      await jobs.reload();
    } catch (err) {
      notify('Removal Failed', serverMessageOr(err, 'Failed to remove crew member'), 'error');
    }
  }

  function askBulkDelete() {
    const plan = bulkDeletePlan(list);
    if (!plan.ok) notify(plan.message, undefined, 'info');
    else setBulkIds(plan.jobIds);
  }

  async function bulkDelete() {
    if (!bulkIds) return;
    setBulkPending(true);
    let failed = 0;
    for (const id of bulkIds) {
      try {
        await api.delete(`/api/jobs/${id}`);
      } catch {
        failed++;
      }
    }
    setBulkPending(false);
    setBulkIds(null);
    if (failed) notify('Error', 'Failed to delete job', 'error');
    else notify('Jobs Deleted', `${bulkIds.length} scheduled jobs deleted`);
    await jobs.reload();
  }

  const actions: JobActions = {
    onJobStatus: (j, s, m) => void setJobStatus(j, s, m),
    onDeleteJob: (j) => void deleteJob(j),
    onTaskStatus: (t, s) => void setTaskStatus(t, s),
    onEditDate: setDateTask,
    onAssign: setCrewTask,
    onRemoveCrew: (id) => void removeCrew(id),
  };

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2">Job Tracking</Card.Title>
          <HStack wrap="wrap">
            <Button size="sm" colorPalette="green" onClick={onCreateJob}>
              Create New Job
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={askBulkDelete}>
              Delete Scheduled Jobs
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {jobs.error && !jobs.data ? <Text color="fg.error">Failed to load jobs</Text> : null}
          {jobs.loading && !jobs.data && <Text color="fg.muted">Loading jobs...</Text>}
          {jobs.data && upcoming.length === 0 && !showPast && <Text color="fg.muted">No upcoming jobs</Text>}
          {past.length > 0 && (
            <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setShowPast(!showPast)}>
              {showPast ? 'Hide past jobs' : `Show past jobs (${past.length})`}
            </Button>
          )}
          {shown.map((job) => (
            <JobItem
              key={job.id}
              job={job}
              actions={actions}
              busy={busyJob === job.id}
              coords={coords}
              customer={customer}
            />
          ))}
          {hiddenUpcoming > 0 && (
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => setShowAllUpcoming(true)}>
              Show {hiddenUpcoming} more
            </Button>
          )}
          {showAllUpcoming && upcoming.length > FIRST_UPCOMING && (
            <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setShowAllUpcoming(false)}>
              Show fewer
            </Button>
          )}
        </Stack>
      </Card.Body>
      <EditTaskDateDialog task={dateTask} onClose={() => setDateTask(null)} onSaved={() => void jobs.reload()} />
      <AssignCrewDialog
        task={crewTask}
        excludeEmployeeIds={crewTask?.assignments.map((a) => a.employeeId)}
        onClose={() => setCrewTask(null)}
        onAssigned={() => void jobs.reload()}
      />
      <ConfirmDialog
        open={bulkIds !== null}
        onClose={() => setBulkIds(null)}
        title="Delete Scheduled Jobs"
        confirmLabel="Delete Jobs"
        pending={bulkPending}
        onConfirm={() => void bulkDelete()}
      >
        <Text>
          Delete all {bulkIds?.length ?? 0} scheduled jobs of this customer with their tasks and crew assignments?
          Completed, missed and cancelled jobs are kept.
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}

const byDate = (a: JobView, b: JobView) => a.collectionDate.localeCompare(b.collectionDate) || a.id - b.id;
