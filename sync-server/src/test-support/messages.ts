import { randomUUID } from 'node:crypto';
import {
  addDays,
  type Customer,
  type CustomerMessage,
  type Mutation,
  messages,
  onOrAfter,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { addCustomer, addJob } from './fixtures';
import { as, type TestApp } from './harness';

/** Environment for message tests: providers set (nothing is sent unless a test runs the sender). */
export const SMS_ENV = {
  SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  SMS_AUTH_TOKEN: 'test-auth-token',
  SMS_FROM: '+12065550199',
  SMS_API_URL: 'http://127.0.0.1:9',
  MESSAGE_QUIET_HOURS: 'off',
  PUBLIC_URL: 'https://bins.example.org',
};

/** A quiet-hours window that contains the current business time (two hours from this hour). */
export function quietWindowAroundNow(timeZone: string, now = new Date()): string {
  // From the parts, not the printed text: a locale's display pattern is not a contract.
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const pad = (h: number) => String(h % 24).padStart(2, '0');
  return `${pad(hour)}:00-${pad(hour + 2)}:00`;
}

/** The customer's messages as the office API answers them. */
export async function messagesOf(t: TestApp, customerId: number) {
  const res = await as(t, await t.adminCookie()).get<CustomerMessage[]>(`/api/customers/${customerId}/messages`);
  if (res.status !== 200) throw new Error(`messages of customer ${customerId}: ${res.status}`);
  return res.body;
}

export const rowsOf = (t: TestApp, customerId: number) =>
  t.store.orm.select().from(messages).where(eq(messages.customerId, customerId)).all();

/** A customer with jobs on the next two Saturdays; `curb` and `back` are the first job's tasks. */
export function customerWithJob(t: TestApp, fields: Partial<Customer> = {}) {
  const customer = addCustomer(t.store, fields);
  const today = todayIn(t.config.businessTz);
  const first = onOrAfter(addDays(today, 1), 'saturday');
  const job = addJob(t.store, customer.id, first);
  const next = addJob(t.store, customer.id, addDays(first, 7));
  return { customer, job, next, curb: job.tasks[0], back: job.tasks[1] };
}

/** Dates these tasks today in the business zone, so crew may close them (crew cannot close a stop ahead of its day). */
export function dueToday(t: TestApp, ...taskIds: number[]) {
  const today = todayIn(t.config.businessTz);
  for (const id of taskIds) t.store.sqlite.prepare('UPDATE tasks SET scheduled_date = ? WHERE id = ?').run(today, id);
}

/** A crew tap completing a task a minute before it is pushed (a time inside the stop's window). */
export const completeMutation = (
  taskId: number,
  mutationId = randomUUID(),
  completedAt = new Date(Date.now() - 60_000).toISOString(),
): Mutation => ({
  mutationId,
  name: 'setTaskStatus',
  args: { taskId, status: 'completed', completedAt },
  createdAt: completedAt,
});
