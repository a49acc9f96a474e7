import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { GroupOrder } from '../hooks/use-route-order';
import type { RouteStop } from '../logic/planner-logic';
import { StopRow } from './stop-row';

interface Props {
  title: string;
  order: GroupOrder;
  canAssign: boolean;
  online: boolean;
  onAssign: (stop: RouteStop) => void;
}

/** One direction of the route ('Bins to Curb' or 'Bins to Residence') with its ordering actions. */
export function RouteGroup({ title, order, canAssign, online, onAssign }: Props) {
  const stops = order.ordered;
  return (
    <Box as="section" aria-label={title} data-testid="route-group">
      <HStack justify="space-between" wrap="wrap" mb="2" gap="2">
        <HStack gap="2">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Badge variant="outline">{stops.length}</Badge>
          <Text fontSize="sm" color="fg.muted" data-testid="order-mode">
            {order.optimised ? 'Optimized order' : 'Sorted by address'}
          </Text>
        </HStack>
        {stops.length > 1 && (
          <HStack gap="2">
            <Button
              size="xs"
              colorPalette="green"
              onClick={() => void order.optimise()}
              loading={order.busy}
              disabled={!order.canOptimise}
              title={order.canOptimise ? undefined : 'Choose a single day to optimize its route'}
            >
              Optimize order
            </Button>
            {order.optimised && (
              <Button size="xs" variant="outline" onClick={order.reset}>
                Reset to address order
              </Button>
            )}
          </HStack>
        )}
      </HStack>
      {stops.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" py="2">
          No {title.toLowerCase()} tasks in this range.
        </Text>
      ) : (
        <Stack as="ol" gap="2" m="0" p="0">
          {stops.map((s, i) => (
            <StopRow
              key={s.taskId}
              stop={s}
              sequence={i + 1}
              canAssign={canAssign}
              online={online}
              onAssign={onAssign}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
