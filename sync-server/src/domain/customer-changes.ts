import { addDays, type CustomerChangeItem, customerChanges, customers } from '@bin-valet/schema';
import { and, asc, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/** What customers changed on their tracking links, as the office reads it. */

const HISTORY_LIMIT = 50;
const WEEK_MS = 7 * 24 * 3600 * 1000;

const columns = {
  id: customerChanges.id,
  customerId: customerChanges.customerId,
  customerName: customers.name,
  kind: customerChanges.kind,
  summary: customerChanges.summary,
  affectsDate: customerChanges.affectsDate,
  actor: customerChanges.actor,
  createdAt: customerChanges.createdAt,
};

const changes = (db: Orm, where: SQL | undefined) =>
  db
    .select(columns)
    .from(customerChanges)
    .innerJoin(customers, eq(customers.id, customerChanges.customerId))
    .where(where);

/** One customer's history: who changed what, and when, newest first. */
export const historyOf = (db: Orm, customerId: number): CustomerChangeItem[] =>
  changes(db, eq(customerChanges.customerId, customerId))
    .orderBy(desc(customerChanges.createdAt), desc(customerChanges.id))
    .limit(HISTORY_LIMIT)
    .all();

/** Changes touching today's or tomorrow's work, and the cancellations of the last week (someone should call). */
export function changesToPlanFor(db: Orm, today: string, now: Date): CustomerChangeItem[] {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  return changes(
    db,
    or(
      and(gte(customerChanges.affectsDate, today), lte(customerChanges.affectsDate, addDays(today, 1))),
      and(eq(customerChanges.kind, 'cancel'), gte(customerChanges.createdAt, weekAgo)),
    ),
  )
    .orderBy(asc(customerChanges.affectsDate), asc(customerChanges.createdAt), asc(customerChanges.id))
    .all();
}
