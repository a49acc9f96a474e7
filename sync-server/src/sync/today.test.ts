import { addDays, type TodaySlice, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, assignJob, assignTask, createTestApp, seedJob, type TestApp } from '../test-support';
import { windowFor } from './pull-cursor';

let t: TestApp;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

const ids = (rows: { id: number }[] | undefined) => (rows ?? []).map((r) => r.id).sort((a, b) => a - b);

/** Two customers with a job today; `mine` has its curb task assigned to the crew member. */
async function world() {
  const crew = await t.userWithRole('crew');
  const other = await t.userWithRole('crew');
  const mine = seedJob(t, today, 'Mine Customer');
  const theirs = seedJob(t, today, 'Theirs Customer');
  const later = seedJob(t, addDays(today, 8), 'Later Customer');
  const mineTask = mine.curb;
  const theirsTask = theirs.curb;
  const myAssignment = assignTask(t, mineTask.id, crew.id);
  const partner = assignTask(t, mineTask.id, other.id);
  const theirAssignment = assignTask(t, theirsTask.id, other.id);
  assignTask(t, later.curb.id, crew.id);
  const lead = assignJob(t, mine.job.id, crew.id);
  return {
    crew,
    other,
    mine,
    theirs,
    mineTask,
    theirsTask,
    myAssignment,
    partner,
    theirAssignment,
    lead,
    mineCustomer: mine.customer,
  };
}

describe('GET /api/sync/today', () => {
  it("gives a crew member the day's stops of their working set, with crew, job, job crew and customer", async () => {
    const w = await world();
    // A stranger's stop today: nobody in the crew member's crew holds it.
    const stranger = await t.userWithRole('crew');
    const elsewhere = seedJob(t, today, 'Elsewhere Customer');
    assignJob(t, elsewhere.job.id, stranger.id);
    const res = await as(t, w.crew.cookie).get<TodaySlice>(`/api/sync/today?date=${today}`);
    expect(res.status).toBe(200);
    const { rows, date } = res.body;
    expect(date).toBe(today);
    // Both stops of their job (the lead), the partner's other stop, and the stop of today nobody holds.
    expect(ids(rows.tasks)).toEqual(
      [w.mineTask.id, w.mine.back.id, w.theirsTask.id, w.theirs.back.id].sort((a, b) => a - b),
    );
    // Each task's whole crew, so the card can name the partner.
    expect(ids(rows.taskAssignments)).toEqual(
      [w.myAssignment.id, w.partner.id, w.theirAssignment.id].sort((a, b) => a - b),
    );
    expect(ids(rows.jobs)).toEqual([w.mine.job.id, w.theirs.job.id].sort((a, b) => a - b));
    expect(ids(rows.jobAssignments)).toEqual([w.lead.id]);
    expect(ids(rows.customers)).toEqual([w.mineCustomer.id, w.theirs.customer.id].sort((a, b) => a - b));
    expect(rows.employees?.map((e) => e.id)).toContain(w.other.id);
    // Replicated columns only, as in the pull: no secrets.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('trackingToken');
  });

  it('defaults to the business day, and gives office roles every task of the day', async () => {
    const w = await world();
    const office = await t.userWithRole('customer_service');
    const res = await as(t, office.cookie).get<TodaySlice>('/api/sync/today');
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(today);
    expect(ids(res.body.rows.tasks)).toEqual(
      [w.mineTask.id, w.mine.back.id, w.theirsTask.id, w.theirs.back.id].sort((a, b) => a - b),
    );
    expect(ids(res.body.rows.customers)).toHaveLength(2);
  });

  it('answers an empty day with no tasks, and another date of the window with its own tasks', async () => {
    const w = await world();
    const empty = await as(t, w.other.cookie).get<TodaySlice>(`/api/sync/today?date=${addDays(today, 2)}`);
    expect(empty.status).toBe(200);
    expect(empty.body.rows.tasks).toBeUndefined();
    const later = await as(t, w.crew.cookie).get<TodaySlice>(`/api/sync/today?date=${addDays(today, 8)}`);
    expect(later.body.rows.tasks).toHaveLength(1);
  });

  it('refuses dates that are not dates or lie outside the working set, and anonymous callers', async () => {
    const w = await world();
    const { start, end } = windowFor(today, 'crew');
    for (const bad of ['2026-02-30', 'tomorrow', addDays(start, -1), addDays(end, 1)]) {
      const res = await as(t, w.crew.cookie).get<{ message: string }>(`/api/sync/today?date=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/date/);
    }
    const anonymous = await t.call('GET', '/api/sync/today');
    expect(anonymous.status).toBe(401);
  });
});
