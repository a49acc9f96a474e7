import { addDays, type Customer, mondayOf, type RouteTask } from '@bin-valet/schema';

/**
 * The dates the dashboard's real figures need (they replace the spec's fixed 247 dollars and 94 percent):
 * this Monday–Sunday week for revenue and the last 14 days (today included) for the completion rate.
 * One route-tasks call over the union covers both.
 */
export function statsWindow(today: string) {
  const weekStart = mondayOf(today);
  const weekEnd = addDays(weekStart, 6);
  const rateStart = addDays(today, -13);
  return {
    weekStart,
    weekEnd,
    rateStart,
    rateEnd: today,
    // today − 13 is always before this Monday, and Sunday never before today.
    startDate: rateStart,
    endDate: weekEnd,
  };
}

/**
 * Revenue this week: each completed bins-to-curb task of an active customer in this Monday–Sunday week
 * earns that customer's per-service rate (one job = one curb trip).
 */
export function weeklyRevenue(
  tasks: readonly RouteTask[],
  customers: readonly Pick<Customer, 'id' | 'customerStatus' | 'serviceRate'>[],
  today: string,
): number {
  const { weekStart, weekEnd } = statsWindow(today);
  const rate = new Map(customers.filter((c) => c.customerStatus === 'active').map((c) => [c.id, c.serviceRate]));
  let sum = 0;
  for (const t of tasks) {
    if (t.task_type !== 'take_to_curb' || t.status !== 'completed') continue;
    if (t.scheduled_date < weekStart || t.scheduled_date > weekEnd) continue;
    sum += rate.get(t.customer_id) ?? 0;
  }
  return sum;
}

/**
 * Completion rate over the last 14 days: completed / (completed + missed), in whole percent;
 * null when nothing was due yet (scheduled and cancelled tasks do not count).
 */
export function completionRate(tasks: readonly RouteTask[], today: string): number | null {
  const { rateStart, rateEnd } = statsWindow(today);
  let done = 0;
  let missed = 0;
  for (const t of tasks) {
    if (t.scheduled_date < rateStart || t.scheduled_date > rateEnd) continue;
    if (t.status === 'completed') done++;
    else if (t.status === 'missed') missed++;
  }
  return done + missed ? Math.round((done / (done + missed)) * 100) : null;
}
