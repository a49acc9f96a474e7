import { PROFILE_TIME_OFF, type TimeOff } from '@bin-valet/schema';
import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { TimeOffDialog } from '../../../components/time-off/time-off-dialog';
import { statusLabel, TIME_OFF_STATUS_COLORS } from '../../../lib/labels';
import { dateRangeLabel, timeOffTypeLabel } from '../../../lib/time-off';

/**
 * Time Off & Availability card: the first 3 requests, 'View All (n total)' beyond that, and
 * 'Manage Time Off' (managers) or 'Request Time Off' (the employee on their own profile).
 */
export function TimeOffCard({
  employeeId,
  employeeName,
  canManage,
  isSelf,
  requests,
  tint,
}: {
  employeeId: number;
  employeeName?: string;
  canManage: boolean;
  isSelf: boolean;
  requests: UseQueryResult<TimeOff[]>;
  tint: object;
}) {
  const [open, setOpen] = useState(false);
  const rows = requests.data ?? [];
  const actionLabel = canManage ? 'Manage Time Off' : 'Request Time Off';

  return (
    <Card.Root {...tint}>
      <Card.Header>
        <Heading as="h2" size="md">
          Time Off &amp; Availability
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {requests.isError ? (
            <Text role="alert" color="red.700">
              Failed to fetch time off
            </Text>
          ) : rows.length === 0 ? (
            <Text color="fg.muted">{requests.isPending ? 'Loading...' : 'No time off scheduled'}</Text>
          ) : (
            rows.slice(0, PROFILE_TIME_OFF).map((r) => (
              <Flex
                key={r.id}
                justify="space-between"
                align="center"
                gap="2"
                borderWidth="1px"
                rounded="md"
                p="2"
                bg="bg"
              >
                <Stack gap="0">
                  <Text fontWeight="medium">{timeOffTypeLabel(r.type)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {dateRangeLabel(r.startDate, r.endDate)}
                  </Text>
                </Stack>
                <Badge colorPalette={TIME_OFF_STATUS_COLORS[r.status] ?? 'gray'}>{statusLabel(r.status)}</Badge>
              </Flex>
            ))
          )}
          <HStack gap="2" wrap="wrap">
            {rows.length > PROFILE_TIME_OFF && (
              <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
                View All ({rows.length} total)
              </Button>
            )}
            {(canManage || isSelf) && (
              <Button size="sm" colorPalette="green" onClick={() => setOpen(true)}>
                {actionLabel}
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
      {open && (
        <TimeOffDialog
          employeeId={employeeId}
          employeeName={employeeName}
          title={canManage ? 'Manage Time Off' : 'Request Time Off'}
          canManage={canManage}
          requests={requests}
          onClose={() => setOpen(false)}
        />
      )}
    </Card.Root>
  );
}
