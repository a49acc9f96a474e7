import type { TimeOffListItem } from '@bin-valet/schema';
import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { type ApprovalTarget, ApproveTimeOffDialog } from '../../../components/time-off/approve-time-off-dialog';
import { errorText } from '../../../lib/error-text';
import { announceTimeOffChanged } from '../../../lib/office-events';
import { dateRangeLabel, durationLabel, inclusiveDays, timeOffTypeLabel } from '../../../lib/time-off';

const PENDING_KEY = ['api', 'admin', 'employees', 'time-off', { status: 'pending' }] as const;

const whoOf = (r: TimeOffListItem) => r.employeeName?.trim() || r.employeeUsername;

/** Time-off requests waiting for a manager: who, what, when, why; Approve (with their stops) or Deny. */
export function TimeOffInboxCard() {
  const queryClient = useQueryClient();
  const requests = useQuery<TimeOffListItem[]>({ queryKey: PENDING_KEY });
  const [approving, setApproving] = useState<ApprovalTarget | null>(null);
  const list = requests.data ?? [];

  const deny = useMutation({
    mutationFn: (r: TimeOffListItem) => api.patch(`/api/admin/employees/time-off/${r.id}`, { status: 'denied' }),
    onSuccess: (_answer, r) => {
      notify(`${whoOf(r)}: time off denied`, dateRangeLabel(r.startDate, r.endDate));
      void queryClient.invalidateQueries({ queryKey: ['api', 'admin', 'employees'] });
      announceTimeOffChanged();
    },
    onError: (err) => notify('Could not deny the time off', errorText(err, 'Please try again.'), 'error'),
  });
  const denying = deny.isPending ? deny.variables.id : null;

  return (
    <Card.Root data-testid="time-off-inbox">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            Time-off requests
          </Heading>
          {list.length > 0 && <Badge colorPalette="orange">{list.length} pending</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body>
        {requests.error ? (
          <Text color="red.600">Failed to load time-off requests</Text>
        ) : requests.isPending ? (
          <Text color="fg.muted">Loading...</Text>
        ) : list.length === 0 ? (
          <Text color="fg.muted">No time off waiting for a decision.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {list.map((r) => {
              const who = whoOf(r);
              const days = inclusiveDays(r.startDate, r.endDate);
              return (
                <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="3" data-testid="time-off-request">
                  <Link asChild fontWeight="semibold" colorPalette="blue">
                    <RouterLink to={`/employee/${r.employeeId}`}>{who}</RouterLink>
                  </Link>
                  <Text fontSize="sm">
                    {timeOffTypeLabel(r.type)} · {dateRangeLabel(r.startDate, r.endDate)}
                    {days !== null && ` · ${durationLabel(days)}`}
                  </Text>
                  {r.notes && (
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      “{r.notes}”
                    </Text>
                  )}
                  <HStack mt="2" gap="2" flexWrap="wrap">
                    <Button
                      size="sm"
                      colorPalette="green"
                      flex="1"
                      onClick={() => setApproving({ ...r, name: who })}
                      aria-label={`Approve ${who}'s time off`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      flex="1"
                      loading={denying === r.id}
                      onClick={() => deny.mutate(r)}
                      aria-label={`Deny ${who}'s time off`}
                    >
                      Deny
                    </Button>
                  </HStack>
                </Box>
              );
            })}
          </Stack>
        )}
      </Card.Body>
      {approving && <ApproveTimeOffDialog request={approving} onClose={() => setApproving(null)} />}
    </Card.Root>
  );
}
