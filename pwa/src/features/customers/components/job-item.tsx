import {
  type BinCustomer,
  binsFor,
  binsLine,
  completionDistanceM,
  movedLine,
  type TaskStatus,
} from '@bin-valet/schema';
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FarCompletionBadge } from '../../../components/far-completion-badge';
import { PhotoThumbnails } from '../../../components/photo-thumbnails';
import { formatDate } from '../../../lib/format';
import { TASK_TYPE_LABELS } from '../../../lib/labels';
import { canChangeCrew, type JobView, type TaskView } from '../logic/job-grouping';
import type { JobMenuStatus, Modifiers } from '../logic/job-status';
import { JobStatusMenu, TaskStatusMenu } from './status-menus';

export interface JobActions {
  onJobStatus: (job: JobView, status: JobMenuStatus, modifiers: Modifiers) => void;
  onDeleteJob: (job: JobView) => void;
  onTaskStatus: (task: TaskView, status: TaskStatus) => void;
  onEditDate: (task: TaskView) => void;
  onAssign: (task: TaskView) => void;
  onRemoveCrew: (assignmentId: number) => void;
}

/** One job with its curb and residence tasks, their crew and every per-row action. */
/** The customer's coordinates, for the far-completion warning. */
export interface Coords {
  lat: string | null;
  lng: string | null;
}

export function JobItem({
  job,
  actions,
  busy,
  coords,
  customer,
}: {
  job: JobView;
  actions: JobActions;
  busy: boolean;
  coords?: Coords;
  /** The customer's bins, to show which the city collects that week. */
  customer?: BinCustomer;
}) {
  const moved = movedLine(job);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="job-card">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <HStack gap="3" wrap="wrap" minW="0">
          <Text fontWeight="semibold">Job #{job.id}</Text>
          <Text data-testid="job-date">{formatDate(job.collectionDate, 'EEE, MMM d, yyyy')}</Text>
          {moved && (
            <Badge colorPalette="orange" data-testid="job-moved" whiteSpace="normal">
              {moved}
            </Badge>
          )}
        </HStack>
        <HStack>
          <JobStatusMenu
            jobId={job.id}
            status={job.status}
            disabled={busy}
            onChoose={(s, m) => actions.onJobStatus(job, s, m)}
          />
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => actions.onDeleteJob(job)}>
            Delete Job
          </Button>
        </HStack>
      </Flex>
      {customer && (
        <Text fontSize="sm" color="fg.muted" data-testid="job-bins">
          {binsLine(binsFor(customer, job.regularDate ?? job.collectionDate))}
        </Text>
      )}
      <Stack gap="2" mt="2" pl={{ base: '0', sm: '3' }}>
        {job.tasks.map((task) => (
          <TaskRow key={task.id} task={task} actions={actions} coords={coords} />
        ))}
        {job.tasks.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No tasks for this job
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function TaskRow({ task, actions, coords }: { task: TaskView; actions: JobActions; coords?: Coords }) {
  const label = `${TASK_TYPE_LABELS[task.taskType] ?? task.taskType} on ${formatDate(task.scheduledDate)}`;
  const crewEditable = canChangeCrew(task);
  return (
    <Box borderTopWidth="1px" pt="2" data-testid="task-row">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium" minW="28">
            {TASK_TYPE_LABELS[task.taskType] ?? task.taskType}
          </Text>
          <Text fontSize="sm" data-testid="task-date">
            {formatDate(task.scheduledDate, 'EEE, MMM d')}
          </Text>
          <TaskStatusMenu label={label} status={task.status} onChoose={(s) => actions.onTaskStatus(task, s)} />
          {task.status === 'completed' && coords && (
            <FarCompletionBadge
              distanceM={completionDistanceM({ lat: task.completedLat, lng: task.completedLng }, coords)}
            />
          )}
        </HStack>
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            onClick={() => actions.onEditDate(task)}
            aria-label={`Edit date of ${label}`}
          >
            Edit Date
          </Button>
          {crewEditable && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="green"
              onClick={() => actions.onAssign(task)}
              aria-label={`Assign crew to ${label}`}
            >
              Assign Crew
            </Button>
          )}
        </HStack>
      </Flex>
      {task.notes && (
        // The crew's notes on the stop, e.g. why it was missed ('Missed: Gate locked').
        <Text fontSize="sm" mt="1" whiteSpace="pre-line" overflowWrap="anywhere" data-testid="task-notes">
          {task.notes}
        </Text>
      )}
      <HStack gap="2" mt="1" wrap="wrap">
        {task.assignments.length === 0 && (
          <Text fontSize="xs" color="red.700" _dark={{ color: 'red.300' }}>
            Unassigned
          </Text>
        )}
        {task.assignments.map((a) => (
          <HStack key={a.id} gap="1" bg="bg.muted" borderRadius="full" px="2" py="0.5" fontSize="xs">
            <Text>
              {a.employeeName} ({a.role})
            </Text>
            {crewEditable && (
              <Button
                size="2xs"
                variant="ghost"
                aria-label={`Remove ${a.employeeName} from ${label}`}
                onClick={() => actions.onRemoveCrew(a.id)}
              >
                ✕
              </Button>
            )}
          </HStack>
        ))}
      </HStack>
      {task.photos.length > 0 && (
        <Box mt="2">
          <PhotoThumbnails
            label={`Photos of ${label}`}
            photos={task.photos.map((p, i) => ({
              id: p.id,
              url: p.url,
              caption: `Photo ${i + 1} of ${label}, by ${p.employeeName}${p.takenAt ? `, ${formatDate(p.takenAt, 'MMM d, h:mm a')}` : ''}`,
            }))}
          />
        </Box>
      )}
    </Box>
  );
}
