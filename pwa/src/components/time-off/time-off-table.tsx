import type { TimeOff } from '@bin-valet/schema';
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';
import { statusLabel, TIME_OFF_STATUS_COLORS } from '../../lib/labels';
import { dateRangeLabel, durationLabel, inclusiveDays, timeOffTypeLabel } from '../../lib/time-off';

export interface TimeOffActions {
  setStatus: (row: TimeOff, status: 'approved' | 'denied') => void;
  edit: (row: TimeOff) => void;
  remove: (row: TimeOff) => void;
}

/** Columns Type, Dates, Duration, Status, Notes, Created, and Actions for managers only. */
export function TimeOffTable({ rows, actions }: { rows: TimeOff[]; actions?: TimeOffActions }) {
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
          {rows.map((r) => {
            const days = inclusiveDays(r.startDate, r.endDate);
            return (
              <Table.Row key={r.id} data-testid="time-off-row">
                <Table.Cell>{timeOffTypeLabel(r.type)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{dateRangeLabel(r.startDate, r.endDate)}</Table.Cell>
                <Table.Cell>{days === null ? '-' : durationLabel(days)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={TIME_OFF_STATUS_COLORS[r.status] ?? 'gray'}>{statusLabel(r.status)}</Badge>
                </Table.Cell>
                <Table.Cell maxW="48">
                  <Text lineClamp={2}>{r.notes || '-'}</Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(r.createdAt)}</Table.Cell>
                {actions && (
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      {r.status === 'pending' && (
                        <>
                          <Button
                            size="xs"
                            colorPalette="green"
                            variant="subtle"
                            onClick={() => actions.setStatus(r, 'approved')}
                          >
                            Approve Request
                          </Button>
                          <Button
                            size="xs"
                            colorPalette="red"
                            variant="outline"
                            onClick={() => actions.setStatus(r, 'denied')}
                          >
                            Deny Request
                          </Button>
                        </>
                      )}
                      <Button size="xs" variant="outline" onClick={() => actions.edit(r)}>
                        Edit Request
                      </Button>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => actions.remove(r)}>
                        Delete Request
                      </Button>
                    </HStack>
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
