import { randomUUID } from 'node:crypto';
import { type Mutation, type PushResponse, TASK_NOTES_MAX, tasks, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, type TestApp } from '../test-support';

/** A stop's notes stay small whichever way a note arrives: the sync push or the task PATCH. */
let t: TestApp;
let crew: string;
let taskId: number;
beforeEach(async () => {
  t = await createTestApp();
  crew = (await t.userWithRole('crew')).cookie;
  const customer = addCustomer(t.store);
  taskId = addJob(t.store, customer.id, todayIn(t.config.businessTz)).tasks[0].id;
});
afterEach(() => t.cleanup());

const note = (text: string): Mutation =>
  ({
    mutationId: randomUUID(),
    name: 'addTaskNote',
    args: { taskId, text },
    createdAt: new Date().toISOString(),
  }) as Mutation;
const push = (mutations: Mutation[]) =>
  as(t, crew).post<PushResponse>('/api/sync/push', { clientId: 'notes-phone', mutations });
const reasons = (res: { body: PushResponse }) =>
  res.body.results.map((r) => (r.status === 'rejected' ? r.reason : r.status));
const storedNotes = () => t.store.orm.select().from(tasks).where(eq(tasks.id, taskId)).get()?.notes ?? '';

describe('task notes', () => {
  it('takes at most 50 notes per stop through the push, then answers a reason the crew reads', async () => {
    const batch = Array.from({ length: TASK_NOTES_MAX + 3 }, (_, i) => note(`note ${i + 1}`));
    const res = await push(batch);
    const full = `This stop already has the most notes it can hold (${TASK_NOTES_MAX})`;
    expect(reasons(res)).toEqual([...Array(TASK_NOTES_MAX).fill('applied'), full, full, full]);
    expect(storedNotes().split('\n')).toHaveLength(TASK_NOTES_MAX);
    // The office's PATCH path for crew is held to the same count.
    const patched = await as(t, crew).patch(`/api/tasks/${taskId}`, { notes: 'one more' });
    expect(patched).toMatchObject({ status: 409, body: { message: full } });
    expect(storedNotes().split('\n')).toHaveLength(TASK_NOTES_MAX);
  });

  it('refuses a note over 2,000 characters on either path', async () => {
    const res = await push([note('x'.repeat(2001)), note('y'.repeat(2000))]);
    expect(reasons(res)).toEqual(['Must be at most 2000 characters', 'applied']);
    const patched = await as(t, crew).patch(`/api/tasks/${taskId}`, { notes: 'z'.repeat(2001) });
    expect(patched).toMatchObject({ status: 400, body: { message: 'A note can be at most 2,000 characters' } });
    expect(storedNotes()).toBe('y'.repeat(2000));
  });
});
