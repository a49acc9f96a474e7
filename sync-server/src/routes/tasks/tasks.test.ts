import { addDays, messages, onOrAfter, shortDayName, type Task, type TasksByJob, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, roleCookies, type TestApp, tasksOfJob } from '../../test-support';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
});
afterEach(() => t.cleanup());

/** A job on Saturday 2026-12-05: curb task Friday 12-04, residence task Saturday 12-05. */
function job() {
  const c = addCustomer(t.store);
  const made = addJob(t.store, c.id, '2026-12-05');
  const curb = made.tasks.find((x) => x.taskType === 'take_to_curb') as Task;
  const back = made.tasks.find((x) => x.taskType === 'return_to_house') as Task;
  return { ...made, curb, back, customer: c };
}

/** A Saturday job whose curb task (Friday) is `days` from today's Friday-or-later. */
function jobAround(days: number) {
  const c = addCustomer(t.store);
  const friday = onOrAfter(addDays(todayIn(t.config.businessTz), days), 'friday');
  const made = addJob(t.store, c.id, addDays(friday, 1));
  // The curb task goes out on the job's Friday; pin it to today + days so the tests know the date.
  const curbDate = addDays(todayIn(t.config.businessTz), days);
  const curb = made.tasks.find((x) => x.taskType === 'take_to_curb') as Task;
  t.store.sqlite.prepare('UPDATE tasks SET scheduled_date = ? WHERE id = ?').run(curbDate, curb.id);
  const back = made.tasks.find((x) => x.taskType === 'return_to_house') as Task;
  return { ...made, curb: { ...curb, scheduledDate: curbDate }, back, customer: c };
}

describe('POST /api/jobs/tasks/bulk', () => {
  it('answers tasks keyed by every requested job id, [] when none, for any staff', async () => {
    const a = job();
    for (const cookie of [cookies.crew, cookies.customer_service, cookies.manager]) {
      const res = await as(t, cookie).post<TasksByJob>('/api/jobs/tasks/bulk', { jobIds: [a.job.id, 999] });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([String(a.job.id), '999'].sort());
      expect(res.body[String(a.job.id)].map((x) => x.taskType)).toEqual(['take_to_curb', 'return_to_house']);
      expect(res.body['999']).toEqual([]);
    }
    expect((await as(t, cookies.crew).post('/api/jobs/tasks/bulk', { jobIds: [] })).body).toEqual({});
  });

  it('validates and requires a session', async () => {
    expect((await t.call('POST', '/api/jobs/tasks/bulk', { body: { jobIds: [1] } })).status).toBe(401);
    expect((await as(t, cookies.crew).post('/api/jobs/tasks/bulk', { jobIds: 'x' })).body).toEqual({
      message: 'jobIds must be a list of ids',
    });
    expect((await as(t, cookies.crew).post('/api/jobs/tasks/bulk', { jobIds: [0] })).status).toBe(400);
  });
});

