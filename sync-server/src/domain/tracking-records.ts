import {
  type AccountSummary,
  accountSummary,
  addDays,
  binsFor,
  type CollectionStory,
  type Customer,
  customers,
  daysBetween,
  jobs,
  moveReason,
  type PublicNextCollection,
  type PublicTracking,
  paymentHistory,
  type ServiceTracking,
  servicePeriods,
  serviceTracking,
  splitPeriods,
  type TaskPhoto,
  type TrackingRecord,
  taskPhotos,
  tasks,
} from '@bin-valet/schema';
import { and, asc, eq, gt, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { customerNextCollection } from './next-collection';
import { requestDates } from './request-dates';

export const requestRecord = (row: ServiceTracking): TrackingRecord => ({
  id: `request-${row.id}`,
  collectionDate: row.collectionDate,
  status: row.status,
  taskType: row.taskType,
  notes: row.notes,
});

/**
 * The customer's tasks and collection requests as tracking-page records (docs/architecture.md §3.1),
 * split at `today`:
 * 'past' is dated before today (or today and no longer scheduled), newest first; 'upcoming' is the rest,
 * soonest first, so each task shows once.
 */
export function trackingRecords(db: Orm, customerId: number, today: string, when: 'past' | 'upcoming') {
  const past = when === 'past';
  const taskRows = db
    .select({
      id: tasks.id,
      jobId: tasks.jobId,
      scheduledDate: tasks.scheduledDate,
      status: tasks.status,
      taskType: tasks.taskType,
      notes: tasks.notes,
      collection: jobs.collectionDate,
      regularDate: jobs.regularDate,
      delayReason: jobs.delayReason,
      delayDays: jobs.delayDays,
      needsGarbage: customers.needsGarbage,
      garbageQty: customers.garbageQty,
      needsCompost: customers.needsCompost,
      compostQty: customers.compostQty,
      needsRecycling: customers.needsRecycling,
      recyclingQty: customers.recyclingQty,
      recyclingAnchorDate: customers.recyclingAnchorDate,
    })
    .from(tasks)
    .innerJoin(jobs, eq(tasks.jobId, jobs.id))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(
      and(
        eq(jobs.customerId, customerId),
        // Today's completed, missed and cancelled tasks are history already; only still-open ones are upcoming.
        past
          ? or(lt(tasks.scheduledDate, today), and(eq(tasks.scheduledDate, today), ne(tasks.status, 'scheduled')))
          : and(gte(tasks.scheduledDate, today), or(gt(tasks.scheduledDate, today), eq(tasks.status, 'scheduled'))),
      ),
    )
    .all();
  const requests = db
    .select()
    .from(serviceTracking)
    .where(
      and(
        eq(serviceTracking.customerId, customerId),
        past ? lt(serviceTracking.collectionDate, today) : gte(serviceTracking.collectionDate, today),
      ),
    )
    .all();
  const moves = jobMoves(
    db,
    taskRows.map((r) => r.jobId),
  );
  const records: TrackingRecord[] = [
    ...taskRows.map((r): TrackingRecord => {
      const regular = r.regularDate ?? r.collection;
      const reason = moveReason({
        collectionDate: r.collection,
        regularDate: regular,
        delayReason: r.delayReason,
        delayDays: r.delayDays,
      });
      const record: TrackingRecord = {
        id: `task-${r.id}`,
        collectionDate: r.scheduledDate,
        status: r.status,
        taskType: r.taskType,
        notes: r.notes,
        bins: binsFor(r, regular),
        cityCollectionDate: r.collection,
        ...moves.get(r.jobId),
      };
      // The task's own date before the holiday or delay moved its job.
      if (reason) {
        record.movedFrom = addDays(r.scheduledDate, -daysBetween(regular, r.collection));
        record.moveReason = reason;
      }
      return record;
    }),
    ...requests.map(requestRecord),
  ];
  // Same day: keep a stable order (curb before residence, tasks before requests) by id text.
  records.sort((a, b) => a.collectionDate.localeCompare(b.collectionDate) || a.id.localeCompare(b.id));
  if (past) records.reverse();
  return records;
}

/** When each job's bins go out (its take_to_curb task) and come back (its return_to_house task). */
function jobMoves(db: Orm, jobIds: number[]) {
  const out = new Map<number, { binsOutDate?: string; binsBackDate?: string }>();
  if (!jobIds.length) return out;
  const rows = db
    .select({ jobId: tasks.jobId, taskType: tasks.taskType, date: tasks.scheduledDate })
    .from(tasks)
    .where(inArray(tasks.jobId, [...new Set(jobIds)]))
    .all();
  for (const r of rows) {
    const move = out.get(r.jobId) ?? {};
    if (r.taskType === 'take_to_curb') move.binsOutDate = r.date;
    else if (r.taskType === 'return_to_house') move.binsBackDate = r.date;
    out.set(r.jobId, move);
  }
  return out;
}

/**
 * The account on the tracking page, from real data: the jobs the crew completed and the payments
 * recorded (see accountSummary). A suspended or cancelled account shows that instead of a standing.
 */
export function accountOf(db: Orm, customer: Customer, today: string): AccountSummary & { paymentStatus: string } {
  const doneJobDates = db
    .selectDistinct({ date: jobs.collectionDate, id: jobs.id })
    .from(jobs)
    .innerJoin(tasks, eq(tasks.jobId, jobs.id))
    .where(and(eq(jobs.customerId, customer.id), eq(tasks.status, 'completed')))
    .all()
    .map((r) => r.date);
  const payments = db
    .select({ amount: paymentHistory.amount, status: paymentHistory.status, paymentDate: paymentHistory.paymentDate })
    .from(paymentHistory)
    .where(eq(paymentHistory.customerId, customer.id))
    .all();
  const summary = accountSummary({ doneJobDates, payments, today });
  const closed = customer.customerStatus === 'suspended' || customer.customerStatus === 'cancelled';
  return { ...summary, paymentStatus: closed ? customer.customerStatus : summary.standing };
}

/** Exactly what the public tracking page shows: no ids, e-mail, notes, coordinates, token or the office's per-service rate. */
export function publicTracking(db: Orm, customer: Customer, productName: string, today: string): PublicTracking {
  const account = accountOf(db, customer, today);
  return {
    customer: {
      name: customer.name,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zipCode: customer.zipCode,
      phone: customer.phone,
      contactMethod: customer.contactMethod,
      customerStatus: customer.customerStatus,
      paymentStatus: account.paymentStatus,
      amountOwed: account.owed,
      freeJobsLeft: account.freeJobsLeft,
      binsToCurbDay: customer.binsToCurbDay,
      collectionDay: customer.collectionDay,
      binsToResidenceDay: customer.binsToResidenceDay,
      needsGarbage: customer.needsGarbage,
      garbageQty: customer.garbageQty,
      needsCompost: customer.needsCompost,
      compostQty: customer.compostQty,
      needsRecycling: customer.needsRecycling,
      recyclingQty: customer.recyclingQty,
      serviceStartDate: customer.serviceStartDate,
      serviceEndDate: customer.serviceEndDate,
    },
    schedule: splitPeriods(
      db
        .select({ startDate: servicePeriods.startDate, endDate: servicePeriods.endDate, status: servicePeriods.status })
        .from(servicePeriods)
        .where(eq(servicePeriods.customerId, customer.id))
        .all(),
      today,
    ),
    next: publicNext(customerNextCollection(db, customer.id, today)),
    requestDates: requestDates(db, customer, today),
    productName,
    today,
  };
}

const publicNext = (story: CollectionStory | null): PublicNextCollection | null => {
  if (!story) return null;
  const { jobId: _id, ...rest } = story;
  return rest;
};

/** Outstanding requests the public may have open at once, so an anonymous link cannot flood the office. */
export const MAX_OPEN_REQUESTS = 10;

export function openRequests(db: Orm, customerId: number, today: string): ServiceTracking[] {
  return db
    .select()
    .from(serviceTracking)
    .where(
      and(
        eq(serviceTracking.customerId, customerId),
        eq(serviceTracking.status, 'pending'),
        gte(serviceTracking.collectionDate, today),
      ),
    )
    .orderBy(asc(serviceTracking.collectionDate))
    .all();
}

/** The photos of these tasks by task id, oldest first. */
export function photosOfTasks(db: Orm, taskIds: number[]): Map<number, TaskPhoto[]> {
  const out = new Map<number, TaskPhoto[]>();
  if (taskIds.length === 0) return out;
  const rows = db
    .select()
    .from(taskPhotos)
    .where(inArray(taskPhotos.taskId, [...new Set(taskIds)]))
    .orderBy(asc(taskPhotos.takenAt), asc(taskPhotos.createdAt))
    .all();
  for (const row of rows) {
    const list = out.get(row.taskId) ?? [];
    list.push(row);
    out.set(row.taskId, list);
  }
  return out;
}

/** Every photo of one customer's tasks, for finding one by its public id. */
export function customerPhotos(db: Orm, customerId: number): TaskPhoto[] {
  return db
    .select({ photo: taskPhotos })
    .from(taskPhotos)
    .innerJoin(tasks, eq(taskPhotos.taskId, tasks.id))
    .innerJoin(jobs, eq(tasks.jobId, jobs.id))
    .where(eq(jobs.customerId, customerId))
    .all()
    .map((r) => r.photo);
}
