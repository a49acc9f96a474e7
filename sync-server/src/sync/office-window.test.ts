import {
  addDays,
  JOB_MARGIN_DAYS,
  jobs,
  OFFICE_WINDOW_DAYS_AHEAD,
  OFFICE_WINDOW_DAYS_BACK,
  type PullResponse,
  type SyncTable,
  tasks,
  todayIn,
  WORKING_SET_DAYS_AHEAD,
  WORKING_SET_DAYS_BACK,
} from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { as, createTestApp, seedJob, type TestApp } from '../test-support';
import { formatCursor } from './pull-cursor';

/**
 * An office browser replicates yesterday to a week ahead (the whole company's stops, so a short
 * window); a browser that held the longer window before ends with exactly the short one.
 */

let t: TestApp;
let today: string;
let office: string;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  t = await createTestApp();
  today = todayIn(t.config.businessTz);
  office = (await t.userWithRole('manager', 'office-window')).cookie;
});
afterEach(() => {
  t.cleanup();
  vi.useRealTimers();
});

type Row = { id: number; scheduledDate?: string; collectionDate?: string };

/** What the browser stores, applied as pwa/src/sync/apply.ts does, pruning behind the window's start. */
class Browser {
  rows = new Map<SyncTable, Map<number, Row>>();
  removed: { table: SyncTable; id: number }[] = [];
  constructor(public cursor = '') {}
  table(name: SyncTable) {
    const m = this.rows.get(name) ?? new Map<number, Row>();
    this.rows.set(name, m);
    return m;
  }
  ids(name: SyncTable) {
    return [...this.table(name).keys()].sort((a, b) => a - b);
  }
  apply(page: PullResponse) {
    for (const [name, list] of Object.entries(page.rows) as [SyncTable, Row[]][])
      for (const row of list) this.table(name).set(row.id, row);
    for (const tomb of page.tombstones) {
      this.removed.push(tomb);
      this.table(tomb.table).delete(tomb.id);
    }
    for (const [id, r] of this.table('tasks'))
      if ((r.scheduledDate ?? '') < page.window.start) this.table('tasks').delete(id);
    const jobStart = addDays(page.window.start, -JOB_MARGIN_DAYS);
    for (const [id, r] of this.table('jobs')) if ((r.collectionDate ?? '') < jobStart) this.table('jobs').delete(id);
    this.cursor = page.cursor;
  }
  async pull(limit = 1000) {
    const pages: PullResponse[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await as(t, office).get<PullResponse>(
        `/api/sync/pull?limit=${limit}&cursor=${encodeURIComponent(this.cursor)}`,
      );
      expect(res.status).toBe(200);
      pages.push(res.body);
      this.apply(res.body);
      if (!res.body.hasMore) return pages;
    }
    throw new Error('pull never finished');
  }
}

/** A job (both its stops on its date) on each of these days from today. */
const OFFSETS = [-12, -3, -1, 0, 3, 7, 8, 10, 20, 27];
const seedDays = () => new Map(OFFSETS.map((d) => [d, seedJob(t, addDays(today, d), `Day ${d}`)]));

/** The server's rows an office browser should hold on `day`. */
function officeSet(day: string) {
  const start = addDays(day, -OFFICE_WINDOW_DAYS_BACK);
  const end = addDays(day, OFFICE_WINDOW_DAYS_AHEAD);
  const taskIds = t.store.orm
    .select()
    .from(tasks)
    .all()
    .filter((r) => r.scheduledDate >= start && r.scheduledDate <= end)
    .map((r) => r.id);
  const jobIds = t.store.orm
    .select()
    .from(jobs)
    .all()
    .filter(
      (r) => r.collectionDate >= addDays(start, -JOB_MARGIN_DAYS) && r.collectionDate <= addDays(end, JOB_MARGIN_DAYS),
    )
    .map((r) => r.id);
  return { tasks: taskIds.sort((a, b) => a - b), jobs: jobIds.sort((a, b) => a - b) };
}

