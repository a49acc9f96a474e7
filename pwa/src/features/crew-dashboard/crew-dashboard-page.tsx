import { Box, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { isCrew, useSession } from '../../app/session-store';
import { ConfirmDialog } from '../../components/form-dialog';
import { db, type LocalEmployee } from '../../db/database';
import { businessToday } from '../../lib/business-day';
import { useIdle } from '../../lib/use-idle';
import { useHeldTaps, usePendingTaskIds } from '../../sync/hooks';
import { useCrewPref } from './crew-prefs';
import { DashboardControls } from './dashboard-controls';
import {
  assignee,
  buildSections,
  type CrewCard,
  dayLabel,
  isMine,
  progress,
  type Scope,
  type TaskFilter,
  taskCountLabel,
  type ViewMode,
  viewDates,
} from './dashboard-logic';
import { MissedReasonDialog } from './missed-reason-dialog';
import { takeBudget, useRenderBudget } from './render-budget';
import { TaskCard } from './task-card';
import { useCrewCards } from './use-crew-cards';
import { useStatusActions } from './use-status-actions';

// Loaded after the cards: requesting time off is rare and must not delay the route on a slow phone.
const RequestTimeOffButton = lazy(() =>
  import('../people/components/request-time-off-button').then((m) => ({ default: m.RequestTimeOffButton })),
);

const SCOPES = ['mine', 'all'] as const;

/**
 * Crew Dashboard (spec §2): reads only the local database and writes through the sync outbox, so it
 * works with no signal at all. Crew start on their own stops; the office sees every crew's.
 */
export default function CrewDashboardPage() {
  const user = useSession((s) => s.user);
  const [date, setDate] = useState(businessToday);
  const [mode, setMode] = useState<ViewMode>('day');
  const [filter, setFilter] = useState<TaskFilter>('all');
  const [search, setSearch] = useState('');
  const [scope, setScope] = useCrewPref<Scope>('scope', user?.id, SCOPES, isCrew(user?.role) ? 'mine' : 'all');
  const dates = useMemo(() => viewDates(date, mode), [date, mode]);
  const state = useCrewCards(dates[0], dates[dates.length - 1]);
  const employees = useLiveQuery(
    async () => new Map((await db.employees.toArray()).map((e) => [e.id, e])),
    [],
    new Map<number, LocalEmployee>(),
  );
  const pendingIds = usePendingTaskIds();
  const held = useHeldTaps();
  const userId = user?.id;
  const scoped = useMemo(() => {
    if (state.status !== 'ready') return [];
    return scope === 'mine' && userId !== undefined ? state.cards.filter((c) => isMine(c, userId)) : state.cards;
  }, [state, scope, userId]);
  const sections = useMemo(() => buildSections(scoped, dates, filter, search), [scoped, dates, filter, search]);
  const searching = search.trim() !== '';
  const idle = useIdle();
  const budget = useRenderBudget(`${date}|${mode}|${filter}|${search}|${scope}|${state.status}`);
  const visible = takeBudget(sections, budget);
  const today = businessToday();

  const someoneElses = useCallback(
    (card: CrewCard) => assignee(card.task, userId, employees).someoneElse,
    [userId, employees],
  );
  const actions = useStatusActions(someoneElses);
  const onUndo = useCallback(
    (card: CrewCard) => {
      const tap = held.get(card.task.id);
      if (tap) void actions.undo(tap.group);
    },
    [held, actions.undo],
  );

  return (
    <Container maxW="4xl" py={{ base: '3', md: '6' }} px={{ base: '3', md: '6' }}>
      <Flex gap="2" mb="3" justify="space-between" align="center" wrap="wrap">
        <Stack gap="0">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            Crew Dashboard
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
            Daily schedule and task management
          </Text>
        </Stack>
        {idle && (
          <Suspense fallback={null}>
            <RequestTimeOffButton />
          </Suspense>
        )}
      </Flex>

      <DashboardControls
        scope={scope}
        onScope={setScope}
        search={search}
        onSearch={setSearch}
        date={date}
        onDate={setDate}
        mode={mode}
        onMode={setMode}
        filter={filter}
        onFilter={setFilter}
      />

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
          {sections.map((section, index) => {
            const { done, total } = progress(section.cards);
            const next = section.date === today ? section.cards.find((c) => c.task.status === 'scheduled') : undefined;
            return (
              <Box as="section" key={section.date} data-testid="day-section" aria-label={dayLabel(section.date)}>
                <HStack justify="space-between" mb="2" wrap="wrap" gap="1">
                  <Heading as="h2" size="md">
                    {dayLabel(section.date)}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {taskCountLabel(section.cards.length)} · sorted by address
                  </Text>
                  {total > 0 && (
                    <Text fontSize="sm" fontWeight="semibold" w="full" data-testid="progress">
                      {done} of {total} done
                    </Text>
                  )}
                </HStack>
                {section.cards.length === 0 ? (
                  searching ? (
                    <Stack gap="0" py="4">
                      <Text>No tasks found matching "{search.trim()}"</Text>
                      <Text color="fg.muted">Try adjusting your search terms</Text>
                    </Stack>
                  ) : (
                    <Text py="4" color="fg.muted">
                      {scope === 'mine' ? 'No stops assigned to you on this day' : 'No tasks scheduled for this day'}
                    </Text>
                  )
                ) : (
                  <Stack gap="3">
                    {visible[index].map((card) => {
                      const tap = held.get(card.task.id);
                      return (
                        <TaskCard
                          key={card.task.id}
                          card={card}
                          pending={pendingIds.has(card.task.id) || actions.tapping.has(card.task.id)}
                          assignee={assignee(card.task, userId, employees)}
                          next={card === next}
                          undoUntil={tap?.heldUntil}
                          onStatus={actions.choose}
                          onUndo={onUndo}
                        />
                      );
                    })}
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={actions.confirming !== null}
        onClose={actions.cancelConfirm}
        title="Not your stop"
        confirmLabel={actions.confirming?.status === 'missed' ? 'Mark Missed anyway' : 'Complete anyway'}
        onConfirm={actions.confirm}
      >
        <Text>
          This stop is assigned to{' '}
          {actions.confirming ? assignee(actions.confirming.card.task, userId, employees).text : ''}. Are you sure?
        </Text>
      </ConfirmDialog>
      <MissedReasonDialog
        stop={actions.missing ? (actions.missing.customer?.address ?? `Job #${actions.missing.task.jobId}`) : null}
        onClose={actions.cancelMissed}
        onConfirm={actions.missedWith}
      />
    </Container>
  );
}
