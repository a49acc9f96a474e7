import { type Job, type Task, weekdayOf } from '@bin-valet/schema';
import { type APIRequestContext, expect } from '@playwright/test';

/** Customers and jobs set up through the real office API, for the specs that then look at a day's stops. */

/**
 * Signs a customer up whose curb, collection and return days are all the weekday of `date` (unless `fields` name them), so a job
 * on `date` has both tasks that day. `fields` add to or replace the defaults (a Magnolia ZIP code, a
 * phone, an e-mail, garbage service).
 */
export async function customerServedOn(api: APIRequestContext, date: string, fields: Record<string, unknown>) {
  const weekday = weekdayOf(date);
  const res = await api.post('/api/signups', {
    data: {
      zipCode: '98199',
      phone: '2065550142',
      email: 'e2e@example.com',
      needsGarbage: true,
      binsToCurbDay: weekday,
      collectionDay: weekday,
      binsToResidenceDay: weekday,
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { customer: { id: number; trackingToken: string } }).customer;
}

/** A job of the customer collected on `date` (exactly, even in a holiday week), with its two tasks. */
export async function jobOn(api: APIRequestContext, customerId: number, date: string, notes?: string) {
  const res = await api.post('/api/jobs', { data: { customerId, collectionDate: date, notes, exactDate: true } });
  expect(res.status()).toBe(201);
  const { job, tasks } = (await res.json()) as { job: Job; tasks: Task[] };
  const curb = tasks.find((t) => t.taskType === 'take_to_curb');
  const house = tasks.find((t) => t.taskType === 'return_to_house');
  if (!curb || !house) throw new Error('job without its two tasks');
  return { job, curb, house };
}
