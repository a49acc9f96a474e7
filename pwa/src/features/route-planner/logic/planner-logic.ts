import { addDays, binsFor, binsLine, isSkippedByCustomer, MINUTES_PER_TASK, type RouteTask } from '@bin-valet/schema';
import type { LocalCustomer, LocalEmployee, LocalJob, LocalTask, LocalTaskAssignment } from '../../../db/rows';
import { formatDate, formatMinutes } from '../../../lib/format';
import { ROUTE_DIRECTION_LABELS } from '../../../lib/labels';
import { firstNumber } from './solver/geometry';

/** Pure logic of the Route Planner list: stops, groups, sort, summary tiles, ranges. */

export type GroupKey = 'take_to_curb' | 'return_to_house';

export const GROUPS: readonly { key: GroupKey; title: string }[] = (['take_to_curb', 'return_to_house'] as const).map(
  (key) => ({ key, title: ROUTE_DIRECTION_LABELS[key] ?? key }),
);

export interface CrewChip {
  employeeId: number;
  name: string;
  role: string;
}

/** One task as the planner shows it (the spec's "route task" plus its crew). */
export interface RouteStop {
  taskId: number;
  jobId: number;
  customerId: number;
  customerName: string;
  address: string;
  phone: string;
  lat: number | null;
  lng: number | null;
  taskType: string;
  status: string;
  scheduledDate: string;
  crew: CrewChip[];
  /** The bins the city collects this week ('2 Garbage • 1 Compost'). */
  bins: string;
}

/** Customer coordinates are stored as text; anything unparsable counts as missing. */
export function parseCoord(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Tasks with a job and a customer in the local database become stops; orphans and customers' skips are left out. */
export function toRouteStops(
  tasks: readonly LocalTask[],
  jobs: ReadonlyMap<number, LocalJob>,
  customers: ReadonlyMap<number, LocalCustomer>,
  assignments: readonly LocalTaskAssignment[],
  employees: ReadonlyMap<number, LocalEmployee>,
): RouteStop[] {
  const crewByTask = new Map<number, CrewChip[]>();
  for (const a of assignments) {
    const e = employees.get(a.employeeId);
    const name = e?.name?.trim() || e?.username || `Employee #${a.employeeId}`;
    const list = crewByTask.get(a.taskId) ?? [];
    list.push({ employeeId: a.employeeId, name, role: a.role });
    crewByTask.set(a.taskId, list);
  }
  const stops: RouteStop[] = [];
  for (const t of tasks) {
    if (isSkippedByCustomer(t)) continue;
    const job = jobs.get(t.jobId);
    const customer = job ? customers.get(job.customerId) : undefined;
    if (!job || !customer) continue;
    stops.push({
      taskId: t.id,
      jobId: t.jobId,
      customerId: customer.id,
      customerName: customer.name,
      address: customer.address,
      phone: customer.phone,
      lat: parseCoord(customer.latitude),
      lng: parseCoord(customer.longitude),
      taskType: t.taskType,
      status: t.status,
      scheduledDate: t.scheduledDate,
      crew: crewByTask.get(t.id) ?? [],
      bins: binsLine(binsFor(customer, job.regularDate ?? job.collectionDate)),
    });
  }
  return stops;
}

/**
 * Stops of a date the device does not replicate, from GET /api/crew/route-tasks: the same stops the
 * local database gives (customers' skips left out), crew chips included.
 */
export function fromRouteTasks(rows: readonly RouteTask[]): RouteStop[] {
  return rows
    .filter((t) => !t.skipped_by_customer)
    .map((t) => ({
      taskId: t.id,
      jobId: t.job_id,
      customerId: t.customer_id,
      customerName: t.customer_name,
      address: t.address,
      phone: t.phone,
      lat: parseCoord(t.latitude),
      lng: parseCoord(t.longitude),
      taskType: t.task_type,
      status: t.status,
      scheduledDate: t.scheduled_date,
      crew: (t.crew ?? []).map((c) => ({ employeeId: c.employee_id, name: c.name, role: c.role })),
      bins: binsLine(t.bins),
    }));
}

/** A stop on the street: one customer at one address (the 'Stops' tile, map markers, solver stops). */
export const stopKey = (s: Pick<RouteStop, 'customerId' | 'address'>) => `${s.customerId}|${s.address}`;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** By the first number in the address; ties by address, date and task id for a stable order. */
export function byFirstNumber(a: RouteStop, b: RouteStop): number {
  const na = firstNumber(a.address);
  const nb = firstNumber(b.address);
  if (na !== nb) return na < nb ? -1 : 1;
  return (
    collator.compare(a.address, b.address) || a.scheduledDate.localeCompare(b.scheduledDate) || a.taskId - b.taskId
  );
}

/** 'Bins to Curb' and 'Bins to Residence', each sorted by the first number in the address. */
export function groupStops(stops: readonly RouteStop[]): Record<GroupKey, RouteStop[]> {
  const out: Record<GroupKey, RouteStop[]> = { take_to_curb: [], return_to_house: [] };
  for (const s of stops) {
    if (s.taskType === 'take_to_curb' || s.taskType === 'return_to_house') out[s.taskType].push(s);
  }
  out.take_to_curb.sort(byFirstNumber);
  out.return_to_house.sort(byFirstNumber);
  return out;
}

/**
 * Puts stops in a chosen order of stop keys; stops the order does not know keep their relative place
 * at the end (the caller refines them with cheapest insertion when it can).
 */
export function applyOrder(stops: readonly RouteStop[], order: readonly string[]): RouteStop[] {
  const rank = new Map(order.map((k, i) => [k, i]));
  const indexed = stops.map((s, i) => ({ s, i, r: rank.get(stopKey(s)) ?? order.length + i }));
  return indexed.sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.s);
}

