import { randomBytes } from 'node:crypto';
import {
  addDays,
  customerNotes,
  customers,
  employees,
  employeeTimeOff,
  jobAssignments,
  jobs,
  messages,
  onOrAfter,
  paymentHistory,
  serviceChanges,
  servicePeriods,
  serviceTracking,
  taskAssignments,
  tasks,
  todayIn,
} from '@bin-valet/schema';
import type { TestApp } from './harness';

/** Ids one matrix row needs; a fresh world per row and role, so one role's DELETE cannot hide the next. */
export interface World {
  customerId: number;
  token: string;
  periodId: number;
  jobId: number;
  curbTaskId: number;
  backTaskId: number;
  noteId: number;
  trackingId: number;
  /** A customer's pending collection request, for the office to approve or decline. */
  requestId: number;
  taskAssignmentId: number;
  jobAssignmentId: number;
  employeeId: number;
  /** An active admin other than the signed-in one, so it is never the last. */
  adminId: number;
  timeOffId: number;
  /** A failed text to the customer (for the office's retry). */
  messageId: number;
  /** A declared delay far ahead (moves no job of the world). */
  serviceChangeId: number;
  /** A Saturday (the customer's collection day) after today. */
  nextCollection: string;
  /** Another free Saturday, for creating a job. */
  freeCollection: string;
  today: string;
}

export function seedWorld(t: TestApp): World {
  const today = todayIn(t.config.businessTz);
  const nextCollection = onOrAfter(addDays(today, 1), 'saturday');
  const freeCollection = addDays(nextCollection, 7);
  const suffix = randomBytes(4).toString('hex');
  return t.store.write((db) => {
    const customer = db
      .insert(customers)
      .values({
        name: 'Matrix Customer',
        address: '1 Matrix Way',
        zipCode: '98199',
        phone: '2065550100',
        email: 'matrix@example.com',
        needsGarbage: true,
        collectionDay: 'saturday',
        trackingToken: randomBytes(16).toString('base64url'),
      })
      .returning()
      .get();
    const period = db
      .insert(servicePeriods)
      .values({ customerId: customer.id, startDate: today, endDate: addDays(today, 60), status: 'active' })
      .returning()
      .get();
    const job = db
      .insert(jobs)
      .values({ customerId: customer.id, servicePeriodId: period.id, collectionDate: nextCollection })
      .returning()
      .get();
    const curb = db
      .insert(tasks)
      .values({ jobId: job.id, taskType: 'take_to_curb', scheduledDate: addDays(nextCollection, -1) })
      .returning()
      .get();
    const back = db
      .insert(tasks)
      .values({ jobId: job.id, taskType: 'return_to_house', scheduledDate: nextCollection })
      .returning()
      .get();
    const note = db
      .insert(customerNotes)
      .values({ customerId: customer.id, adminUsername: 'admin', noteText: 'Gate code 1234' })
      .returning()
      .get();
    db.insert(paymentHistory).values({ customerId: customer.id, amount: 30, billingPeriod: 'March' }).run();
    const tracking = db
      .insert(serviceTracking)
      .values({ customerId: customer.id, collectionDate: nextCollection, status: 'scheduled' })
      .returning()
      .get();
    const request = db
      .insert(serviceTracking)
      .values({ customerId: customer.id, collectionDate: addDays(freeCollection, 7), status: 'pending' })
      .returning()
      .get();
    const employee = db
      .insert(employees)
      .values({ username: `target-${suffix}`, passwordHash: 'not-a-usable-hash', role: 'crew', name: 'Target' })
      .returning()
      .get();
    const otherAdmin = db
      .insert(employees)
      .values({ username: `admin-${suffix}`, passwordHash: 'not-a-usable-hash', role: 'admin', name: 'Other Admin' })
      .returning()
      .get();
    const ta = db.insert(taskAssignments).values({ taskId: curb.id, employeeId: employee.id }).returning().get();
    const ja = db.insert(jobAssignments).values({ jobId: job.id, employeeId: employee.id }).returning().get();
    const timeOff = db
      .insert(employeeTimeOff)
      .values({
        employeeId: employee.id,
        startDate: addDays(today, 30),
        endDate: addDays(today, 31),
        type: 'vacation',
        status: 'pending',
      })
      .returning()
      .get();
    const message = db
      .insert(messages)
      .values({
        customerId: customer.id,
        kind: 'bins_out',
        channel: 'sms',
        recipient: '+12065550100',
        body: 'Your bins are at the curb.',
        status: 'failed',
        error: 'Attempt to send to unsubscribed recipient (21610)',
        causeKey: `bins_out:task:${curb.id}`,
      })
      .returning()
      .get();
    const delay = db
      .insert(serviceChanges)
      .values({
        name: 'Ice delay',
        startDate: addDays(today, 200),
        endDate: addDays(today, 201),
        shiftDays: 1,
        createdBy: 'admin',
      })
      .returning()
      .get();
    return {
      messageId: message.id,
      serviceChangeId: delay.id,
      customerId: customer.id,
      token: customer.trackingToken,
      periodId: period.id,
      jobId: job.id,
      curbTaskId: curb.id,
      backTaskId: back.id,
      noteId: note.id,
      trackingId: tracking.id,
      requestId: request.id,
      taskAssignmentId: ta.id,
      jobAssignmentId: ja.id,
      employeeId: employee.id,
      adminId: otherAdmin.id,
      timeOffId: timeOff.id,
      nextCollection,
      freeCollection,
      today,
    };
  });
}

/** A 1×1 PNG: a real image by its bytes, for the address-photo upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
