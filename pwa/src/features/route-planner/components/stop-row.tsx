import { Badge, Box, Button, Circle, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { titleCase } from '../../../lib/labels';
import { plannerStatusColor, type RouteStop } from '../logic/planner-logic';

interface Props {
  stop: RouteStop;
  sequence: number;
  /** Office roles may assign crew (the server refuses crew members). */
  canAssign: boolean;
  /** Assigning is an online office call. */
  online: boolean;
  onAssign: (stop: RouteStop) => void;
}

/** One stop of a route group: unassigned stops are highlighted red with an Assign Crew action. */
export function StopRow({ stop, sequence, canAssign, online, onAssign }: Props) {
  const unassigned = stop.crew.length === 0;
  return (
    <Box
      as="li"
      listStyleType="none"
      data-testid="route-stop"
      data-task-id={stop.taskId}
      data-date={stop.scheduledDate}
      data-unassigned={unassigned ? 'true' : 'false'}
      borderWidth="1px"
      borderRadius="md"
      borderColor={unassigned ? 'red.solid' : 'border'}
      bg={unassigned ? 'red.subtle' : undefined}
      p="3"
    >
      <HStack align="start" gap="3">
        <Circle size="8" bg={unassigned ? 'red.solid' : 'green.solid'} color="white" fontWeight="bold" flexShrink={0}>
          <span data-testid="stop-sequence">{sequence}</span>
        </Circle>
        <Stack gap="1" flex="1" minW="0">
          <HStack justify="space-between" align="start" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Link asChild fontWeight="semibold" colorPalette="green">
                <RouterLink to={`/customer/${stop.customerId}`} data-testid="stop-customer">
                  {stop.customerName}
                </RouterLink>
              </Link>
              <Text fontSize="sm" data-testid="stop-address">
                {stop.address}
              </Text>
            </Stack>
            <Badge colorPalette={plannerStatusColor(stop.status)} data-testid="stop-status">
              {titleCase(stop.status)}
            </Badge>
          </HStack>
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>{formatDate(stop.scheduledDate, 'EEE, MMM d, yyyy')}</Text>
            <Text>·</Text>
            <Text>Job #{stop.jobId}</Text>
            <Text>·</Text>
            <Text data-testid="stop-bins">{stop.bins}</Text>
          </HStack>
          <HStack gap="2" wrap="wrap" data-testid="crew-chips">
            {stop.crew.map((c) => (
              <Badge key={c.employeeId} variant="subtle" colorPalette="green" data-testid="crew-chip">
                {c.name}
              </Badge>
            ))}
            {unassigned && (
              <>
                <Text fontSize="sm" color="fg.error" fontWeight="medium">
                  Unassigned
                </Text>
                {canAssign && (
                  <Button
                    size="xs"
                    colorPalette="red"
                    variant="outline"
                    onClick={() => onAssign(stop)}
                    disabled={!online}
                    title={online ? undefined : 'Assigning crew needs a connection'}
                  >
                    Assign Crew
                  </Button>
                )}
              </>
            )}
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
