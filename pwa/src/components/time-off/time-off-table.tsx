import type { TimeOff } from '@bin-valet/schema';
import { Badge, Box, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';
import { statusLabel, TIME_OFF_STATUS_COLORS } from '../../lib/labels';
import { dateRangeLabel, durationLabel, inclusiveDays, timeOffTypeLabel } from '../../lib/time-off';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';

export interface TimeOffActions {
  setStatus: (row: TimeOff, status: 'approved' | 'denied') => void;
  edit: (row: TimeOff) => void;
  remove: (row: TimeOff) => void;
}

const StatusBadge = ({ status }: { status: string }) => (
  <Badge colorPalette={TIME_OFF_STATUS_COLORS[status] ?? 'gray'}>{statusLabel(status)}</Badge>
);

const daysOf = (r: TimeOff) => {
  const days = inclusiveDays(r.startDate, r.endDate);
  return days === null ? '-' : durationLabel(days);
};

/** The row's buttons: Approve and Deny while pending, then Edit and Delete; `wide` stacks them full width. */
function RowActions({ row, actions, wide }: { row: TimeOff; actions: TimeOffActions; wide?: boolean }) {
  const size = wide ? 'md' : 'xs';
  // A thumb's target on the phone's cards.
  const minH = wide ? '11' : undefined;
  return (
    <Flex gap={wide ? '2' : '1'} wrap="wrap" direction={wide ? 'column' : 'row'}>
      {row.status === 'pending' && (
        <>
          <Button
            size={size}
            colorPalette="green"
            variant="subtle"
            minH={minH}
            onClick={() => actions.setStatus(row, 'approved')}
          >
            Approve Request
          </Button>
          <Button
            size={size}
            colorPalette="red"
            variant="outline"
            minH={minH}
            onClick={() => actions.setStatus(row, 'denied')}
          >
            Deny Request
          </Button>
        </>
      )}
      <Button size={size} variant="outline" minH={minH} onClick={() => actions.edit(row)}>
        Edit Request
      </Button>
      <Button size={size} variant="ghost" colorPalette="red" minH={minH} onClick={() => actions.remove(row)}>
        Delete Request
      </Button>
    </Flex>
  );
}

/** On a phone: one card per request, its actions as full-width buttons (columns would run together). */
function TimeOffCards({ rows, actions }: { rows: TimeOff[]; actions?: TimeOffActions }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {rows.map((r) => (
        <Box as="li" key={r.id} data-testid="time-off-row" borderWidth="1px" rounded="md" p="3">
          <Flex justify="space-between" align="start" gap="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">{timeOffTypeLabel(r.type)}</Text>
              <Text fontSize="sm">{dateRangeLabel(r.startDate, r.endDate)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {daysOf(r)} · requested {formatDate(r.createdAt)}
              </Text>
            </Stack>
            <StatusBadge status={r.status} />
          </Flex>
          {r.notes && (
            <Text fontSize="sm" mt="1" overflowWrap="anywhere">
              {r.notes}
            </Text>
          )}
          {actions && (
            <Box mt="3">
              <RowActions row={r} actions={actions} wide />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Columns Type, Dates, Duration, Status, Notes, Created, and Actions for managers only; cards on a phone. */
export function TimeOffTable({ rows, actions }: { rows: TimeOff[]; actions?: TimeOffActions }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (!wide) return <TimeOffCards rows={rows} actions={actions} />;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Dates</Table.ColumnHeader>
            <Table.ColumnHeader>Duration</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Notes</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            {actions && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id} data-testid="time-off-row">
              <Table.Cell>{timeOffTypeLabel(r.type)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dateRangeLabel(r.startDate, r.endDate)}</Table.Cell>
              <Table.Cell>{daysOf(r)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.status} />
              </Table.Cell>
              <Table.Cell maxW="48">
                <Text lineClamp={2}>{r.notes || '-'}</Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(r.createdAt)}</Table.Cell>
              {actions && (
                <Table.Cell>
                  <RowActions row={r} actions={actions} />
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
