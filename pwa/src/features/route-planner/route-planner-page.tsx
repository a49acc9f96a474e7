import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session-store';
import { AssignCrewDialog } from '../../components/assign-crew-dialog';
import { CalendarBanner } from '../../components/calendar-banner';
import { businessToday } from '../../lib/business-day';
import { ROUTE_DIRECTION_LABELS } from '../../lib/labels';
import { crewActions, useOnline } from '../../sync/hooks';
import { engine } from '../../sync/runtime';
import { CalendarView } from './components/calendar-view';
import { CrewPlanPanel } from './components/crew-plan-panel';
import { DepotSetting } from './components/depot-setting';
import { ListView } from './components/list-view';
import { type PlannerView, RangeControls, ViewSwitcher } from './components/planner-controls';
import { useGroupOrder } from './hooks/use-route-order';
import { useDepot, useRouteStops } from './hooks/use-route-stops';
import { arrowDirection, type KeyTarget } from './logic/keys';
import { routeLine } from './logic/map-logic';
import {
  GROUPS,
  type GroupKey,
  groupStops,
  type RangeDays,
  type RouteStop,
  rangeEnd,
  shiftDate,
  summarize,
} from './logic/planner-logic';

/** Leaflet and its CSS load only when the map is opened. */
const MapView = lazy(() => import('./components/map-view'));

const OFFICE = new Set(['customer_service', 'manager', 'admin']);
const isDay = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s);
const asDays = (s: string | null): RangeDays => (s === '7' ? 7 : s === '14' ? 14 : 1);
const asView = (s: string | null): PlannerView => (s === 'map' || s === 'calendar' ? s : 'list');

/**
 * Route Planner (docs/architecture.md §3.3): list, map and calendar of the local working set, so it works with
 * no signal; dates outside the replica's window are read online when picked; ordering runs in a worker; assigning crew is the one online office call. The date, range
 * and view live in the address so a reload (or a shared link) opens the same route.
 */
