import {
  addDays,
  dayName,
  jobs,
  messages,
  onOrAfter,
  type SelfServiceState,
  serviceTracking,
  tasks,
  todayIn,
} from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertJobWithTasks } from '../../domain/scheduling';
import { as, createCustomer, createTestApp, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
let office: ReturnType<typeof as>;
beforeEach(async () => {
  t = await createTestApp();
  office = as(t, (await roleCookies(t)).customer_service);
});
afterEach(() => t.cleanup());

async function ask() {
  const customer = await createCustomer(t);
  const date = onOrAfter(addDays(todayIn(t.config.businessTz), 14), 'saturday');
  await t.call('POST', `/api/track/${customer.trackingToken}/schedule-collection`, { body: { collectionDate: date } });
  const id = t.store.orm.select().from(serviceTracking).where(eq(serviceTracking.customerId, customer.id)).get()?.id;
  return { customer, date, id: id as number };
}
const answers = (customerId: number) =>
  t.store.orm
    .select()
    .from(messages)
    .where(and(eq(messages.customerId, customerId), eq(messages.kind, 'request_answer')))
    .all();

it('approving a request tells the customer the date it will be collected', async () => {
  const { customer, date, id } = await ask();
  expect((await office.post(`/api/collection-requests/${id}/approve`)).status).toBe(200);
  const [answer] = answers(customer.id);
  expect(answer.body).toContain(`Your collection on ${dayName(date)} is confirmed.`);
  // A second approval is refused and sends nothing more.
  expect((await office.post(`/api/collection-requests/${id}/approve`)).status).toBe(409);
  expect(answers(customer.id)).toHaveLength(1);
});

it('declining tells the customer the reason', async () => {
  const { customer, date, id } = await ask();
  const res = await office.post(`/api/collection-requests/${id}/decline`, { reason: 'Our truck is in the shop.' });
  expect(res.status).toBe(200);
  expect(answers(customer.id).map((m) => m.body)).toEqual([
    expect.stringContaining(`We can't do the collection you asked for on ${dayName(date)}: Our truck is in the shop.`),
  ]);
});

it('says nothing to a customer who turned request answers off', async () => {
  const { customer, id } = await ask();
  const kinds = {
    bins_out: true,
    bins_back: true,
    missed: true,
    schedule_change: true,
    on_my_way: true,
    request_answer: false,
  };
  await t.call('PUT', `/api/track/${customer.trackingToken}/preferences`, { body: { channel: 'text', kinds } });
  await office.post(`/api/collection-requests/${id}/approve`);
  expect(answers(customer.id)).toEqual([]);
});

it('a customer asks again for a collection they skipped, and approving brings it back', async () => {
  const customer = await createCustomer(t);
  const date = onOrAfter(addDays(todayIn(t.config.businessTz), 14), 'saturday');
  const { job } = t.store.write((db) => insertJobWithTasks(db, customer, date));
  const track = `/api/track/${customer.trackingToken}`;
  expect(await t.call('POST', `${track}/schedule-collection`, { body: { collectionDate: date } })).toMatchObject({
    status: 409,
    body: { message: 'You already have a collection on that date.' },
  });
  expect((await t.call('POST', `${track}/skips`, { body: { collectionDate: date } })).status).toBe(201);
  expect((await t.call('POST', `${track}/schedule-collection`, { body: { collectionDate: date } })).status).toBe(201);
  const id = t.store.orm.select().from(serviceTracking).where(eq(serviceTracking.customerId, customer.id)).get()?.id;
  const approved = await office.post<{ jobCreated: boolean; job: { status: string } }>(
    `/api/collection-requests/${id}/approve`,
  );
  expect(approved.body).toMatchObject({ jobCreated: false, job: { status: 'scheduled' } });
  expect(t.store.orm.select().from(jobs).where(eq(jobs.id, job.id)).get()?.status).toBe('scheduled');
  expect(
    t.store.orm
      .select()
      .from(tasks)
      .where(eq(tasks.jobId, job.id))
      .all()
      .map((x) => x.status),
  ).toEqual(['scheduled', 'scheduled']);
  const self = await t.call<SelfServiceState>('GET', `${track}/self-service`);
  expect(self.body.collections.find((c) => c.collectionDate === date)?.skipped).toBe(false);
});
