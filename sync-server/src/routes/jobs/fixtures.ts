/**
 * Test fixtures for the scheduling routers: rows written straight through the store, so these tests
 * do not depend on the customer or employee routers.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  customers,
  employees,
  employeeTimeOff,
  jobs,
  type NewCustomer,
  servicePeriods,
  tasks,
} from '../../../../schema/tables';
import { insertJobWithTasks } from '../../domain/scheduling';
import type { TestApp } from '../../test/harness';

export function makeCustomer(t: TestApp, fields: Partial<NewCustomer> = {}) {
  return t.store.write((db) =>
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
        ...fields,
      })
      .returning()
      .get(),
  );
}

/** A job with both tasks on `collectionDate` for the customer. */
export function makeJob(t: TestApp, customerId: number, collectionDate: string, servicePeriodId: number | null = null) {
  return t.store.write((db) => {
    const customer = db.select().from(customers).where(eq(customers.id, customerId)).get();
    if (!customer) throw new Error('no customer');
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

/** Signed-in cookies for every staff role, plus anonymous (''). */
export async function roleCookies(t: TestApp) {
  return {
    crew: (await t.userWithRole('crew')).cookie,
    cs: (await t.userWithRole('customer_service')).cookie,
    manager: (await t.userWithRole('manager')).cookie,
    admin: await t.adminCookie(),
  };
}
