import { addDays, customers, servicePeriods, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import type { Orm, Store } from '../db/connection';
import { upgradeDelayDays, upgradeHolidayMoves } from './calendar-moves';
import { fillServicePeriod, type ServiceDays } from './scheduling';

/** The longest range one generation call may cover (and the rolling window of long periods). */
export const MAX_GENERATION_DAYS = 366;

type PeriodLike = { id: number; startDate: string; endDate: string | null; status: string };

/**
 * `fillServicePeriod`, but a period ending far in the future is filled only up to a year ahead; the
 * daily top-up extends the window, so a 10-year period never writes 500 jobs in one request.
 */
export function fillPeriodWindow(db: Orm, customer: { id: number } & ServiceDays, period: PeriodLike, today: string) {
  const limit = addDays(today, MAX_GENERATION_DAYS);
  const endDate = period.endDate && period.endDate > limit ? limit : period.endDate;
  return fillServicePeriod(db, customer, { ...period, endDate }, today);
}

export interface TopUpResult {
  periods: number;
  /** Jobs from before the city's calendar moved into their holiday week's date (first run on a database only). */
  jobsMoved: number;
  jobsCreated: number;
  tasksCreated: number;
}

/**
 * Fills every active service period (open-ended ones 8 weeks ahead) in one write (docs/architecture.md §5.6).
 * Paused, completed and cancelled periods create nothing. Idempotent: a second run creates nothing.
 * First moves jobs written before the city's calendar existed into their holiday weeks (once).
 */
export function topUpActivePeriods(store: Store, today: string): TopUpResult {
  return store.write((db) => {
    upgradeDelayDays(db);
    const jobsMoved = upgradeHolidayMoves(db, today);
    const rows = db
      .select({
        id: servicePeriods.id,
        startDate: servicePeriods.startDate,
        endDate: servicePeriods.endDate,
        status: servicePeriods.status,
        customerId: customers.id,
        binsToCurbDay: customers.binsToCurbDay,
        collectionDay: customers.collectionDay,
        binsToResidenceDay: customers.binsToResidenceDay,
      })
      .from(servicePeriods)
      .innerJoin(customers, eq(customers.id, servicePeriods.customerId))
      .where(eq(servicePeriods.status, 'active'))
      .all();
    const result: TopUpResult = { periods: rows.length, jobsMoved, jobsCreated: 0, tasksCreated: 0 };
    for (const row of rows) {
      const customer = { id: row.customerId, ...pickDays(row) };
      const made = fillPeriodWindow(db, customer, row, today);
      result.jobsCreated += made.jobsCreated;
      result.tasksCreated += made.tasksCreated;
    }
    return result;
  });
}

const pickDays = (r: ServiceDays): ServiceDays => ({
  binsToCurbDay: r.binsToCurbDay,
  collectionDay: r.collectionDay,
  binsToResidenceDay: r.binsToResidenceDay,
});

const HOUR_MS = 3_600_000;

/**
 * Runs the top-up now, then checks every hour whether the business-zone date changed and tops up
 * again when it did. The timer never keeps the process alive; call the returned stop() on close.
 */
export function startDailyTopUp(
  store: Store,
  businessTz: string,
  opts: {
    intervalMs?: number;
    now?: () => Date;
    log?: (msg: string) => void;
    /** Runs after each day's top-up (the holiday-week notices), with the day's date. */
    afterTopUp?: (today: string) => void;
  } = {},
) {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((msg: string) => console.log(msg));
  let lastDate = '';
  const tick = () => {
    const today = todayIn(businessTz, now());
    if (today === lastDate) return;
    try {
      const r = topUpActivePeriods(store, today);
      lastDate = today;
      opts.afterTopUp?.(today);
      if (r.jobsCreated > 0) log(`[top-up] ${today}: ${r.jobsCreated} jobs for ${r.periods} active periods`);
    } catch (err) {
      // Try again at the next tick; a failed top-up must not take the server down.
      console.error('[top-up] failed', err);
    }
  };
  tick();
  const timer = setInterval(tick, opts.intervalMs ?? HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