export const estimateMinutes = (taskCount: number) => taskCount * MINUTES_PER_TASK;

export interface Summary {
  totalTasks: number;
  customers: number;
  unassigned: number;
  stops: number;
  minutes: number;
  /** Distinct stops whose customer has no map position yet (they go last in an optimized order). */
  unlocated: number;
}

export function summarize(stops: readonly RouteStop[]): Summary {
  return {
    totalTasks: stops.length,
    customers: new Set(stops.map((s) => s.customerId)).size,
    unassigned: stops.filter((s) => s.crew.length === 0).length,
    stops: new Set(stops.map(stopKey)).size,
    minutes: estimateMinutes(stops.length),
    unlocated: new Set(stops.filter((s) => s.lat === null || s.lng === null).map(stopKey)).size,
  };
}

export interface Tile {
  label: string;
  value: string;
}

export const summaryTiles = (s: Summary): Tile[] => [
  { label: 'Total Tasks', value: String(s.totalTasks) },
  { label: 'Customers', value: String(s.customers) },
  { label: 'Unassigned', value: String(s.unassigned) },
  { label: 'Stops', value: String(s.stops) },
  { label: 'Est. Time', value: formatMinutes(s.minutes) },
];

/** Route planner badge colours: green completed, blue scheduled, grey otherwise. */
export const plannerStatusColor = (status: string) =>
  status === 'completed' ? 'green' : status === 'scheduled' ? 'blue' : 'gray';

export type RangeDays = 1 | 7 | 14;

export const RANGE_OPTIONS: readonly { days: RangeDays; label: string }[] = [
  { days: 1, label: 'One Day' },
  { days: 7, label: 'Next 7 Days' },
  { days: 14, label: 'Next 2 Weeks' },
];

/** The last day of a range of `days` days starting on `date`. */
export const rangeEnd = (date: string, days: number) => addDays(date, days - 1);

/** The previous / next arrows (and keys) move the start date by the whole range. */
export const shiftDate = (date: string, days: number, direction: -1 | 1) => addDays(date, direction * days);

/** 'Friday, November 20, 2026', or 'Nov 20 – Dec 3, 2026' for a range. */
export function rangeLabel(date: string, days: number): string {
  if (days <= 1) return formatDate(date, 'EEEE, MMMM d, yyyy');
  return `${formatDate(date, 'MMM d')} – ${formatDate(rangeEnd(date, days), 'MMM d, yyyy')}`;
}

/** The empty state's message, naming the date. */
export function emptyMessage(date: string, days: number): string {
  return days <= 1
    ? `There are no tasks scheduled for ${rangeLabel(date, 1)}.`
    : `There are no tasks scheduled from ${rangeLabel(date, days)}.`;
}
