import { randomUUID } from 'node:crypto';
import { addDays, type Mutation, type PushResponse, type Task, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullPage } from '../sync/pull';
import { addCustomer, addJob, as, createTestApp, roleCookies, type TestApp, taskById } from '../test-support';
import { BINS_NOT_OUT_NOTE } from './missed-curb';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

/** Today's job: bins to curb and bins back, both scheduled. */
function todaysJob() {
  const customer = addCustomer(t.store);
  const [curb, back] = addJob(t.store, customer.id, today).tasks;
  return { curb, back };
}

const setStatus = (taskId: number, status: 'completed' | 'missed'): Mutation => ({
  mutationId: randomUUID(),
  name: 'setTaskStatus',
  args: { taskId, status, completedAt: new Date().toISOString() },
  createdAt: new Date().toISOString(),
});

const cancelledWithNote = { status: 'cancelled', notes: BINS_NOT_OUT_NOTE, completedAt: null };

describe('a missed bins-to-curb cancels its bins-back task', () => {
  it("through the crew's push, seen by the next pull; the return cannot then be completed in the same batch", async () => {
    const { curb, back } = todaysJob();
    let page = pullPage(t.store, '', 5000, today);
    while (page.hasMore) page = pullPage(t.store, page.cursor, 5000, today);
    const res = await as(t, cookies.crew).post<PushResponse>('/api/sync/push', {
      clientId: 'crew-phone-1',
      mutations: [setStatus(curb.id, 'missed'), setStatus(back.id, 'completed')],
    });
    expect(res.body).toMatchObject({ results: [{ status: 'applied' }, { status: 'rejected' }] });
    expect(res.body.results[1]).toMatchObject({ reason: 'Task was cancelled by the office' });
    expect(taskById(t.store, back.id)).toMatchObject(cancelledWithNote);
    const next = pullPage(t.store, page.cursor, 5000, today);
    expect(next.rows.tasks?.find((x) => x.id === back.id)).toMatchObject(cancelledWithNote);
  });

  it('through PATCH /api/tasks/:id, for crew and office alike; the office can reopen the return', async () => {
    for (const cookie of [cookies.crew, cookies.customer_service]) {
      const { curb, back } = todaysJob();
      const res = await as(t, cookie).patch<Task>(`/api/tasks/${curb.id}`, { status: 'missed' });
      expect(res.status).toBe(200);
      expect(taskById(t.store, back.id)).toMatchObject(cancelledWithNote);
      const reopened = await as(t, cookies.manager).patch<Task>(`/api/tasks/${back.id}`, { status: 'scheduled' });
      expect(reopened.body).toMatchObject({ status: 'scheduled' });
    }
  });

  it('leaves the return alone when the curb task is completed, or when the return itself is missed', async () => {
    const { curb, back } = todaysJob();
    await as(t, cookies.crew).patch(`/api/tasks/${curb.id}`, { status: 'completed' });
    expect(taskById(t.store, back.id)).toMatchObject({ status: 'scheduled', notes: null });
    const other = todaysJob();
    await as(t, cookies.crew).patch(`/api/tasks/${other.back.id}`, { status: 'missed' });
    expect(taskById(t.store, other.curb.id)).toMatchObject({ status: 'scheduled' });
  });

  it('keeps a return the office already closed as it was', async () => {
    const customer = addCustomer(t.store);
    const [curb, back] = addJob(t.store, customer.id, addDays(today, 2)).tasks;
    await as(t, cookies.manager).patch(`/api/tasks/${back.id}`, { status: 'completed' });
    await as(t, cookies.manager).patch(`/api/tasks/${curb.id}`, { status: 'missed' });
    expect(taskById(t.store, back.id)).toMatchObject({ status: 'completed' });
  });
});
