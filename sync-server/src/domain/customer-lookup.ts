import { type Customer, customers } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/** The customer row by id: many resources answer 404 for a customer that does not exist. */
export const findCustomer = (db: Orm, id: number): Customer | undefined =>
  db.select().from(customers).where(eq(customers.id, id)).get();
