import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { binsFor, binsLine } from '../../../../schema/calendar';
import { binSummary, TASK_STATUS_COLORS, titleCase } from '../../lib/format';
import { PendingMark } from '../../sync/pending-mark';
import { type CrewCard, cardTitle } from './dashboard-logic';

interface Props {
  card: CrewCard;
  /** An intent for this task is waiting for the server, or the tap is being recorded. */
  pending: boolean;
  onStatus: (card: CrewCard, status: 'completed' | 'missed') => void;
}

/** One task as spec §2 shows it; Complete and Mark Missed only while scheduled. */
export function TaskCard({ card, pending, onStatus }: Props) {
  const { task, job, customer } = card;
  return (
    <Card.Root size="sm" data-testid="task-card" data-task-id={task.id}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="semibold">{cardTitle(task)}</Text>
            <Text fontSize="sm" color="fg.muted">
              Job #{task.jobId}
            </Text>
          </Stack>
          <HStack gap="2">
            {pending && <PendingMark />}
            <Badge colorPalette={TASK_STATUS_COLORS[task.status] ?? 'gray'} data-testid="task-status">
              {titleCase(task.status)}
            </Badge>
          </HStack>
        </HStack>
        {customer && (
          <Box>
            <Link asChild fontWeight="medium" colorPalette="green">
              <RouterLink to={`/customer/${customer.id}`}>{customer.name}</RouterLink>
            </Link>
            <Text fontSize="sm">{customer.address}</Text>
            <Text fontSize="sm" color="fg.muted" data-testid="task-bins">
              {job ? binsLine(binsFor(customer, job.regularDate ?? job.collectionDate)) : binSummary(customer)}
            </Text>
          </Box>
        )}
        {task.notes && (
          <Text fontSize="sm" whiteSpace="pre-line">
            {task.notes}
          </Text>
        )}
        {job?.notes && (
          <Text fontSize="sm" whiteSpace="pre-line">
            <Text as="span" fontWeight="semibold">
              Job Notes:
            </Text>{' '}
            {job.notes}
          </Text>
        )}
        {task.status === 'scheduled' && (
          <HStack gap="2">
            <Button size="sm" colorPalette="green" disabled={pending} onClick={() => onStatus(card, 'completed')}>
              Complete
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={pending}
              onClick={() => onStatus(card, 'missed')}
            >
              Mark Missed
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
