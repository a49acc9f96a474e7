import type { AssignedStop, TimeOffDecision } from '@bin-valet/schema';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notify } from '../../app/toaster';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format';
import { TASK_TYPE_LABELS } from '../../lib/labels';
import { announceTimeOffChanged } from '../../lib/office-events';
import { invalidateTaskViews } from '../../lib/query-client';
import { shortRangeLabel } from '../../lib/time-off';
import { FormDialog } from '../form-dialog';

export interface ApprovalTarget {
  id: number;
  employeeId: number;
  /** Who asked, as the sentence names them. */
  name: string;
  startDate: string;
  endDate: string;
}

const stopsWord = (n: number) => (n === 1 ? 'stop' : 'stops');

/**
 * Approving time off: first the person's open stops in the dates, then the choice to take them off
 * those stops in the same step (the server does both in one transaction) or to approve only.
 */
export function ApproveTimeOffDialog({
  request,
  onClose,
  onApproved,
}: {
  request: ApprovalTarget;
  onClose: () => void;
  onApproved?: () => void;
}) {
  const queryClient = useQueryClient();
  const { id, employeeId, name, startDate, endDate } = request;
  const stops = useQuery<AssignedStop[]>({
    queryKey: ['api', 'admin', 'employees', employeeId, 'assigned-stops', { from: startDate, to: endDate }],
  });
  const approve = useMutation({
    mutationFn: (unassignStops: boolean) =>
      api.patch<TimeOffDecision>(`/api/admin/employees/time-off/${id}`, { status: 'approved', unassignStops }),
    onSuccess: (answer) => {
      const off = answer.unassignedTaskIds?.length ?? 0;
      notify(
        `${name}: time off approved`,
        off > 0 ? `Taken off ${off} ${stopsWord(off)}; the crew phones update on their next sync.` : undefined,
      );
      // The request lists, who is away on a date, the person's stops and every route view change.
      void queryClient.invalidateQueries({ queryKey: ['api', 'admin', 'employees'] });
      if (off > 0) void invalidateTaskViews(queryClient);
      announceTimeOffChanged();
      onApproved?.();
      onClose();
    },
    onError: (err) => notify('Could not approve the time off', errorText(err, 'Please try again.'), 'error'),
  });
  const list = stops.data ?? [];
  const range = shortRangeLabel(startDate, endDate);
  const busy = approve.isPending;

  const footer = stops.isPending ? null : list.length > 0 ? (
    <>
      <Button variant="outline" colorPalette="green" loading={busy} onClick={() => approve.mutate(false)}>
        Approve only
      </Button>
      <Button colorPalette="green" loading={busy} onClick={() => approve.mutate(true)}>
        Approve and unassign
      </Button>
    </>
  ) : (
    <Button colorPalette="green" loading={busy} onClick={() => approve.mutate(false)}>
      Approve
    </Button>
  );

  return (
    <FormDialog open onClose={onClose} title={`Approve ${name}'s time off`} footer={footer}>
      {stops.isPending ? (
        <Text color="fg.muted">Checking {name}'s stops...</Text>
      ) : stops.isError ? (
        <Text role="alert" color="red.700">
          Could not read {name}'s stops ({errorText(stops.error, 'please try again')}). Approving leaves them as they
          are.
        </Text>
      ) : list.length === 0 ? (
        <Text>
          {name} has no stops assigned {range}.
        </Text>
      ) : (
        <Stack gap="3">
          <Text fontWeight="medium">
            {name} has {list.length} {stopsWord(list.length)} assigned {range}
          </Text>
          <Stack as="ul" gap="1" listStyleType="none" maxH="60" overflowY="auto" data-testid="assigned-stops">
            {list.map((s) => (
              <Box as="li" key={s.taskId} fontSize="sm" borderBottomWidth="1px" pb="1">
                <Text as="span" fontWeight="medium">
                  {formatDate(s.scheduledDate, 'EEE, MMM d')}
                </Text>{' '}
                · {TASK_TYPE_LABELS[s.taskType] ?? s.taskType} · {s.customerName}, {s.address}
              </Box>
            ))}
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            Unassigning leaves these stops open in the route planner for someone else.
          </Text>
        </Stack>
      )}
    </FormDialog>
  );
}
