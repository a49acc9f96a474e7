import type { EmployeeAssignmentItem } from '@bin-valet/schema';
import { Badge, Button, Card, Center, Link as ChakraLink, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { TASK_STATUS_COLORS, TASK_TYPE_LABELS, titleCase } from '../../../lib/labels';
import { invalidateTaskViews } from '../../../lib/query-client';
import { AssignJobDialog } from './assign-job-dialog';

/**
 * A per-employee item is a task assignment when it has a taskId, else a whole-job assignment: each
 * is removed through its own resource.
 */
const ASSIGNMENTS_PAGE = 25;

const removalPath = (a: EmployeeAssignmentItem) =>
  a.taskId === null ? `/api/admin/job-assignments/${a.id}` : `/api/tasks/assignments/${a.id}`;

/** Job Assignments card with the Assign Job dialog. */
export function JobAssignmentsCard({
  employeeId,
  assignments,
  tint,
}: {
  employeeId: number;
  assignments: UseQueryResult<EmployeeAssignmentItem[]>;
  tint: object;
}) {
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const rows = assignments.data ?? [];
  // A busy crew member has hundreds of task assignments: the first page keeps the screen quick.
  const visible = showAll ? rows : rows.slice(0, ASSIGNMENTS_PAGE);

  const removal = useMutation({
    mutationFn: (a: EmployeeAssignmentItem) => api.delete(removalPath(a)),
    onSuccess: () => {
      notify('Assignment Removed', 'The job assignment has been removed.');
      // The crew of a job or task shows on every task view, this employee's lists included.
      void invalidateTaskViews(queryClient);
    },
    onError: (err) => notify('Removal Failed', errorText(err), 'error'),
  });

  function remove(a: EmployeeAssignmentItem) {
    if (removal.isPending) return;
    if (!window.confirm('Are you sure you want to remove this job assignment?')) return;
    removal.mutate(a);
  }

  let body: ReactNode;
  if (assignments.isError) {
    body = (
      <Text role="alert" color="red.700">
        Failed to fetch assignments
      </Text>
    );
  } else if (assignments.isPending) {
    body = <Text>Loading assignments...</Text>;
  } else if (rows.length === 0) {
    body = (
      <Center py="6">
        <Stack align="center" gap="2" textAlign="center">
          <Text fontWeight="semibold">No Job Assignments</Text>
          <Text color="fg.muted">This employee hasn't been assigned to any jobs yet.</Text>
          <Button colorPalette="green" size="sm" onClick={() => setAssigning(true)}>
            Assign First Job
          </Button>
        </Stack>
      </Center>
    );
  } else {
    body = (
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Customer &amp; Job</Table.ColumnHeader>
              <Table.ColumnHeader>Task &amp; Date</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Notes</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.map((a) => (
              <Table.Row key={`${a.taskId === null ? 'job' : 'task'}-${a.id}`} data-testid="assignment-row">
                <Table.Cell>
                  <ChakraLink asChild color="blue.700" fontWeight="medium">
                    <Link to={`/customer/${a.customerId}`}>{a.customerName}</Link>
                  </ChakraLink>
                  <Text fontSize="sm" color="fg.muted">
                    Job #{a.jobId}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text>{a.taskType ? (TASK_TYPE_LABELS[a.taskType] ?? a.taskType) : 'Whole job'}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(a.taskScheduledDate)}
                  </Text>
                </Table.Cell>
                <Table.Cell>{titleCase(a.role)}</Table.Cell>
                <Table.Cell>
                  {a.taskStatus ? (
                    <Badge colorPalette={TASK_STATUS_COLORS[a.taskStatus] ?? 'gray'}>{titleCase(a.taskStatus)}</Badge>
                  ) : (
                    '-'
                  )}
                </Table.Cell>
                <Table.Cell maxW="60">
                  <Text lineClamp={2}>{a.notes || a.taskNotes || '-'}</Text>
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    loading={removal.isPending && removal.variables === a}
                    onClick={() => remove(a)}
                  >
                    Remove Assignment
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }
  const more = rows.length > visible.length && (
    <Button size="sm" variant="outline" mt="3" onClick={() => setShowAll(true)}>
      Show all {rows.length} assignments
    </Button>
  );

  return (
    <Card.Root {...tint}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            Job Assignments
          </Heading>
          {rows.length > 0 && (
            <Button size="sm" colorPalette="green" onClick={() => setAssigning(true)}>
              Assign Job
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {body}
        {more}
      </Card.Body>
      {assigning && <AssignJobDialog employeeId={employeeId} onClose={() => setAssigning(false)} />}
    </Card.Root>
  );
}
