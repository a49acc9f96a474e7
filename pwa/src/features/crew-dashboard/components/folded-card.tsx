import { Badge, Box, Button, Card, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { LocalTask } from '../../../db/rows';
import { formatPattern } from '../../../lib/date-pattern';
import { TASK_STATUS_COLORS, titleCase } from '../../../lib/labels';

interface Props {
  task: LocalTask;
  address: string;
  number?: number;
  pending: boolean;
  /** Seconds left to undo the tap; 0: nothing to undo any more. */
  secondsLeft: number;
  onOpen: () => void;
  onUndo: () => void;
}

/** "7:42" from the moment the stop was closed, when the phone knows it. */
function closedAt(task: LocalTask): string | null {
  if (!task.completedAt) return null;
  const at = new Date(task.completedAt);
  return Number.isNaN(at.getTime()) ? null : formatPattern(at, 'h:mm');
}

/**
 * A stop that is done, as one line (number, address, status, time), so the stops still to do move up
 * the screen as the route goes on; Undo stays on the line while the tap can be taken back, and a tap
 * on the line opens the whole card (notes, photos).
 */
/** Why a stop closed without being done ("Not needed: bins were not taken out", a missed reason): its latest note. */
function reason(task: LocalTask): string | null {
  if (task.status === 'completed' || !task.notes) return null;
  const lines = task.notes.split('\n').filter((l) => l.trim() !== '');
  return lines.at(-1) ?? null;
}

export function FoldedCard({ task, address, number, pending, secondsLeft, onOpen, onUndo }: Props) {
  const time = closedAt(task);
  const why = reason(task);
  return (
    <Card.Root
      size="sm"
      data-testid="task-card"
      data-task-id={task.id}
      data-folded="true"
      id={`stop-${task.id}`}
      bg="bg.subtle"
    >
      <HStack gap="1" px="2" minH="11">
        <Button
          variant="plain"
          flex="1"
          minW="0"
          minH="11"
          px="1"
          justifyContent="flex-start"
          aria-expanded={false}
          aria-label={`${address}, ${titleCase(task.status)}${time ? ` at ${time}` : ''}. Open stop`}
          onClick={onOpen}
        >
          {number !== undefined && (
            <Text as="span" fontWeight="bold" color="fg.muted" flexShrink={0}>
              {number}.
            </Text>
          )}
          <Text as="span" truncate minW="0" fontWeight="normal">
            {address}
          </Text>
        </Button>
        <Badge colorPalette={TASK_STATUS_COLORS[task.status] ?? 'gray'} data-testid="task-status" flexShrink={0}>
          {titleCase(task.status)}
        </Badge>
        {time && (
          <Text fontSize="xs" color="fg.muted" flexShrink={0} data-testid="closed-at">
            {time}
          </Text>
        )}
        {pending && (
          <Badge colorPalette="yellow" variant="outline" size="sm" data-testid="waiting-to-sync" flexShrink={0}>
            <span aria-hidden>⋯</span>
            <VisuallyHidden>waiting to sync</VisuallyHidden>
          </Badge>
        )}
        {secondsLeft > 0 && (
          <Box data-testid="undo-bar" flexShrink={0}>
            <Button size="sm" minH="11" variant="ghost" colorPalette="blue" px="2" onClick={onUndo}>
              Undo ({secondsLeft} s)
            </Button>
          </Box>
        )}
      </HStack>
      {why && (
        <Text fontSize="xs" color="fg.muted" px="3" pb="1" truncate data-testid="folded-reason">
          {why}
        </Text>
      )}
    </Card.Root>
  );
}
