import type { AssignmentsByTask, RouteTask } from '@bin-valet/schema';
import { Box, Card, Heading, HStack, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { FarCompletionBadge } from '../../../components/far-completion-badge';
import { PageButtons } from '../../../components/page-buttons';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { TASK_TYPE_LABELS, taskChangeTitle } from '../../../lib/labels';
import { paginate } from '../../../lib/paginate';
import { invalidateTaskViews } from '../../../lib/query-client';
import { rangeFor, routeTasksKey, sortRouteTasks } from '../logic/route-table-logic';
import { RouteControls, type RouteControlsState } from './route-controls';
import { TaskStatusMenu } from './task-status-menu';

/** 'No routes scheduled for {day}': the weekday and date for one day, the span for a range. */
function emptyLabel(c: RouteControlsState) {
  if (c.mode === 'day') return formatDate(c.start, 'EEEE, MMMM d, yyyy');
  const { startDate, endDate } = rangeFor(c.mode, c.start);
  return `${formatDate(startDate, 'MMM d')} – ${formatDate(endDate, 'MMM d, yyyy')}`;
}

/** Crew on each task, from POST /api/tasks/assignments/bulk; reloaded when the task list changes. */
function useAssignments(taskIds: number[]): AssignmentsByTask {
  const key = taskIds.join(',');
  const byTask = useQuery({
    queryKey: ['api', 'tasks', 'assignments', 'bulk', key],
    queryFn: () => api.post<AssignmentsByTask>('/api/tasks/assignments/bulk', { taskIds }),
    enabled: key !== '',
  });
  return (key && byTask.data) || {};
}

/**
 * The dashboard's route planning table: three range modes, four sort keys with a direction
 * toggle, 12 rows a page, crew or 'Assign Crew' per task and an optimistic status menu.
 */
export function RoutePlanningCard({ today }: { today: string }) {
  const [controls, setControls] = useState<RouteControlsState>({
    mode: 'day',
    start: today,
    sortKey: 'date',
    sortDir: 'asc',
  });
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const tasksKey = routeTasksKey(controls.mode, controls.start);
  const tasks = useQuery<RouteTask[]>({ queryKey: tasksKey });
  const rows = tasks.data ?? [];
  const assignments = useAssignments(useMemo(() => rows.map((t) => t.id), [rows]));
  const crewOf = (id: number) => assignments[String(id)] ?? [];

  const sorted = sortRouteTasks(rows, controls.sortKey, controls.sortDir, (id) => crewOf(id).length > 0);
  const view = paginate(sorted, page);

  function change(next: Partial<RouteControlsState>) {
    setControls((c) => ({ ...c, ...next }));
    setPage(1); // range, date or sort changed: back to the first page
  }

  const patch = (id: number, s: string) =>
    queryClient.setQueryData<RouteTask[]>(tasksKey, (old) => old?.map((t) => (t.id === id ? { ...t, status: s } : t)));
  // Optimistic: the change shows at once and is put back if the server refuses (docs/architecture.md §8).
  const statusChange = useMutation({
    mutationFn: ({ task, status }: { task: RouteTask; status: string }) =>
      api.patch(
        `/api/tasks/${task.id}`,
        status === 'completed' ? { status, completedAt: new Date().toISOString() } : { status },
      ),
    onMutate: async ({ task, status }) => {
      await queryClient.cancelQueries({ queryKey: tasksKey }); // a refetch in flight must not undo the change
      patch(task.id, status);
      return { previous: task.status };
    },
    onSuccess: (_answer, { task, status }) => {
      notify('Task Updated', taskChangeTitle(task.address || task.customer_name, status));
      void invalidateTaskViews(queryClient); // the stat cards and every other view of these tasks
    },
    onError: (err, { task }, context) => {
      if (context) patch(task.id, context.previous);
      notify('Update Failed', errorText(err), 'error');
    },
  });
  const setStatus = (task: RouteTask, status: string) => statusChange.mutate({ task, status });

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Route Planning
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <RouteControls value={controls} onChange={change} />
        {tasks.isPending ? (
          <HStack>
            <Spinner size="sm" />
            <Text>Loading routes...</Text>
          </HStack>
        ) : tasks.error ? (
          <Text color="red.600">Failed to fetch route tasks</Text>
        ) : rows.length === 0 ? (
          <Text color="fg.muted">No routes scheduled for {emptyLabel(controls)}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="route-table">
              <Table.Header>
                {/* Key columns first: on a phone the table scrolls inside its box, Customer and Status in view. */}
                <Table.Row>
                  <Table.ColumnHeader>Customer</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Task</Table.ColumnHeader>
                  <Table.ColumnHeader>Crew</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {view.items.map((t) => {
                  const crew = crewOf(t.id);
                  const taskLabel = TASK_TYPE_LABELS[t.task_type] ?? t.task_type;
                  return (
                    <Table.Row
                      key={t.id}
                      data-testid="route-row"
                      data-date={t.scheduled_date}
                      data-type={t.task_type}
                      data-customer={t.customer_name}
                      data-assigned={crew.length > 0}
                    >
                      <Table.Cell minW="36">
                        <Link asChild fontWeight="semibold" colorPalette="blue">
                          <RouterLink to={`/customer/${t.customer_id}`}>{t.customer_name}</RouterLink>
                        </Link>
                        <Text fontSize="xs" color="fg.muted">
                          {t.address}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="2" wrap="wrap">
                          <TaskStatusMenu
                            status={t.status}
                            label={`Status of ${taskLabel} for ${t.customer_name} on ${formatDate(t.scheduled_date, 'MMM d')}: ${t.status}`}
                            onChange={(s) => void setStatus(t, s)}
                          />
                          {t.status === 'completed' && <FarCompletionBadge distanceM={t.completed_distance_m} />}
                        </HStack>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(t.scheduled_date, 'EEE, MMM d')}</Table.Cell>
                      <Table.Cell>{taskLabel}</Table.Cell>
                      <Table.Cell>
                        <HStack gap="2">
                          <Box
                            aria-hidden
                            w="2.5"
                            h="2.5"
                            borderRadius="full"
                            flexShrink={0}
                            bg={crew.length ? 'green.500' : 'red.500'}
                          />
                          {crew.length ? (
                            <Text fontSize="sm">{crew.map((a) => a.employeeName).join(', ')}</Text>
                          ) : (
                            <Link asChild fontSize="sm" color="red.700">
                              <RouterLink to="/people">Assign Crew</RouterLink>
                            </Link>
                          )}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
            <PageButtons page={view.page} totalPages={view.totalPages} onPage={setPage} label="Route pages" />
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
