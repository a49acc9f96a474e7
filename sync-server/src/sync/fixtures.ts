/** Test fixtures for the sync tests: rows written straight through the store. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { customers, type NewCustomer, type Task, tasks } from '../../../schema';
import type { Store } from '../db/connection';
import { insertJobWithTasks } from '../domain/scheduling';

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
        ...fields,
      })
      .returning()
      .get(),
  );
}

/** A job on `collectionDate` with its two tasks. */
export function addJob(store: Store, customerId: number, collectionDate: string) {
  const customer = store.orm.select().from(customers).where(eq(customers.id, customerId)).get();
  if (!customer) throw new Error(`no customer ${customerId}`);
  return store.write((db) => insertJobWithTasks(db, customer, collectionDate));
}

export const taskById = (store: Store, id: number): Task | undefined =>
  store.orm.select().from(tasks).where(eq(tasks.id, id)).get();

export function setTask(store: Store, id: number, fields: Partial<Task>) {
  store.write((db) => db.update(tasks).set(fields).where(eq(tasks.id, id)).run());
}
