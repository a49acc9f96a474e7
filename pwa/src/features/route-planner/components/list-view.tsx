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
