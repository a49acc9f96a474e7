import { notDueRefusal } from '@bin-valet/schema';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { ReplacesPrerendered } from '../../app/prerendered';
import { isCrew, useSession } from '../../app/session-store';
import { CalendarBanner } from '../../components/calendar-banner';
import { db } from '../../db/database';
import { useDaySeed } from '../../db/day-seed';
import type { LocalEmployee, LocalRouteOrder } from '../../db/rows';
import { businessToday } from '../../lib/business-day';
import { markFirstScreen } from '../../lib/first-screen';
import { loadWhenOnline } from '../../lib/load-when-online';
import { useIdle } from '../../lib/use-idle';
import { crewActions, heldTapOf, useOutboxWatch, usePhotosByTask, useRouteOrders } from '../../sync/hooks';
import { coversRange, useReplicaWindow } from '../../sync/replica-window';
import { DashboardControls, loadMoreControls, type OrderMode } from './components/dashboard-controls';
import { DayRouteTools } from './components/day-route-tools';
import { DaySection } from './components/day-section';
import { loadCapture } from './components/task-photos';
import { useCrewCards } from './hooks/use-crew-cards';
import { useStatusActions } from './hooks/use-status-actions';
import { useCrewPref } from './logic/crew-prefs';
import {
  assignee,
  buildSections,
  type CrewCard,
  isMine,
  type Scope,
  type TaskFilter,
  type ViewMode,
  viewDates,
} from './logic/dashboard-logic';
import { takeBudget, useRenderBudget } from './logic/render-budget';
import { inRouteOrder, moveStop, plannedByLine } from './logic/route-order-logic';

// Loaded after the cards: requesting time off is rare and must not delay the route on a slow phone.
const RequestTimeOffButton = lazy(() =>
  loadWhenOnline(() => import('../../components/time-off/request-time-off-button')).then((m) => ({
    default: m.RequestTimeOffButton,
  })),
);

// Dialogs open only on an unusual tap (a colleague's stop, a missed stop): their code (Chakra's dialog
// machinery) loads when first needed, or once the page is idle, never before the first card.
// The idle prefetch goes through the same wait as the dialogs themselves.
const loadConfirm = () =>
  loadWhenOnline(() => import('../../components/form-dialog')).then((m) => ({ default: m.ConfirmDialog }));
const loadMissed = () =>
  loadWhenOnline(() => import('./components/missed-reason-dialog')).then((m) => ({ default: m.MissedReasonDialog }));
// The other crews' stops, read online, show only once a crew member switches to "All stops".
const loadAllStops = () =>
  loadWhenOnline(() => import('./components/all-stops-online')).then((m) => ({ default: m.AllStopsOnline }));
const AllStopsOnline = lazy(loadAllStops);
const ConfirmDialog = lazy(loadConfirm);
const MissedReasonDialog = lazy(loadMissed);

const SCOPES = ['mine', 'all'] as const;
const ORDERS = ['route', 'address'] as const;

/**
 * Crew Dashboard (docs/architecture.md §3.3): reads only the local database and writes through the sync outbox, so it
 * works with no signal at all. Crew start on their own stops; the office sees every crew's.
 */
const NO_ORDERS = new Map<string, LocalRouteOrder>();

const NONE_HELD: ReadonlySet<number> = new Set();
const NO_EMPLOYEES = new Map<number, LocalEmployee>();
const STILL_LOADING = { status: 'loading' } as const;

