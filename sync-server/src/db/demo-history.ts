import {
  addDays,
  addMonths,
  customerNotes,
  type customers,
  jobAssignments,
  jobs,
  onOrAfter,
  paymentHistory,
  servicePeriods,
  serviceTracking,
  taskAssignments,
  tasks,
  type Weekday,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { generateJobs } from '../domain/scheduling';
import type { Orm } from './connection';
import type { DemoRandom } from './demo-customers';
import { DEMO_CREW, NOTE_TEXTS } from './demo-data';

/** A demo customer's history: service periods, jobs with their outcomes and crews, requests, notes, payments. */

/** Jobs cover today − 14 … today + 14: four weeks of jobs around today. */
export const DEMO_DAYS_BACK = 14;
export const DEMO_DAYS_AHEAD = 14;

type DemoCustomer = typeof customers.$inferSelect;

/** Periods, jobs, task outcomes and assignments of one customer. */
export function seedServiceFor(
  db: Orm,
  c: DemoCustomer,
  i: number,
  r: DemoRandom,
  today: string,
  id: (u: string) => number,
  rileyOff: { startDate: string; endDate: string },
) {
  const from = addDays(today, -DEMO_DAYS_BACK);
  let periodStatus = 'active';
  let jobsTo = addDays(today, DEMO_DAYS_AHEAD);
  if (c.customerStatus === 'suspended') {
    periodStatus = 'paused';
    jobsTo = addDays(today, -5);
  } else if (c.customerStatus === 'cancelled') {
    periodStatus = 'completed';
    jobsTo = addDays(today, -8);
  }
  // Long-standing customers also have an earlier, completed period.
  if (i % 10 >= 8) {
    db.insert(servicePeriods)
      .values({
        customerId: c.id,
        startDate: addDays(c.serviceStartDate as string, -120),
        endDate: addDays(c.serviceStartDate as string, -1),
        status: 'completed',
        notes: 'Previous school year',
      })
      .run();
  }
  const period = db
    .insert(servicePeriods)
    .values({
      customerId: c.id,
      startDate: c.serviceStartDate as string,
      endDate: periodStatus === 'active' ? c.serviceEndDate : jobsTo,
      status: periodStatus,
      notes: periodStatus === 'paused' ? 'Paused while the account is suspended' : null,
    })
    .returning({ id: servicePeriods.id })
    .get();
  const start = c.serviceStartDate && c.serviceStartDate > from ? c.serviceStartDate : from;
  generateJobs(db, c, { startDate: start, endDate: jobsTo }, period.id);

  const crew = DEMO_CREW[i % DEMO_CREW.length];
  const rows = db.select().from(jobs).where(eq(jobs.customerId, c.id)).all();
  let taskTotal = 0;
  rows.forEach((job, k) => {
    const jobTasks = db.select().from(tasks).where(eq(tasks.jobId, job.id)).all();
    taskTotal += jobTasks.length;
    const outcomes: string[] = [];
    for (const t of jobTasks) {
      let status = 'scheduled';
      if (t.scheduledDate < today) status = r.chance(0.08) ? 'missed' : 'completed';
      else if (k === rows.length - 1 && i % 13 === 5) status = 'cancelled';
      outcomes.push(status);
      if (status !== 'scheduled') {
        db.update(tasks)
          .set({
            status,
            completedAt:
              status === 'completed' ? `${t.scheduledDate}T${14 + r.int(0, 4)}:${r.int(10, 59)}:00.000Z` : null,
            notes: status === 'missed' ? 'Bins were blocked by a parked car' : null,
          })
          .where(eq(tasks.id, t.id))
          .run();
      }
      // Past tasks are all assigned; about one future task in six is left for the office to assign.
      const onLeave = crew === 'riley' && t.scheduledDate >= rileyOff.startDate && t.scheduledDate <= rileyOff.endDate;
      const unassigned = t.scheduledDate >= today && (r.chance(0.17) || onLeave);
      if (!unassigned) {
        db.insert(taskAssignments)
          .values({ taskId: t.id, employeeId: id(crew), role: 'crew' })
          .run();
        if (t.taskType === 'take_to_curb' && i % 5 === 0) {
          db.insert(taskAssignments)
            .values({ taskId: t.id, employeeId: id('casey' === crew ? 'jordan' : 'casey'), role: 'support' })
            .run();
        }
      }
    }
    const jobStatus = outcomes.every((s) => s === 'completed')
      ? 'completed'
      : outcomes.includes('missed')
        ? 'missed'
        : outcomes.every((s) => s === 'cancelled')
          ? 'cancelled'
          : 'scheduled';
    if (jobStatus !== 'scheduled') db.update(jobs).set({ status: jobStatus }).where(eq(jobs.id, job.id)).run();
    // Job assignments for most jobs up to next week, so some jobs stay "unassigned" for the office.
    if (job.collectionDate <= addDays(today, 6) && i % 7 !== 3) {
      db.insert(jobAssignments)
        .values({
          jobId: job.id,
          employeeId: id(crew),
          role: 'lead',
          notes: i % 4 === 0 ? 'Bring the hand truck' : null,
        })
        .run();
    }
  });
  // A few customers asked for an extra collection through the tracking page.
  if (i % 8 === 1 && c.customerStatus === 'active') {
    const next = onOrAfter(addDays(today, 7), c.collectionDay as Weekday);
    db.insert(serviceTracking)
      .values([
        {
          customerId: c.id,
          collectionDate: next,
          taskType: 'take_to_curb',
          status: 'pending',
          notes: 'Extra pickup after a party',
        },
        {
          customerId: c.id,
          collectionDate: addDays(today, -10),
          taskType: 'take_to_curb',
          status: 'completed',
          completedAt: `${addDays(today, -10)}T16:00:00.000Z`,
        },
      ])
      .run();
  }
  return { jobs: rows.length, tasks: taskTotal };
}

/** Notes (some pinned) and monthly payments (20–60 dollars; the latest sometimes pending or failed). */
export function seedNotesAndPayments(db: Orm, c: DemoCustomer, i: number, r: DemoRandom, today: string) {
  const noteCount = i % 5 === 2 ? 0 : (i % 3) + 1;
  for (let n = 0; n < noteCount; n++) {
    db.insert(customerNotes)
      .values({
        customerId: c.id,
        adminUsername: ['maria', 'sam', 'admin'][(i + n) % 3],
        noteText: NOTE_TEXTS[(i + n * 3) % NOTE_TEXTS.length],
        isPinned: n === 0 && i % 4 === 0,
        createdAt: `${addDays(today, -(n * 9 + (i % 7)))}T17:30:00.000Z`,
      })
      .run();
  }
  if (c.customerStatus === 'cancelled' || i % 10 === 0) return;
  const amount = 20 + r.int(0, 8) * 5;
  for (let m = 3; m >= 0; m--) {
    const paymentDate = addDays(addMonths(today, -m), -(i % 5));
    if (paymentDate < (c.createdAt ?? '').slice(0, 10)) continue;
    const latest = m === 0;
    const status = latest && i % 7 === 2 ? 'pending' : latest && i % 11 === 4 ? 'failed' : 'completed';
    db.insert(paymentHistory)
      .values({
        customerId: c.id,
        amount,
        paymentDate,
        paymentMethod: (['venmo', 'cash', 'check', 'zelle', 'venmo', 'other'] as const)[i % 6],
        status,
        billingPeriod: paymentDate.slice(0, 7),
        servicesCount: 4,
        notes: status === 'failed' ? 'Card declined; customer will pay by Venmo' : null,
      })
      .run();
  }
}
