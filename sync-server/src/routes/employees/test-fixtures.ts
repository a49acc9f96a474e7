import { randomBytes } from 'node:crypto';
import { customers, jobAssignments, jobs, taskAssignments, tasks } from '../../../../schema';
import type { TestApp } from '../../test/harness';

/** Test-only: a customer with one job and its two tasks, written straight to the database. */
export function seedJob(t: TestApp, collectionDate: string, customerName = 'Ada Customer') {
  return t.store.write((db) => {
    const customer = db
      .insert(customers)
      .values({
        name: customerName,
        address: '1 Main St',
        zipCode: '98101',
        phone: '2065550100',
        email: 'ada@example.com',
        trackingToken: randomBytes(16).toString('base64url'),
      })
      .returning()
      .get();
    const job = db.insert(jobs).values({ customerId: customer.id, collectionDate }).returning().get();
    const curb = db
      .insert(tasks)
      .values({ jobId: job.id, taskType: 'take_to_curb', scheduledDate: collectionDate, notes: 'gate code 12' })
      .returning()
      .get();
    const back = db
      .insert(tasks)
      .values({ jobId: job.id, taskType: 'return_to_house', scheduledDate: collectionDate })
      .returning()
      .get();
    return { customer, job, curb, back };
  });
}

export function assignTask(t: TestApp, taskId: number, employeeId: number, role = 'crew') {
  return t.store.write((db) =>
    db.insert(taskAssignments).values({ taskId, employeeId, role, notes: 'bring gloves' }).returning().get(),
  );
}

export function assignJob(t: TestApp, jobId: number, employeeId: number, role = 'lead') {
  return t.store.write((db) => db.insert(jobAssignments).values({ jobId, employeeId, role }).returning().get());
}