export default function CrewDashboardPage() {
  const user = useSession((s) => s.user);
  const [date, setDate] = useState(businessToday);
  const [mode, setMode] = useState<ViewMode>('day');
  const [filter, setFilter] = useState<TaskFilter>('all');
  const [search, setSearch] = useState('');
  const [scope, setScope] = useCrewPref<Scope>('scope', user?.id, SCOPES, isCrew(user?.role) ? 'mine' : 'all');
  const dates = useMemo(() => viewDates(date, mode), [date, mode]);
  const live = useCrewCards(dates[0], dates[dates.length - 1]);
  // The local database answers as an urgent update: the first cards then render as a deferred update,
  // in slices a tap can come between, instead of one long task on a slow phone. Only the moment they
  // become ready is deferred: a tap's own status renders at once, with no second render after it.
  const readyDeferred = useDeferredValue(live.status === 'ready');
  const state = live.status === 'ready' && !readyDeferred ? STILL_LOADING : live;
  const seed = useDaySeed(dates[0], dates[dates.length - 1]);
  const employees = useLiveQuery(
    async () => new Map((await db.employees.toArray()).map((e) => [e.id, e])),
    [],
    seed?.employees ?? NO_EMPLOYEES,
  );
  useOutboxWatch();
  const photos = usePhotosByTask();
  const userId = user?.id;
  const scoped = useMemo(() => {
    if (state.status !== 'ready') return [];
    return scope === 'mine' && userId !== undefined ? state.cards.filter((c) => isMine(c, userId)) : state.cards;
  }, [state, scope, userId]);
  const [ordering, setOrdering] = useCrewPref<OrderMode>(
    'order',
    user?.id,
    ORDERS,
    isCrew(user?.role) ? 'route' : 'address',
  );
  const storedOrders = useRouteOrders(dates[0], dates[dates.length - 1]);
  const orders = storedOrders ?? NO_ORDERS;
  const sections = useMemo(() => {
    const byAddress = buildSections(scoped, dates, filter, search);
    if (ordering === 'address') return byAddress;
    return byAddress.map((s) => ({ ...s, cards: inRouteOrder(s.cards, orders.get(s.date)?.taskIds) }));
  }, [scoped, dates, filter, search, ordering, orders]);
  // Moves reorder the crew member's whole day, so only while all of their stops of one day show.
  const canMove =
    ordering === 'route' && scope === 'mine' && mode === 'day' && filter === 'all' && search.trim() === '';
  const idle = useIdle();
  // The same element across renders, so the memoised controls stay put.
  const timeOff = useMemo(
    () =>
      idle && (
        <Suspense fallback={null}>
          <RequestTimeOffButton />
        </Suspense>
      ),
    [idle],
  );
  // Warm the dialogs, the photo code, the other crews' stops and the folded controls once the route is
  // on screen, so the first unusual tap or photo works at once (and offline). Each goes through the
  // online wait: a warm-up cut short by a reload or a lost network is tried again, never an error.
  useEffect(() => {
    if (!idle) return;
    void Promise.all([loadConfirm(), loadMissed(), loadWhenOnline(loadCapture), loadAllStops(), loadMoreControls()]);
  }, [idle]);
  // On opening, the next stop comes into view when its buttons are below the first screen (mid-route).
  const scrolledToNext = useRef(false);
  useEffect(() => {
    // Not before the stored order is read: the next stop of the address order may not be the route's.
    if (state.status !== 'ready' || storedOrders === undefined || scrolledToNext.current) return;
    const next = document.querySelector<HTMLElement>('[data-next="true"]');
    if (!next) return;
    scrolledToNext.current = true;
    // Where the card is comes from the browser's own next layout: asking now forced a layout of every
    // card inside the task that rendered them.
    const seen = new IntersectionObserver(([entry]) => {
      seen.disconnect();
      if (entry && entry.boundingClientRect.bottom > (entry.rootBounds?.bottom ?? window.innerHeight))
        next.scrollIntoView({ block: 'start' });
    });
    seen.observe(next);
  });
  // The first cards are up: what waited for them (the warm start's sync engine) may start.
  useEffect(() => {
    if (state.status !== 'loading') markFirstScreen();
  }, [state.status]);
  const budget = useRenderBudget(`${date}|${mode}|${filter}|${search}|${scope}|${ordering}|${state.status}`);
  const visible = takeBudget(sections, budget);
  const today = businessToday();
  // A crew phone holds its working set only: the other crews' stops are read from the server. An
  // office browser holds every stop, but of yesterday to a week ahead only: other dates are read too.
  // Not before a first pull has stored the window: the list then said today's stops were read online,
  // and switched to the local copy a moment later.
  const replica = useReplicaWindow();
  const officeOnline = !isCrew(user?.role) && !!replica && !coversRange(replica, dates[0], dates[dates.length - 1]);
  const onlineView = scope === 'all' && (isCrew(user?.role) || officeOnline);
  const held = useMemo(() => new Set(state.status === 'ready' ? state.cards.map((c) => c.task.id) : []), [state]);

  // Through a ref: the sync engine's first pull rewrites the employees, and a new `choose` then
  // re-rendered every card (about 90 ms on a slow phone) though none of them had changed.
  const employeesRef = useRef(employees);
  employeesRef.current = employees;
  const someoneElses = useCallback(
    (card: CrewCard) => assignee(card.task, userId, employeesRef.current).someoneElse,
    [userId],
  );
  const actions = useStatusActions(someoneElses);
  const assigneeOf = useCallback((card: CrewCard) => assignee(card.task, userId, employees), [userId, employees]);
  // Read through refs so the callbacks stay the same across renders and memoised cards stay put.
  const sectionsRef = useRef(sections);
  sectionsRef.current = sections;
  const onMove = useCallback((card: CrewCard, delta: -1 | 1) => {
    const day = sectionsRef.current.find((s) => s.date === card.task.scheduledDate);
    if (!day) return;
    const taskIds = moveStop(
      day.cards.map((c) => c.task.id),
      card.task.id,
      delta,
    );
    void crewActions.setRouteOrder({ date: day.date, taskIds });
  }, []);
  const onUndo = useCallback(
    (card: CrewCard) => {
      const tap = heldTapOf(card.task.id);
      if (tap) void actions.undo(tap.group);
    },
    [actions.undo],
  );

  return (
    <Container maxW="4xl" py={{ base: '3', md: '6' }} px={{ base: '3', md: '6' }}>
      <Stack gap="0" mb="3">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          Crew Dashboard
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
          Daily schedule and task management
        </Text>
      </Stack>

      <DashboardControls
        scope={scope}
        onScope={setScope}
        order={ordering}
        onOrder={setOrdering}
        search={search}
        onSearch={setSearch}
        date={date}
        onDate={setDate}
        mode={mode}
        onMode={setMode}
        filter={filter}
        onFilter={setFilter}
        extra={timeOff}
      />
      <Box mb="3">
        <CalendarBanner from={dates[0]} to={dates[dates.length - 1]} />
      </Box>

      {state.status === 'loading' && <Text>Loading tasks...</Text>}
      {/* The server's copy of the first cards (a new phone) stays until these cards can take its place. */}
      {state.status !== 'loading' && <ReplacesPrerendered />}
      {state.status === 'error' && (
        <Box borderWidth="1px" borderColor="red.500" borderRadius="md" p="4">
          <Text fontWeight="semibold" color="red.600">
            Error Loading Tasks
          </Text>
        </Box>
      )}
      {state.status === 'ready' && !officeOnline && mode === 'day' && sections[0] && (
        <DayRouteTools cards={sections[0].cards} isToday={sections[0].date === today} />
      )}
      {/* Dates this office browser does not keep: the list below reads all of their stops. */}
      {state.status === 'ready' && !officeOnline && (
        <Stack gap="6">
          {sections.map((section, index) => (
            <DaySection
              key={section.date}
              date={section.date}
              cards={section.cards}
              visible={visible[index]}
              ordering={ordering}
              hasStoredOrder={!!orders.get(section.date)?.taskIds.length}
              plannedBy={plannedByLine(orders.get(section.date), userId, employees)}
              isToday={section.date === today}
              notYet={user ? notDueRefusal(user.role, section.date, 'completed', today) : null}
              search={search}
              mineOnly={scope === 'mine'}
              canMove={canMove}
              tapping={actions.tapping}
              photosOf={photos.of}
              assigneeOf={assigneeOf}
              onStatus={actions.choose}
              onUndo={onUndo}
              onMove={onMove}
            />
          ))}
        </Stack>
      )}
      {onlineView && (
        <Box mt="8">
          <Suspense fallback={<Text color="fg.muted">Loading the other stops…</Text>}>
            <AllStopsOnline
              from={dates[0]}
              to={dates[dates.length - 1]}
              search={search}
              held={officeOnline ? NONE_HELD : held}
              office={officeOnline}
            />
          </Suspense>
        </Box>
      )}
      {actions.confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onClose={actions.cancelConfirm}
            title="Not your stop"
            confirmLabel={actions.confirming.status === 'missed' ? 'Mark Missed anyway' : 'Complete anyway'}
            onConfirm={actions.confirm}
          >
            <Text>
              This stop is assigned to {assignee(actions.confirming.card.task, userId, employees).text}. Are you sure?
            </Text>
          </ConfirmDialog>
        </Suspense>
      )}
      {actions.missing && (
        <Suspense fallback={null}>
          <MissedReasonDialog
            stop={actions.missing.customer?.address ?? `Job #${actions.missing.task.jobId}`}
            onClose={actions.cancelMissed}
            onConfirm={actions.missedWith}
          />
        </Suspense>
      )}
    </Container>
  );
}
