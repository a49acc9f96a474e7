import { binsFor, binsLine } from '@bin-valet/schema';
import { Badge, Box, Button, Card, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { memo, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccessNotes } from '../../../components/access-notes';
import { StopActions } from '../../../components/stop-actions';
import type { PhotoRow } from '../../../db/rows';
import { stopMessage } from '../../../lib/contact-links';
import { binSummary } from '../../../lib/format';
import { TASK_STATUS_COLORS, titleCase } from '../../../lib/labels';
import { useHeldUntil, useTaskPending } from '../../../sync/hooks';
import { PendingMark } from '../../../sync/pending-mark';
import { type Assignee, type CrewCard, cardTitle, collectionLine } from '../logic/dashboard-logic';
import { useHeadedFor, useNavigated } from '../logic/navigated';
import { FoldedCard } from './folded-card';
import { OnMyWay } from './on-my-way';
import { TaskPhotos } from './task-photos';

interface Props {
  card: CrewCard;
  /** The tap is being recorded (its intent is not in the outbox yet). */
  tapping: boolean;
  assignee: Assignee;
  /** Position in the route order (1-based), when the route order is shown. */
  number?: number;
  /** The first stop not yet done. */
  next?: boolean;
  /** Curb photos taken on this phone for the task. */
  photos: PhotoRow[];
  /** Why this stop cannot be completed or missed yet (dated after tomorrow), shown instead of the buttons. */
  notYet?: string | null;
  onStatus: (card: CrewCard, status: 'completed' | 'missed') => void;
  onUndo: (card: CrewCard) => void;
  /** Move up / down in the route, where the stop can move that way; absent: not offered. */
  move?: { up: boolean; down: boolean };
  onMove?: (card: CrewCard, delta: -1 | 1) => void;
}

/**
 * A card re-renders only when what it shows changed: `assignee` and `move` are rebuilt on every render
 * of the list, so they are compared by value (the cards themselves are kept when unchanged, see
 * use-crew-cards.ts), and one changed task repaints one card.
 */
function sameCardProps(a: Props, b: Props): boolean {
  return (
    a.card === b.card &&
    a.tapping === b.tapping &&
    a.photos === b.photos &&
    a.number === b.number &&
    a.next === b.next &&
    a.notYet === b.notYet &&
    a.onStatus === b.onStatus &&
    a.onUndo === b.onUndo &&
    a.onMove === b.onMove &&
    a.assignee.text === b.assignee.text &&
    a.assignee.tone === b.assignee.tone &&
    a.assignee.someoneElse === b.assignee.someoneElse &&
    a.move?.up === b.move?.up &&
    a.move?.down === b.move?.down
  );
}

const TONE_COLOR = { you: 'green.700', other: 'fg', none: 'red.600' } as const;

/** Seconds left until `until`, ticking; 0 once passed. */
function useSecondsLeft(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until || until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/**
 * One stop as the crew need it at the door: whose it is, how to get in (access notes), Navigate /
 * Call / Text, curb photos, Complete and Mark Missed while scheduled, and Undo for a few seconds after.
 */
export const TaskCard = memo(function TaskCard({
  card,
  tapping,
  assignee,
  number,
  next,
  photos,
  notYet,
  onStatus,
  onUndo,
  move,
  onMove,
}: Props) {
  const { task, job, customer } = card;
  // Read per card from the shared outbox summary: a tap re-renders only the card it changed.
  const pending = useTaskPending(task.id) || tapping;
  const undoUntil = useHeldUntil(task.id);
  const secondsLeft = useSecondsLeft(undoUntil);
  const [open, setOpen] = useState(false);
  const headedFor = useHeadedFor(task.id);
  const headFor = useNavigated((s) => s.headFor);
  const done = task.status !== 'scheduled';
  // Opened by hand stays open until the stop is scheduled again (an Undo), then folds with the next tap.
  useEffect(() => {
    if (!done) setOpen(false);
  }, [done]);
  if (done && !open)
    return (
      <FoldedCard
        task={task}
        address={customer?.address ?? cardTitle(task)}
        number={number}
        pending={pending}
        secondsLeft={secondsLeft}
        onOpen={() => setOpen(true)}
        onUndo={() => onUndo(card)}
      />
    );
  return (
    <Card.Root
      size="sm"
      data-testid="task-card"
      data-task-id={task.id}
      id={`stop-${task.id}`}
      data-next={next ? 'true' : undefined}
      borderColor={next ? 'green.500' : undefined}
      borderWidth={next ? '2px' : undefined}
    >
      <Card.Body gap="2" px="3">
        <Flex justify="space-between" align="start" gap="2">
          <HStack gap="2" align="start" minW="0">
            {number !== undefined && (
              <Box
                data-testid="stop-number"
                flexShrink={0}
                minW="7"
                h="7"
                borderRadius="full"
                bg={next ? 'green.600' : 'bg.emphasized'}
                color={next ? 'white' : 'fg'}
                fontWeight="bold"
                textAlign="center"
                lineHeight="1.75rem"
              >
                {number}
              </Box>
            )}
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">{cardTitle(task)}</Text>
              {job && (
                <Text fontSize="sm" data-testid="task-collection">
                  {collectionLine(job)}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                Job #{task.jobId}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" flexShrink={0} wrap="wrap" justify="flex-end">
            {next && (
              <Badge colorPalette="green" variant="solid">
                Next stop
              </Badge>
            )}
            {pending && <PendingMark />}
            <Badge colorPalette={TASK_STATUS_COLORS[task.status] ?? 'gray'} data-testid="task-status">
              {titleCase(task.status)}
            </Badge>
          </HStack>
        </Flex>
        {done && (
          <Button
            size="sm"
            minH="11"
            variant="ghost"
            alignSelf="flex-start"
            aria-expanded
            onClick={() => setOpen(false)}
          >
            Fold
          </Button>
        )}
        {task.leftWorkingSet && (
          <Text fontSize="sm" fontWeight="semibold" color="orange.700" data-testid="task-reassigned">
            Reassigned by the office · your change will still be sent
          </Text>
        )}
        <Text fontSize="sm" data-testid="assignee" data-tone={assignee.tone}>
          Assigned to:{' '}
          <Text as="span" fontWeight="semibold" color={TONE_COLOR[assignee.tone]}>
            {assignee.text}
          </Text>
        </Text>
        {customer && (
          <Box minW="0">
            <Link asChild fontWeight="medium" colorPalette="green" minH="11" display="inline-flex" alignItems="center">
              <RouterLink to={`/customer/${customer.id}`}>{customer.name}</RouterLink>
            </Link>
            <Text fontSize="sm" overflowWrap="anywhere">
              {customer.address}
            </Text>
            <Text fontSize="sm" color="fg.muted" data-testid="task-bins">
              {job ? binsLine(binsFor(customer, job.regularDate ?? job.collectionDate)) : binSummary(customer)}
            </Text>
          </Box>
        )}
        {/* Right under the address, so the next stop's buttons are in the first screen of a phone. */}
        {task.status === 'scheduled' && notYet && (
          <Text fontSize="sm" color="fg.muted" data-testid="not-due">
            {notYet}
          </Text>
        )}
        {task.status === 'scheduled' && !notYet && (
          <HStack gap="2">
            <Button
              size="sm"
              minH="11"
              flex="1"
              colorPalette="green"
              disabled={pending}
              onClick={() => onStatus(card, 'completed')}
            >
              Complete
            </Button>
            <Button
              size="sm"
              minH="11"
              flex="1"
              variant="outline"
              colorPalette="red"
              disabled={pending}
              onClick={() => onStatus(card, 'missed')}
            >
              Mark Missed
            </Button>
          </HStack>
        )}
        {customer && <AccessNotes customer={customer} />}
        {task.notes && (
          <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
            {task.notes}
          </Text>
        )}
        {job?.notes && (
          <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
            <Text as="span" fontWeight="semibold">
              Job Notes:
            </Text>{' '}
            {job.notes}
          </Text>
        )}
        {customer && (
          <StopActions
            customer={customer}
            message={stopMessage(customer.name, task.taskType)}
            onNavigate={() => headFor(task.id)}
          />
        )}
        {headedFor && task.status === 'scheduled' && !notYet && (
          <OnMyWay taskId={task.id} prompt={customer?.name ?? 'the customer'} />
        )}
        <TaskPhotos taskId={task.id} photos={photos} canAdd={task.status !== 'cancelled'} />
        {move && onMove && (
          <HStack gap="2">
            <Button
              size="sm"
              minH="11"
              variant="outline"
              disabled={!move.up}
              aria-label="Move up"
              onClick={() => onMove(card, -1)}
            >
              ↑ Move up
            </Button>
            <Button
              size="sm"
              minH="11"
              variant="outline"
              disabled={!move.down}
              aria-label="Move down"
              onClick={() => onMove(card, 1)}
            >
              ↓ Move down
            </Button>
          </HStack>
        )}
        {!headedFor && task.status === 'scheduled' && !notYet && <OnMyWay taskId={task.id} />}
        {secondsLeft > 0 && (
          <HStack gap="2" justify="space-between" bg="bg.muted" borderRadius="md" px="3" data-testid="undo-bar">
            <Text fontSize="sm">
              {titleCase(task.status)} · not sent yet ({secondsLeft} s)
            </Text>
            <Button size="sm" minH="11" variant="ghost" colorPalette="blue" onClick={() => onUndo(card)}>
              Undo
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}, sameCardProps);
