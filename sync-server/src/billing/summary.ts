import { type BillingSummary, billingInvoices, jobs, tasks } from '@bin-valet/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { accountOf } from './accounts';

/** Jobs that count toward the free ones: those whose bins-to-curb task is completed. */
export function completedJobCount(db: Orm, customerId: number): number {
  return (
    db
      .select({ n: count() })
      .from(tasks)
      .innerJoin(jobs, eq(tasks.jobId, jobs.id))
      .where(and(eq(jobs.customerId, customerId), eq(tasks.taskType, 'take_to_curb'), eq(tasks.status, 'completed')))
      .get()?.n ?? 0
  );
}

const INVOICES_SHOWN = 24;

export function billingSummary(db: Orm, customerId: number, planFreeJobs: number): BillingSummary {
  const account = accountOf(db, customerId);
  const invoices = db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.customerId, customerId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(INVOICES_SHOWN)
    .all();
  return {
    status: account?.status ?? 'trial',
    freeJobsLeft: Math.max(0, planFreeJobs - completedJobCount(db, customerId)),
    cardBrand: account?.cardBrand ?? null,
    cardLast4: account?.cardLast4 ?? null,
    nextChargeDate: account?.nextChargeDate ?? null,
    invoices: invoices.map(({ id, number, amountCents, status, paidAt, receiptUrl }) => ({
      id,
      number,
      amountCents,
      status,
      paidAt,
      receiptUrl,
    })),
  };
}
