/** A service period as far as its dates and status go (the office's rows, the tracking page's copies). */
export interface Period {
  startDate: string;
  endDate: string | null;
  status: string;
}

export interface SchedulePeriods<P extends Period> {
  /** The period running today, else the next one to start; null when neither exists. */
  current: P | null;
  /** True when `current` has not started yet. */
  upcoming: boolean;
  /** Periods that ended before today (and cancelled ones), newest first: the history. */
  past: P[];
}

const running = (p: Period, today: string) => p.startDate <= today && (p.endDate === null || p.endDate >= today);

/**
 * Splits a customer's service periods for the office's Service Information card and the tracking
 * page's Service Schedule card: the current one is shown, the ended ones only in a history. An active period beats a paused one running on the same day.
 */
export function splitPeriods<P extends Period>(periods: readonly P[], today: string): SchedulePeriods<P> {
  const live = periods.filter((p) => p.status !== 'cancelled');
  const now = live
    .filter((p) => running(p, today))
    .sort(
      (a, b) => Number(b.status === 'active') - Number(a.status === 'active') || b.startDate.localeCompare(a.startDate),
    );
  const next = live.filter((p) => p.startDate > today).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const current = now[0] ?? next[0] ?? null;
  const past = periods
    .filter((p) => p !== current && (p.status === 'cancelled' || (p.endDate !== null && p.endDate < today)))
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return { current, upcoming: current !== null && current.startDate > today, past };
}
