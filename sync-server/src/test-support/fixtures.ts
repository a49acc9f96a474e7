/**
 * Rows written straight through the store, so a router's tests do not depend on the other routers,
 * and the few helpers that go through the API on purpose (`createCustomer`, `roleCookies`).
 */
import { randomBytes } from 'node:crypto';
import {
  type Customer,
  customers,
  employees,
  employeeTimeOff,
  jobAssignments,
  jobs,
  type NewCustomer,
  servicePeriods,
  type Task,
  taskAssignments,
  tasks,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import type { Store } from '../db/connection';
import { insertJobWithTasks } from '../domain/scheduling';
import type { TestApp } from './harness';

export function addCustomer(store: Store, fields: Partial<NewCustomer> = {}) {
  return store.write((db) =>
    db
      .insert(customers)
      .values({
        name: 'Ada Lovelace',
        address: '12 Elm St',
        zipCode: '98101',
        phone: '2065550100',
        email: 'ada@example.com',
        needsGarbage: true,
        binsToCurbDay: 'friday',
        collectionDay: 'saturday',
        binsToResidenceDay: 'saturday',
        trackingToken: randomBytes(16).toString('hex'),
        // As if the office had entered it; an online signup (officeSavedAt: null) has its messages limited.
        officeSavedAt: new Date().toISOString(),
        ...fields,
      })
      .returning()
      .get(),
  );
}

/** A job on `collectionDate` with its two tasks, optionally in a service period. */
export function addJob(
  store: Store,
  customerId: number,
  collectionDate: string,
  servicePeriodId: number | null = null,
) {
  return store.write((db) => {
    const customer = db.select().from(customers).where(eq(customers.id, customerId)).get();
    if (!customer) throw new Error(`no customer ${customerId}`);
    return insertJobWithTasks(db, customer, collectionDate, servicePeriodId);
  });
}

export function makePeriod(
  t: TestApp,
  customerId: number,
  startDate: string,
  endDate: string | null,
  status = 'active',
) {
  return t.store.write((db) =>
    db.insert(servicePeriods).values({ customerId, startDate, endDate, status }).returning().get(),
  );
}

export function makeEmployee(
  t: TestApp,
  fields: Partial<typeof employees.$inferInsert> = {},
): typeof employees.$inferSelect {
  return t.store.write((db) =>
    db
      .insert(employees)
      .values({
        username: `emp-${Math.random().toString(36).slice(2, 8)}`,
        passwordHash: 'x',
        name: 'Grace Hopper',
        ...fields,
      })
      .returning()
      .get(),
  );
}

export function makeTimeOff(t: TestApp, employeeId: number, startDate: string, endDate: string, status: string) {
  return t.store.write((db) =>
    db.insert(employeeTimeOff).values({ employeeId, startDate, endDate, type: 'vacation', status }).returning().get(),
  );
}

export const jobsOf = (t: TestApp, customerId: number) =>
  t.store.orm.select().from(jobs).where(eq(jobs.customerId, customerId)).orderBy(jobs.collectionDate).all();

export const tasksOfJob = (t: TestApp, jobId: number) =>
  t.store.orm.select().from(tasks).where(eq(tasks.jobId, jobId)).orderBy(tasks.id).all();

export const taskById = (store: Store, id: number): Task | undefined =>
  store.orm.select().from(tasks).where(eq(tasks.id, id)).get();

export function setTask(store: Store, id: number, fields: Partial<Task>) {
  store.write((db) => db.update(tasks).set(fields).where(eq(tasks.id, id)).run());
}

/** A customer with one job and its two tasks (the curb task carries a note), written straight to the database. */
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

/** A complete, valid signup body (the public form's defaults). */
export const validSignup = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  address: '3201 W Galer St',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98199',
  phone: '206-555-0100',
  email: 'ada@example.com',
  needsGarbage: true,
  garbageQty: 1,
  needsCompost: true,
  compostQty: 1,
  needsRecycling: true,
  recyclingQty: 1,
  contactMethod: 'text',
  binsToCurbDay: 'friday',
  collectionDay: 'saturday',
  binsToResidenceDay: 'saturday',
  serviceRate: 5,
  customerStatus: 'active',
  ...over,
});

/** Creates a customer through the signup API as the admin and returns the row. */
export async function createCustomer(t: TestApp, over: Record<string, unknown> = {}): Promise<Customer> {
  const cookie = await t.adminCookie();
  const res = await t.call<{ customer: Customer }>('POST', '/api/signups', { cookie, body: validSignup(over) });
  if (res.status !== 201) throw new Error(`createCustomer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.customer;
}

/** A signed-in cookie for every staff role, by role name. */
export async function roleCookies(t: TestApp) {
  return {
    crew: (await t.userWithRole('crew')).cookie,
    customer_service: (await t.userWithRole('customer_service')).cookie,
    manager: (await t.userWithRole('manager')).cookie,
    admin: await t.adminCookie(),
  };
}
