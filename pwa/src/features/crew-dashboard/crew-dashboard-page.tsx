import {
  Box,
  Button,
  CloseButton,
  Container,
  Flex,
  Heading,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { addDays } from '../../../../schema/dates';
import { notify } from '../../app/toaster';
import { CalendarBanner } from '../../components/calendar-banner';
import { businessToday } from '../../lib/business-day';
import { useIdle } from '../../lib/use-idle';
import { crewActions, usePendingTaskIds } from '../../sync/hooks';
import {
  buildSections,
  type CrewCard,
  dayLabel,
  FILTER_OPTIONS,
  type TaskFilter,
  taskCountLabel,
  type ViewMode,
  viewDates,
} from './dashboard-logic';
import { currentPosition } from './geolocation';
import { takeBudget, useRenderBudget } from './render-budget';
import { TaskCard } from './task-card';
import { useCrewCards } from './use-crew-cards';

// Loaded after the cards: requesting time off is rare and must not delay the route on a slow phone.
const RequestTimeOffButton = lazy(() =>
  import('../people/components/request-time-off-button').then((m) => ({ default: m.RequestTimeOffButton })),
);

/** The business zone for "today" (DESIGN.md §2); the PWA runs in the crew's own zone, the same city. */

/**
 * Crew Dashboard (spec §2): reads only the local database and writes through the sync outbox, so it
 * works with no signal at all.
 */
export default function CrewDashboardPage() {
  const [date, setDate] = useState(businessToday);
  const [mode, setMode] = useState<ViewMode>('day');
  const [filter, setFilter] = useState<TaskFilter>('all');
  const [search, setSearch] = useState('');
  const [tapping, setTapping] = useState<Set<number>>(() => new Set());
  const dates = useMemo(() => viewDates(date, mode), [date, mode]);
  const state = useCrewCards(dates[0], dates[dates.length - 1]);
  const pendingIds = usePendingTaskIds();
  const sections = useMemo(
    () => (state.status === 'ready' ? buildSections(state.cards, dates, filter, search) : []),
    [state, dates, filter, search],
  );
  const searching = search.trim() !== '';
  const idle = useIdle();
  const budget = useRenderBudget(`${date}|${mode}|${filter}|${search}|${state.status}`);
  const visible = takeBudget(sections, budget);

  async function setStatus(card: CrewCard, status: 'completed' | 'missed') {
    const completedAt = new Date().toISOString(); // the tap time, whenever the server hears of it
    const id = card.task.id;
    setTapping((s) => new Set(s).add(id));
    try {
      const where = await currentPosition();
      await crewActions.setTaskStatus({ taskId: id, status, completedAt, ...(where ?? {}) });
      notify('Success', 'Task status updated successfully', 'success');
    } catch {
      notify('Error', 'Failed to update task status', 'error');
    } finally {
      setTapping((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }

  return (
    <Container maxW="4xl" py="6">
      <Flex gap="3" mb="4" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            Crew Dashboard
          </Heading>
          <Text color="fg.muted">Daily schedule and task management</Text>
        </Stack>
        {idle && (
          <Suspense fallback={null}>
            <RequestTimeOffButton />
          </Suspense>
        )}
      </Flex>

      <Stack gap="3" mb="6">
        <InputGroup
          endElement={
            search ? <CloseButton size="xs" aria-label="Clear search" onClick={() => setSearch('')} /> : undefined
          }
        >
          <Input
            placeholder="Search by customer, address, job number or notes"
            aria-label="Search tasks"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </InputGroup>
        <HStack gap="2" wrap="wrap">
          <Input
            type="date"
            aria-label="Date"
            maxW="44"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
          />
          <NativeSelect.Root maxW="36">
            <NativeSelect.Field
              aria-label="View"
              value={mode}
              onChange={(e) => setMode(e.currentTarget.value as ViewMode)}
            >
              <option value="day">Day View</option>
              <option value="week">Week View</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root maxW="44">
            <NativeSelect.Field
              aria-label="Filter"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value as TaskFilter)}
            >
              {FILTER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HStack gap="1">
            <Button size="sm" variant="outline" onClick={() => setDate((d) => addDays(d, -1))}>
              Previous
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDate(businessToday())}>
              Today
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDate((d) => addDays(d, 1))}>
              Next
            </Button>
          </HStack>
        </HStack>
        <CalendarBanner from={dates[0]} to={dates[dates.length - 1]} />
      </Stack>

      {state.status === 'loading' && <Text>Loading tasks...</Text>}
      {state.status === 'error' && (
        <Box borderWidth="1px" borderColor="red.500" borderRadius="md" p="4">
          <Text fontWeight="semibold" color="red.600">
            Error Loading Tasks
          </Text>
        </Box>
      )}
      {state.status === 'ready' && (
        <Stack gap="6">
          {sections.map((section, index) => (
            <Box as="section" key={section.date} data-testid="day-section" aria-label={dayLabel(section.date)}>
              <HStack justify="space-between" mb="2" wrap="wrap">
                <Heading as="h2" size="md">
                  {dayLabel(section.date)}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {taskCountLabel(section.cards.length)} · sorted by address
                </Text>
              </HStack>
              {section.cards.length === 0 ? (
                searching ? (
                  <Stack gap="0" py="4">
                    <Text>No tasks found matching "{search.trim()}"</Text>
                    <Text color="fg.muted">Try adjusting your search terms</Text>
                  </Stack>
                ) : (
                  <Text py="4" color="fg.muted">
                    No tasks scheduled for this day
                  </Text>
                )
              ) : (
                <Stack gap="3">
                  {visible[index].map((card) => (
                    <TaskCard
                      key={card.task.id}
                      card={card}
                      pending={pendingIds.has(card.task.id) || tapping.has(card.task.id)}
                      onStatus={setStatus}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}
