import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { PhotoRow } from '../../../db/rows';
import { type Assignee, type CrewCard, dayLabel, progress, taskCountLabel } from '../logic/dashboard-logic';
import { TaskCard } from './task-card';

interface Props {
  date: string;
  /** Every card of the day (filtered and searched), in the order shown. */
  cards: CrewCard[];
  /** The first ones to render now (see render-budget.ts). */
  visible: CrewCard[];
  /** 'route': numbered, and 'in route order' once the crew member has chosen one. */
  ordering: 'route' | 'address';
  hasStoredOrder: boolean;
  /** 'Route planned by Maria, 7:02' when the office set the day's order last. */
  plannedBy?: string | null;
  isToday: boolean;
  /** The day's stops are not the crew's to close yet: the sentence saying from when. */
  notYet?: string | null;
  search: string;
  mineOnly: boolean;
  /** Move up / down are offered (the crew member's own full list of the day). */
  canMove: boolean;
  tapping: Set<number>;
  photosOf: (taskId: number) => PhotoRow[];
  assigneeOf: (card: CrewCard) => Assignee;
  onStatus: (card: CrewCard, status: 'completed' | 'missed') => void;
  onUndo: (card: CrewCard) => void;
  onMove: (card: CrewCard, delta: -1 | 1) => void;
}

/** Brings a stop's card to the top of the screen (its Complete and Mark Missed with it). */
export function scrollToStop(taskId: number) {
  document.getElementById(`stop-${taskId}`)?.scrollIntoView({ block: 'start' });
}

/** One day of the dashboard: its heading, count and order, progress, and its cards. */
export function DaySection(p: Props) {
  const { done, total } = progress(p.cards);
  const next = p.isToday ? p.cards.find((c) => c.task.status === 'scheduled') : undefined;
  const inRoute = p.ordering === 'route' && p.hasStoredOrder;
  return (
    <Box as="section" data-testid="day-section" aria-label={dayLabel(p.date)}>
      <HStack justify="space-between" mb="2" wrap="wrap" gap="1">
        <Heading as="h2" size="md">
          {dayLabel(p.date)}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="order-label">
          {taskCountLabel(p.cards.length)} · {inRoute ? 'in route order' : 'sorted by address'}
        </Text>
        {p.plannedBy && (
          <Text fontSize="sm" w="full" data-testid="planned-by">
            {p.plannedBy}
          </Text>
        )}
        {total > 0 && (
          <HStack w="full" justify="space-between">
            <Text fontSize="sm" fontWeight="semibold" data-testid="progress">
              {done} of {total} done
            </Text>
            {next && (
              <Link
                href={`#stop-${next.task.id}`}
                fontSize="sm"
                fontWeight="semibold"
                colorPalette="green"
                minH="11"
                display="inline-flex"
                alignItems="center"
                onClick={(e) => {
                  e.preventDefault();
                  scrollToStop(next.task.id);
                }}
              >
                Next stop
              </Link>
            )}
          </HStack>
        )}
      </HStack>
      {p.cards.length === 0 ? (
        p.search.trim() ? (
          <Stack gap="0" py="4">
            <Text>No tasks found matching "{p.search.trim()}"</Text>
            <Text color="fg.muted">Try adjusting your search terms</Text>
          </Stack>
        ) : (
          <Text py="4" color="fg.muted">
            {p.mineOnly ? 'No stops assigned to you on this day' : 'No tasks scheduled for this day'}
          </Text>
        )
      ) : (
        <Stack gap="3">
          {p.visible.map((card, i) => (
            <TaskCard
              key={card.task.id}
              card={card}
              tapping={p.tapping.has(card.task.id)}
              assignee={p.assigneeOf(card)}
              number={p.ordering === 'route' ? i + 1 : undefined}
              next={card === next}
              photos={p.photosOf(card.task.id)}
              notYet={p.notYet}
              move={p.canMove ? { up: i > 0, down: i < p.cards.length - 1 } : undefined}
              onStatus={p.onStatus}
              onUndo={p.onUndo}
              onMove={p.onMove}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
