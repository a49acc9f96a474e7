import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { GroupOrder } from '../hooks/use-route-order';
import type { StopsState } from '../hooks/use-route-stops';
import { emptyMessage, GROUPS, type GroupKey, type RouteStop, type Summary } from '../logic/planner-logic';
import { RouteGroup } from './route-group';
import { SummaryTiles } from './summary-tiles';

interface Props {
  state: StopsState;
  summary: Summary;
  orders: Record<GroupKey, GroupOrder>;
  date: string;
  days: number;
  canAssign: boolean;
  online: boolean;
  onAssign: (stop: RouteStop) => void;
}

/** The list view: summary tiles, then the two direction groups, or the empty state. */
export function ListView({ state, summary, orders, date, days, canAssign, online, onAssign }: Props) {
  if (state.status === 'loading') return <Text>Loading tasks...</Text>;
  if (state.status === 'offline') {
    return (
      <Box borderWidth="1px" borderColor="orange.solid" borderRadius="md" p="4" data-testid="route-online-only">
        <Text fontWeight="semibold">Online only</Text>
        <Text color="fg.muted">
          This device keeps the route of nearby days only. Connect to the internet to see{' '}
          {days === 1 ? 'this day' : 'these days'}.
        </Text>
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Box borderWidth="1px" borderColor="red.solid" borderRadius="md" p="4">
        <Text fontWeight="semibold" color="fg.error">
          Failed to fetch route tasks
        </Text>
      </Box>
    );
  }
  return (
    <Stack gap="6">
      {state.online && (
        <Text fontSize="sm" color="fg.muted" data-testid="route-read-online">
          Read online: this device keeps the route of nearby days only.
        </Text>
      )}
      <SummaryTiles summary={summary} />
      {state.stops.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" p="8" textAlign="center" data-testid="route-empty">
          <Heading as="h2" size="md">
            No tasks scheduled
          </Heading>
          <Text color="fg.muted" mt="1">
            {emptyMessage(date, days)}
          </Text>
        </Box>
      ) : (
        GROUPS.map((g) => (
          <RouteGroup
            key={g.key}
            title={g.title}
            order={orders[g.key]}
            canAssign={canAssign}
            online={online}
            onAssign={onAssign}
          />
        ))
      )}
    </Stack>
  );
}
