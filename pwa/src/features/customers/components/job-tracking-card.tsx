import type { BinCustomer } from '@bin-valet/schema';
import { Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../app/toaster';
import { AssignCrewDialog } from '../../../components/assign-crew-dialog';
import { ConfirmDialog } from '../../../components/form-dialog';
import { businessToday } from '../../../lib/business-day';
import { useJobs, useJobWrites } from '../hooks/use-jobs';
import { bulkDeletePlan, isPastJob, type TaskView } from '../logic/job-grouping';
import { EditTaskDateDialog } from './edit-task-date-dialog';
import { type Coords, type JobActions, JobItem } from './job-item';

interface Props {
  customerId: number;
  onCreateJob: () => void;
  /** The customer's coordinates: completions far from them are flagged. */
  coords?: Coords;
  /** The customer's bins, for each job's line of which bins go out that week. */
  customer?: BinCustomer;
}

/** Upcoming jobs shown before 'Show N more'. */
export const FIRST_UPCOMING = 3;

/** Job Tracking: jobs with their tasks and crew, status menus, dates, crew and deletes. */
export function JobTrackingCard({ customerId, onCreateJob, coords, customer }: Props) {
  const jobs = useJobs(customerId);
  const writes = useJobWrites(customerId);
  const [dateTask, setDateTask] = useState<TaskView | null>(null);
  const [crewTask, setCrewTask] = useState<TaskView | null>(null);
  const [bulkIds, setBulkIds] = useState<number[] | null>(null);
  const [showPast, setShowPast] = useState(false);
  const list = jobs.data ?? [];
  const today = businessToday();
  const past = list.filter((j) => isPastJob(j, today));
  const upcoming = list.filter((j) => !isPastJob(j, today));
  const [showAllUpcoming, setShowAllUpcoming] = useState(false);
  // A weekly customer has a dozen jobs ahead: the next few open, the rest on demand.
  const hiddenUpcoming = showAllUpcoming ? 0 : Math.max(0, upcoming.length - FIRST_UPCOMING);
  const shown = [...(showPast ? past : []), ...upcoming.slice(0, upcoming.length - hiddenUpcoming)];

  function askBulkDelete() {
    const plan = bulkDeletePlan(list);
    if (!plan.ok) notify(plan.message, undefined, 'info');
    else setBulkIds(plan.jobIds);
  }

  function bulkDelete() {
    if (!bulkIds) return;
    writes.bulkDelete.mutate(bulkIds, { onSettled: () => setBulkIds(null) });
  }

  const busyJob = writes.jobStatus.isPending ? writes.jobStatus.variables.job.id : null;
  const actions: JobActions = {
    onJobStatus: (job, status, modifiers) => writes.jobStatus.mutate({ job, status, modifiers }),
    onDeleteJob: (job) => writes.deleteJob.mutate(job),
    onTaskStatus: (task, status) => writes.taskStatus.mutate({ task, status }),
    onEditDate: setDateTask,
    onAssign: setCrewTask,
    onRemoveCrew: (id) => writes.removeCrew.mutate(id),
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
          {jobs.isPending && <Text color="fg.muted">Loading jobs...</Text>}
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
      <EditTaskDateDialog task={dateTask} onClose={() => setDateTask(null)} />
      <AssignCrewDialog
        task={crewTask}
        excludeEmployeeIds={crewTask?.assignments.map((a) => a.employeeId)}
        onClose={() => setCrewTask(null)}
      />
      <ConfirmDialog
        open={bulkIds !== null}
        onClose={() => setBulkIds(null)}
        title="Delete Scheduled Jobs"
        confirmLabel="Delete Jobs"
        pending={writes.bulkDelete.isPending}
        onConfirm={bulkDelete}
      >
        <Text>
          Delete all {bulkIds?.length ?? 0} scheduled jobs of this customer with their tasks and crew assignments?
          Completed, missed and cancelled jobs are kept.
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
