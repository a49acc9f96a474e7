import { randomUUID } from 'node:crypto';
import { type Mutation, messagePreferences, type PushResponse } from '@bin-valet/schema';
import { afterEach, describe, expect, it } from 'vitest';
import {
  as,
  completeMutation,
  createTestApp,
  customerWithJob,
  dueToday,
  quietWindowAroundNow,
  rowsOf,
  SMS_ENV,
  type TestApp,
} from '../test-support';

/** "On my way": one text per stop, through the customer messages outbox, from a tap pushed late too. */
let t: TestApp;
afterEach(() => t?.cleanup());

const onMyWay = (taskId: number): Mutation => ({
  mutationId: randomUUID(),
  name: 'sendOnMyWay',
  args: { taskId },
  createdAt: new Date().toISOString(),
});

async function push(cookie: string, mutations: Mutation[]) {
  const res = await as(t, cookie).post<PushResponse>('/api/sync/push', {
    clientId: `phone-${randomUUID()}`,
    mutations,
  });
  expect(res.status).toBe(200);
  return res.body.results.map((r) => (r.status === 'rejected' ? r.reason : r.status));
}

describe('sendOnMyWay', () => {
  it('texts the customer once per stop, however often it is tapped or retried', async () => {
    t = await createTestApp(SMS_ENV);
    const crew = await t.userWithRole('crew');
    const { customer, curb, back } = customerWithJob(t);
    dueToday(t, curb.id, back.id);
    // Tapped twice on one phone (offline, both queued) and once more on another.
    expect(await push(crew.cookie, [onMyWay(curb.id), onMyWay(curb.id)])).toEqual(['applied', 'applied']);
    expect(await push(crew.cookie, [onMyWay(curb.id)])).toEqual(['applied']);
    const sent = rowsOf(t, customer.id).filter((m) => m.kind === 'on_my_way');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', status: 'queued', recipient: '+12065550100' });
    expect(sent[0]?.body).toContain('on the way to take your bins to the curb');
    expect(sent[0]?.body.length).toBeLessThanOrEqual(160);
    // The other task of the job is its own stop.
    await push(crew.cookie, [onMyWay(back.id)]);
    const both = rowsOf(t, customer.id).filter((m) => m.kind === 'on_my_way');
    expect(both.map((m) => m.body.includes('bring your bins back'))).toEqual([false, true]);
  });

  it('waits through quiet hours, and sends nothing to a customer who turned bin texts off', async () => {
    t = await createTestApp({ ...SMS_ENV, MESSAGE_QUIET_HOURS: quietWindowAroundNow('America/Los_Angeles') });
    const crew = await t.userWithRole('crew');
    const night = customerWithJob(t);
    await push(crew.cookie, [onMyWay(night.curb.id)]);
    expect(rowsOf(t, night.customer.id).find((m) => m.kind === 'on_my_way')?.status).toBe('held');

    const quiet = customerWithJob(t, { phone: '2065550111' });
    t.store.write((db) =>
      db.insert(messagePreferences).values({ customerId: quiet.customer.id, binMoves: false }).run(),
    );
    expect(await push(crew.cookie, [onMyWay(quiet.curb.id)])).toEqual(['applied']);
    expect(rowsOf(t, quiet.customer.id).filter((m) => m.kind === 'on_my_way')).toEqual([]);
  });

  it('says no text went out when the stop is done by the time the tap arrives', async () => {
    t = await createTestApp(SMS_ENV);
    const crew = await t.userWithRole('crew');
    const { customer, curb } = customerWithJob(t);
    dueToday(t, curb.id);
    // The phone was offline: Complete reached the server before the late "on my way".
    const results = await push(crew.cookie, [completeMutation(curb.id), onMyWay(curb.id), onMyWay(999999)]);
    expect(results).toEqual([
      'applied',
      'The stop is no longer to do: no text was sent',
      'Task was deleted by the office',
    ]);
    expect(rowsOf(t, customer.id).filter((m) => m.kind === 'on_my_way')).toEqual([]);
  });
});
