import type { TrackingRecord } from '@bin-valet/schema';
import { Box, Table, Tabs, Text } from '@chakra-ui/react';
import { formatDate } from '../../../lib/format';
import { movedNote, trackingTaskLabel } from '../logic/tracking-logic';
import { StatusBadge } from './tracking-cards';

function ServicesTable({ records, caption, empty }: { records: TrackingRecord[]; caption: string; empty: string }) {
  if (!records.length)
    return (
      <Text color="gray.700" py="4">
        {empty}
      </Text>
    );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" minW="md">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Service Type</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Notes</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell whiteSpace="nowrap">
                {formatDate(r.collectionDate, 'MMM d, yyyy')}
                {r.movedFrom && (
                  <Text fontSize="xs" color="orange.800" whiteSpace="normal">
                    {movedNote(r, (d) => formatDate(d, 'MMM d'))}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{trackingTaskLabel(r.taskType)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.status} />
              </Table.Cell>
              <Table.Cell color={r.notes ? undefined : 'gray.700'}>{r.notes || 'No notes'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Tabs Recent Services and Upcoming Services. */
export function ServicesTabs({ recent, upcoming }: { recent: TrackingRecord[]; upcoming: TrackingRecord[] }) {
  return (
    <Box as="section" aria-label="Service history">
      <Tabs.Root defaultValue="recent" variant="enclosed" colorPalette="green">
        <Tabs.List>
          <Tabs.Trigger value="recent">Recent Services</Tabs.Trigger>
          <Tabs.Trigger value="upcoming">Upcoming Services</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="recent">
          <ServicesTable records={recent} caption="Recent services" empty="No recent services yet." />
        </Tabs.Content>
        <Tabs.Content value="upcoming">
          <ServicesTable records={upcoming} caption="Upcoming services" empty="No upcoming services scheduled." />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