describe('an office browser replicates yesterday to a week ahead', () => {
  it('holds only the tasks of yesterday to seven days ahead after its first pull', async () => {
    const days = seedDays();
    const browser = new Browser();
    const pages = await browser.pull();
    expect(pages[0].window).toEqual({ start: addDays(today, -1), end: addDays(today, 7) });
    const held = browser.table('tasks');
    for (const [offset, day] of days) expect(held.has(day.curb.id), `day ${offset}`).toBe(offset >= -1 && offset <= 7);
    expect(browser.ids('tasks')).toEqual(officeSet(today).tasks);
    expect(browser.ids('jobs')).toEqual(officeSet(today).jobs);
  });

  it('adds the newly covered day as the calendar turns, and lets yesterday go', async () => {
    const days = seedDays();
    const browser = new Browser();
    await browser.pull();
    expect(browser.table('tasks').has(days.get(8)?.curb.id ?? 0)).toBe(false);
    expect(browser.table('tasks').has(days.get(-1)?.curb.id ?? 0)).toBe(true);
    const version = t.store.currentVersion();

    vi.setSystemTime(new Date(Date.now() + DAY_MS));
    const tomorrow = todayIn(t.config.businessTz);
    expect(tomorrow).toBe(addDays(today, 1));
    await browser.pull();
    // Nothing changed on the server: the day came in by the window moving alone.
    expect(t.store.currentVersion()).toBe(version);
    expect(browser.table('tasks').has(days.get(8)?.curb.id ?? 0)).toBe(true);
    expect(browser.table('tasks').has(days.get(-1)?.curb.id ?? 0)).toBe(false);
    expect(browser.ids('tasks')).toEqual(officeSet(tomorrow).tasks);
    expect(browser.ids('jobs')).toEqual(officeSet(tomorrow).jobs);
  });

  it('brings a browser that held the longer window down to exactly the short one on its next pull', async () => {
    const days = seedDays();
    // A browser that pulled the crew-length window before the office's was shorter: it holds every
    // task of 14 days back to 28 ahead, and its cursor's end is 28 days ahead.
    const oldStart = addDays(today, -WORKING_SET_DAYS_BACK);
    const oldEnd = addDays(today, WORKING_SET_DAYS_AHEAD);
    const version = t.store.currentVersion();
    const browser = new Browser(formatCursor({ version, end: oldEnd, floor: version, epoch: t.store.epoch }));
    for (const r of t.store.orm.select().from(tasks).all())
      if (r.scheduledDate >= oldStart && r.scheduledDate <= oldEnd) browser.table('tasks').set(r.id, r);
    for (const r of t.store.orm.select().from(jobs).all())
      if (
        r.collectionDate >= addDays(oldStart, -JOB_MARGIN_DAYS) &&
        r.collectionDate <= addDays(oldEnd, JOB_MARGIN_DAYS)
      )
        browser.table('jobs').set(r.id, r);
    expect(browser.table('tasks').has(days.get(27)?.curb.id ?? 0)).toBe(true);

    // Small pages: the removals of three weeks come a week at a time.
    const pages = await browser.pull(5);
    expect(pages.length).toBeGreaterThan(1);
    for (const far of [8, 10, 20, 27]) {
      const day = days.get(far);
      expect(browser.removed, `day ${far}`).toContainEqual({ table: 'tasks', id: day?.curb.id });
      expect(browser.removed, `day ${far}`).toContainEqual({ table: 'tasks', id: day?.back.id });
    }
    expect(browser.removed).toContainEqual({ table: 'jobs', id: days.get(27)?.job.id });
    expect(browser.ids('tasks')).toEqual(officeSet(today).tasks);
    expect(browser.ids('jobs')).toEqual(officeSet(today).jobs);
    // The cursor now ends with the window, so the next day is caught up as for any browser.
    expect(browser.cursor.split('.')[1]).toBe(addDays(today, OFFICE_WINDOW_DAYS_AHEAD));

    vi.setSystemTime(new Date(Date.now() + DAY_MS));
    await browser.pull();
    expect(browser.table('tasks').has(days.get(8)?.curb.id ?? 0)).toBe(true);
    expect(browser.ids('tasks')).toEqual(officeSet(addDays(today, 1)).tasks);
  });

  it('starts a crew phone again when its account becomes an office one', async () => {
    seedDays();
    const crew = await t.userWithRole('crew', 'becomes-office');
    const first = await as(t, crew.cookie).get<PullResponse>('/api/sync/pull?limit=1000');
    expect(first.body.cursor).toContain('~');
    t.store.sqlite.prepare("UPDATE employees SET role = 'customer_service' WHERE id = ?").run(crew.id);
    const next = await as(t, crew.cookie).get<PullResponse>(
      `/api/sync/pull?cursor=${encodeURIComponent(first.body.cursor)}`,
    );
    // It held one crew's stops: continuing from its cursor would leave the other crews' out.
    expect(next.body.window.end).toBe(addDays(today, OFFICE_WINDOW_DAYS_AHEAD));
    expect(next.body.restart).toBe(true);
  });
});
