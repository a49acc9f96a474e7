import {
  addDays,
  type CancelledState,
  type Customer,
  daysBetween,
  type Job,
  jobs,
  type ServiceCancellation,
  serviceCancellations,
  servicePeriods,
} from '@bin-valet/schema';
import { and, asc, desc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { binsOutDate, skipHeldNewJobs } from './customer-skips';
import { generateJobs, insertJobWithTasks, type ServiceDays } from './scheduling';

/**
 * A customer ends their service after a date: later jobs go (their tasks and assignments with them, so
 * phones drop the stops), periods end on that date, and the periods as they were are kept for an undo.
 */

/** The cancellation in force: not undone, its last collection today or later. */
export const activeCancellation = (db: Orm, customerId: number, today: string): ServiceCancellation | undefined =>
  db
    .select()
    .from(serviceCancellations)
    .where(
      and(
        eq(serviceCancellations.customerId, customerId),
        isNull(serviceCancellations.undoneAt),
        gte(serviceCancellations.lastCollectionDate, today),
      ),
    )
    .orderBy(desc(serviceCancellations.id))
    .get();

/** Jobs after `last` that are still to happen (scheduled, or skipped by the customer). */
const laterJobs = (customerId: number, last: string) =>
  and(eq(jobs.customerId, customerId), gt(jobs.collectionDate, last), inArray(jobs.status, ['scheduled', 'cancelled']));

/** The first job after `last` that a cancellation would delete: its cut-off decides whether it may. */
export function firstJobAfter(db: Orm, customerId: number, last: string) {
  const job = db.select().from(jobs).where(laterJobs(customerId, last)).orderBy(asc(jobs.collectionDate)).get();
  return job ? { job, binsOut: binsOutDate(db, job) } : undefined;
}

export function cancelService(db: Orm, customerId: number, last: string, reason: string | null): ServiceCancellation {
  const periods = db.select().from(servicePeriods).where(eq(servicePeriods.customerId, customerId)).all();
  const before: CancelledState = { periods: [], jobs: [] };
  for (const p of periods) {
    if (p.status !== 'active' && p.status !== 'paused') continue;
    if (p.endDate !== null && p.endDate <= last) continue;
    before.periods.push({ id: p.id, endDate: p.endDate, status: p.status });
    // A period that starts after the last collection never runs; one under way ends on that date.
    const change = p.startDate > last ? { status: 'cancelled' } : { endDate: last };
    db.update(servicePeriods).set(change).where(eq(servicePeriods.id, p.id)).run();
  }
  const gone = db.delete(jobs).where(laterJobs(customerId, last)).returning().all();
  before.jobs = gone.map((j) => ({
    regularDate: j.regularDate ?? j.collectionDate,
    collectionDate: j.collectionDate,
    servicePeriodId: j.servicePeriodId,
    notes: j.notes,
    delayReason: j.delayReason,
    delayDays: j.delayDays,
  }));
  return db
    .insert(serviceCancellations)
    .values({ customerId, lastCollectionDate: last, reason, before })
    .returning()
    .get();
}

/** Puts the periods back as they were and generates their jobs again from the day after the last collection. */
export function undoCancellation(
  db: Orm,
  customer: Pick<Customer, 'id'> & ServiceDays,
  cancellation: ServiceCancellation,
  today: string,
  openWindowEnd: string,
) {
  const from = addDays(cancellation.lastCollectionDate, 1);
  // The jobs it deleted come back as they were (hand-made ones too), a hold still skipping those it covers.
  const taken = new Set(
    db
      .select({ d: jobs.collectionDate })
      .from(jobs)
      .where(eq(jobs.customerId, customer.id))
      .all()
      .map((r) => r.d),
  );
  const restored: Job[] = [];
  for (const j of cancellation.before.jobs) {
    if (j.collectionDate < today || taken.has(j.collectionDate)) continue;
    const days = daysBetween(j.regularDate, j.collectionDate);
    const shift = { days, delayReason: j.delayReason, delayDays: j.delayDays };
    restored.push(insertJobWithTasks(db, customer, j.regularDate, j.servicePeriodId, j.notes, shift).job);
    taken.add(j.collectionDate);
  }
  skipHeldNewJobs(db, customer.id, restored);
  // Then the periods, and the jobs their window has grown by since.
  for (const p of cancellation.before.periods) {
    const row = db
      .update(servicePeriods)
      .set({ endDate: p.endDate, status: p.status })
      .where(eq(servicePeriods.id, p.id))
      .returning()
      .get();
    if (row?.status !== 'active') continue;
    const start = [from, row.startDate, today].sort()[2];
    const end = row.endDate === null || row.endDate > openWindowEnd ? openWindowEnd : row.endDate;
    if (start <= end) generateJobs(db, customer, { startDate: start, endDate: end }, row.id);
  }
  db.update(serviceCancellations)
    .set({ undoneAt: new Date().toISOString() })
    .where(eq(serviceCancellations.id, cancellation.id))
    .run();
}