export default function RoutePlannerPage() {
  const [params, setParams] = useSearchParams();
  const today = useMemo(businessToday, []);
  // React state is the truth (functional updates queue, so fast key presses never read a stale date);
  // the address mirrors it.
  const [nav, setNav] = useState(() => ({
    date: isDay(params.get('date')) ? (params.get('date') as string) : today,
    days: asDays(params.get('days')),
    view: asView(params.get('view')),
  }));
  const { date, days, view } = nav;
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  useEffect(() => {
    const next = new URLSearchParams({ date: nav.date, days: String(nav.days), view: nav.view });
    if (next.toString() !== window.location.search.slice(1)) setParamsRef.current(next, { replace: true });
  }, [nav]);
  const update = (next: Partial<typeof nav>) => setNav((n) => ({ ...n, ...next }));
  const shift = useCallback(
    (direction: -1 | 1) => setNav((n) => ({ ...n, date: shiftDate(n.date, n.days, direction) })),
    [],
  );

  const user = useSession((s) => s.user);
  const online = useOnline();
  const depot = useDepot();
  const state = useRouteStops(date, rangeEnd(date, days), online);
  const stops = state.status === 'ready' ? state.stops : [];
  const groups = useMemo(() => groupStops(stops), [stops]);
  const summary = useMemo(() => summarize(stops), [stops]);
  // A crew member's optimised day becomes their route order on the server, for their phones' dashboard.
  const latest = useRef<Record<GroupKey, RouteStop[]>>({ take_to_curb: [], return_to_house: [] });
  const saveOrder = useCallback(
    (group: GroupKey, ordered: RouteStop[]) => {
      if (user?.role !== 'crew' || days !== 1) return;
      const day = { ...latest.current, [group]: ordered };
      const mine = (s: RouteStop) => s.crew.some((c) => c.employeeId === user.id);
      const taskIds = [...day.take_to_curb, ...day.return_to_house].filter(mine).map((s) => s.taskId);
      if (taskIds.length) void crewActions.setRouteOrder({ date, taskIds });
    },
    [user, days, date],
  );
  const onCurb = useCallback((o: RouteStop[]) => saveOrder('take_to_curb', o), [saveOrder]);
  const onHouse = useCallback((o: RouteStop[]) => saveOrder('return_to_house', o), [saveOrder]);
  const orders = {
    take_to_curb: useGroupOrder(user?.id, date, days, 'take_to_curb', groups.take_to_curb, depot, onCurb),
    return_to_house: useGroupOrder(user?.id, date, days, 'return_to_house', groups.return_to_house, depot, onHouse),
  };
  latest.current = { take_to_curb: orders.take_to_curb.ordered, return_to_house: orders.return_to_house.ordered };
  const [assigning, setAssigning] = useState<RouteStop | null>(null);
  const queryClient = useQueryClient();

  // Left / Right move by the range in the list view, unless a text field (or a dialog) has focus.
  useEffect(() => {
    if (view !== 'list') return;
    const onKey = (e: KeyboardEvent) => {
      const dir = arrowDirection(e, document.activeElement as KeyTarget | null);
      if (dir === null) return;
      e.preventDefault();
      shift(dir);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, shift]);

  const lines = GROUPS.filter((g) => orders[g.key].optimised).map((g) => ({
    group: g.key,
    points: routeLine(orders[g.key].ordered, depot),
  }));

  return (
    <Container maxW="6xl" py="6">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0">
            <Heading as="h1" size="xl">
              Route Planner
            </Heading>
            <Text color="fg.muted">Stops for the crew, in driving order</Text>
          </Stack>
          <ViewSwitcher view={view} onChange={(v) => update({ view: v })} />
        </HStack>
        {view !== 'calendar' && (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <RangeControls
              date={date}
              today={today}
              days={days}
              onDate={(d) => update({ date: d })}
              onDays={(d) => update({ days: d })}
              onShift={shift}
            />
            <DepotSetting depot={depot} />
          </HStack>
        )}
        {view !== 'calendar' && <CalendarBanner from={date} to={rangeEnd(date, days)} />}
        {view !== 'calendar' && summary.unlocated > 0 && (
          <Text fontSize="sm" color="orange.fg" data-testid="unlocated-stops">
            {summary.unlocated === 1 ? '1 stop has' : `${summary.unlocated} stops have`} no location yet: shown at the
            map's center and placed last in an optimized order until the office sets the pin or a crew completion
            records it.
          </Text>
        )}
        {view === 'list' && days === 1 && OFFICE.has(user?.role ?? '') && state.status === 'ready' && (
          <CrewPlanPanel date={date} stops={stops} depot={depot} online={online} />
        )}
        {view === 'list' && (
          <ListView
            state={state}
            summary={summary}
            orders={orders}
            date={date}
            days={days}
            canAssign={OFFICE.has(user?.role ?? '')}
            online={online}
            onAssign={setAssigning}
          />
        )}
        {view === 'map' && (
          <Suspense fallback={<Text>Loading map...</Text>}>
            <MapView stops={stops} lines={lines} depot={depot} />
          </Suspense>
        )}
        {view === 'calendar' && (
          <CalendarView
            date={date}
            today={today}
            online={online}
            onPick={(d) => update({ date: d, view: 'list' })}
            onMonth={(d) => update({ date: d })}
          />
        )}
      </Stack>
      <AssignCrewDialog
        task={
          assigning && { id: assigning.taskId, scheduledDate: assigning.scheduledDate, taskType: assigning.taskType }
        }
        title="Assign Crew"
        customerName={assigning?.customerName}
        address={assigning?.address}
        directionLabel={assigning ? ROUTE_DIRECTION_LABELS[assigning.taskType] : undefined}
        excludeEmployeeIds={assigning?.crew.map((c) => c.employeeId)}
        onClose={() => setAssigning(null)}
        onAssigned={() => {
          void engine.kick();
          // Dates outside the replica are online reads: the pull does not bring their change.
          void queryClient.invalidateQueries({ queryKey: ['api', 'crew', 'route-tasks'] });
        }}
      />
    </Container>
  );
}