describe('PATCH /api/tasks/:id status', () => {
  it('lets crew complete a scheduled task (completedAt now) and miss another', async () => {
    const j = jobAround(0);
    const other = jobAround(1);
    const before = Date.now();
    const done = await as(t, cookies.crew).patch<Task>(`/api/tasks/${j.curb.id}`, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: j.curb.id, status: 'completed' });
    expect(Date.parse(done.body.completedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const missed = await as(t, cookies.crew).patch<Task>(`/api/tasks/${other.curb.id}`, { status: 'missed' });
    expect(missed.body).toMatchObject({ status: 'missed', completedAt: null });
  });

  it('keeps the completedAt the client gives', async () => {
    const j = jobAround(0);
    const tapped = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const res = await as(t, cookies.crew).patch<Task>(`/api/tasks/${j.curb.id}`, {
      status: 'completed',
      completedAt: tapped,
    });
    expect(res.body.completedAt).toBe(tapped);
  });

  it('refuses crew any other move with 403 and the reason', async () => {
    const j = job();
    const crew = as(t, cookies.crew);
    const cancel = await crew.patch(`/api/tasks/${j.curb.id}`, { status: 'cancelled' });
    expect(cancel.status).toBe(403);
    expect(cancel.body).toEqual({ message: 'Crew can only mark a task completed or missed' });
    await as(t, cookies.customer_service).patch(`/api/tasks/${j.curb.id}`, { status: 'missed' });
    const redo = await crew.patch(`/api/tasks/${j.curb.id}`, { status: 'completed' });
    expect(redo.status).toBe(403);
    expect(redo.body).toEqual({ message: 'Task is already missed' });
    await as(t, cookies.customer_service).patch(`/api/tasks/${j.back.id}`, { status: 'cancelled' });
    expect((await crew.patch(`/api/tasks/${j.back.id}`, { status: 'completed' })).body).toEqual({
      message: 'Task was cancelled by the office',
    });
    const date = await crew.patch(`/api/tasks/${j.curb.id}`, { scheduledDate: '2026-12-03' });
    expect(date.status).toBe(403);
    expect(date.body).toEqual({ message: 'Crew cannot change the date of a task' });
    expect(tasksOfJob(t, j.job.id).map((x) => x.scheduledDate)).toEqual(['2026-12-04', '2026-12-05']);
  });

  it('lets the office set any status; moving away from completed clears completedAt', async () => {
    const j = job();
    for (const cookie of [cookies.customer_service, cookies.manager, cookies.admin]) {
      const office = as(t, cookie);
      expect(
        (await office.patch<Task>(`/api/tasks/${j.curb.id}`, { status: 'completed' })).body.completedAt,
      ).toBeTruthy();
      const back = await office.patch<Task>(`/api/tasks/${j.curb.id}`, { status: 'scheduled' });
      expect(back.body).toMatchObject({ status: 'scheduled', completedAt: null });
      expect((await office.patch<Task>(`/api/tasks/${j.curb.id}`, { status: 'cancelled' })).body.status).toBe(
        'cancelled',
      );
    }
  });

  it('validates, is 401 anonymous and 404 when unknown', async () => {
    const j = job();
    expect((await t.call('PATCH', `/api/tasks/${j.curb.id}`, { body: { status: 'completed' } })).status).toBe(401);
    expect((await as(t, cookies.customer_service).patch(`/api/tasks/${j.curb.id}`, { status: 'done' })).body).toEqual({
      message: 'Status must be scheduled, completed, missed or cancelled',
    });
    expect(
      (await as(t, cookies.customer_service).patch(`/api/tasks/${j.curb.id}`, { scheduledDate: '' })).body,
    ).toEqual({
      message: 'Scheduled date is required',
    });
    expect(
      (
        await as(t, cookies.customer_service).patch(`/api/tasks/${j.curb.id}`, {
          status: 'completed',
          completedAt: 'soon',
        })
      ).body,
    ).toEqual({ message: 'Dates must be ISO 8601 strings' });
    expect((await as(t, cookies.customer_service).patch('/api/tasks/999', { status: 'completed' })).status).toBe(404);
  });
});

describe('PATCH /api/tasks/:id scheduledDate', () => {
  it('moves either task while bins go back on or after they go out', async () => {
    const j = job();
    const office = as(t, cookies.customer_service);
    expect(
      (await office.patch<Task>(`/api/tasks/${j.back.id}`, { scheduledDate: '2026-12-04' })).body.scheduledDate,
    ).toBe('2026-12-04');
    expect(
      (await office.patch<Task>(`/api/tasks/${j.curb.id}`, { scheduledDate: '2026-12-03' })).body.scheduledDate,
    ).toBe('2026-12-03');
  });

  it('refuses residence before curb, in both directions, with 409', async () => {
    const j = job();
    const office = as(t, cookies.customer_service);
    const early = await office.patch(`/api/tasks/${j.back.id}`, { scheduledDate: '2026-12-03' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: 'Bins to residence must be scheduled on or after bins to curb' });
    const late = await office.patch(`/api/tasks/${j.curb.id}`, { scheduledDate: '2026-12-06' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'Bins to residence must be scheduled on or after bins to curb' });
    expect(tasksOfJob(t, j.job.id).map((x) => x.scheduledDate)).toEqual(['2026-12-04', '2026-12-05']);
  });
});

describe('PATCH /api/tasks/:id: crew cannot rewrite history', () => {
  it('stores a completion time far in the future or long before the task as the arrival time, keeping an offline tap time', async () => {
    const crew = as(t, cookies.crew);
    for (const completedAt of [
      '1900-01-02T00:00:00Z',
      '2199-01-01T00:00:00Z',
      new Date(Date.now() + 10 * 60_000).toISOString(),
      new Date(Date.now() + 24 * 3600_000).toISOString(),
    ]) {
      const j = jobAround(0);
      const before = new Date().toISOString();
      const res = await crew.patch<Task>(`/api/tasks/${j.curb.id}`, { status: 'completed', completedAt });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('completed');
      expect(
        res.body.completedAt && res.body.completedAt >= before && res.body.completedAt <= new Date().toISOString(),
      ).toBe(true);
    }
    // A phone that was offline since yesterday evening keeps its tap time.
    const j = jobAround(0);
    const yesterday = new Date(Date.now() - 20 * 60 * 60 * 1000).toISOString();
    const ok = await crew.patch<Task>(`/api/tasks/${j.curb.id}`, { status: 'completed', completedAt: yesterday });
    expect(ok).toMatchObject({ status: 200, body: { completedAt: yesterday } });
  });

  it('refuses crew completing or missing a stop not due yet with 409 and the day it can be, and texts no one', async () => {
    const j = jobAround(20);
    const crew = as(t, cookies.crew);
    const from = addDays(j.curb.scheduledDate, -1);
    const done = await crew.patch(`/api/tasks/${j.curb.id}`, { status: 'completed' });
    expect(done).toMatchObject({
      status: 409,
      body: {
        message: `This stop is for ${shortDayName(j.curb.scheduledDate)}; it can be completed from ${shortDayName(from)}`,
      },
    });
    const missed = await crew.patch(`/api/tasks/${j.curb.id}`, { status: 'missed' });
    expect(missed.status).toBe(409);
    expect(tasksOfJob(t, j.job.id).find((x) => x.id === j.curb.id)?.status).toBe('scheduled');
    expect(t.store.orm.select().from(messages).all()).toEqual([]);
    // Tomorrow's stop can be worked today; the office may close any stop.
    expect((await crew.patch(`/api/tasks/${jobAround(1).curb.id}`, { status: 'completed' })).status).toBe(200);
    const office = await as(t, cookies.customer_service).patch(`/api/tasks/${j.curb.id}`, { status: 'completed' });
    expect(office.status).toBe(200);
  });

  it('takes a note and a status change together or not at all', async () => {
    const j = jobAround(20);
    const res = await as(t, cookies.crew).patch(`/api/tasks/${j.curb.id}`, {
      status: 'completed',
      notes: 'Done early',
    });
    expect(res.status).toBe(409);
    expect(tasksOfJob(t, j.job.id).find((x) => x.id === j.curb.id)?.notes).toBeNull();
  });

  it('changes nothing on a completed task: no new completion time, no notes', async () => {
    const j = jobAround(0);
    const crew = as(t, cookies.crew);
    const done = await crew.patch<Task>(`/api/tasks/${j.curb.id}`, { status: 'completed' });
    expect(done.status).toBe(200);
    const moved = await crew.patch(`/api/tasks/${j.curb.id}`, { completedAt: '1999-01-01T00:00:00Z' });
    expect(moved.status).toBe(403);
    const again = await crew.patch(`/api/tasks/${j.curb.id}`, {
      status: 'completed',
      completedAt: new Date().toISOString(),
    });
    expect(again.status).toBe(403);
    const note = await crew.patch(`/api/tasks/${j.curb.id}`, { notes: 'rewritten' });
    expect(note).toMatchObject({ status: 403, body: { message: 'Task is already completed' } });
    expect(tasksOfJob(t, j.job.id).find((x) => x.id === j.curb.id)?.completedAt).toBe(done.body.completedAt);
  });

  it('appends crew notes under the office note instead of replacing it; a cancelled task takes none', async () => {
    const j = jobAround(0);
    await as(t, cookies.customer_service).patch(`/api/tasks/${j.curb.id}`, { notes: 'Office: side gate, dog in yard' });
    const res = await as(t, cookies.crew).patch<Task>(`/api/tasks/${j.curb.id}`, { notes: 'Gate was open' });
    expect(res.body.notes).toBe('Office: side gate, dog in yard\nGate was open');
    await as(t, cookies.customer_service).patch(`/api/tasks/${j.back.id}`, { status: 'cancelled' });
    const cancelled = await as(t, cookies.crew).patch(`/api/tasks/${j.back.id}`, { notes: 'hello' });
    expect(cancelled).toMatchObject({ status: 403, body: { message: 'Task was cancelled by the office' } });
  });
});
