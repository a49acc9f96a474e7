import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, type PullResponse, tasks, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from '../backup/backup';
import { addCustomer, addJob, as, assignTask, createTestApp, TEST_PASSWORD, type TestApp } from '../test-support';

/** A restore between two pulls: a phone whose cursor is of the database before it starts its pull again. */
const opened: TestApp[] = [];
const scratch: string[] = [];
afterEach(() => {
  for (const t of opened.splice(0)) t.cleanup();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const open = async (env: Record<string, string> = {}) => {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
};

async function pullAll(t: TestApp, cookie: string, start: string) {
  let cursor = start;
  const pages: PullResponse[] = [];
  for (let i = 0; i < 100; i++) {
    const res = await as(t, cookie).get<PullResponse>(`/api/sync/pull?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { pages, cursor };
  }
  throw new Error('pull never finished');
}
const statusesIn = (pages: PullResponse[]) => {
  const out = new Map<number, string>();
  for (const p of pages) for (const row of p.rows.tasks ?? []) out.set(row.id, row.status);
  return out;
};
const cancel = (t: TestApp, id: number) =>
  t.store.write((db) => db.update(tasks).set({ status: 'cancelled' }).where(eq(tasks.id, id)).run());

describe('pull after a restore', () => {
  it('answers an older epoch’s cursor "start again", and the fresh pull brings the office’s changes', async () => {
    const before = await open();
    const today = todayIn(before.config.businessTz);
    const customer = addCustomer(before.store);
    const stops = [0, 1, 2, 3].map((d) => addJob(before.store, customer.id, addDays(today, d)).tasks[0].id);
    const crew = await before.userWithRole('crew', 'casey-restore');
    // Casey's own stops: a crew phone holds its working set.
    for (const id of stops) assignTask(before, id, crew.id);
    const first = await pullAll(before, crew.cookie, '');
    expect(first.pages.some((p) => p.restart)).toBe(false);

    const out = mkdtempSync(join(tmpdir(), 'bv-restore-epoch-'));
    scratch.push(out);
    const backup = await backupDataDir(before.dataDir, join(out, 'last-night.sqlite'));
    // After the backup, the server moves on: the phone's cursor goes past what the backup holds.
    for (let i = 0; i < 5; i++) cancel(before, stops[3]);
    before.store.write((db) => db.update(tasks).set({ notes: 'later' }).where(eq(tasks.id, stops[3])).run());
    const second = await pullAll(before, crew.cookie, first.cursor);
    const phoneCursor = second.cursor;
    before.store.close();

    // npm run restore, then the office cancels three stops.
    restoreDataDir(backup.file, before.dataDir);
    const after = await createTestApp({ DATA_DIR: before.dataDir });
    opened.splice(opened.indexOf(before), 1, after);
    for (const id of stops.slice(0, 3)) cancel(after, id);
    const phone = (await after.login('casey-restore', TEST_PASSWORD)).cookie;

    const told = await as(after, phone).get<PullResponse>(`/api/sync/pull?cursor=${encodeURIComponent(phoneCursor)}`);
    expect(told.status).toBe(200);
    expect(told.body).toMatchObject({ restart: true, cursor: '', hasMore: true, rows: {}, tombstones: [] });
    // A cursor of the old format (written before epochs existed) is of the old epoch too.
    const [v, end, floor] = first.cursor.split('.');
    const oldFormat = await as(after, phone).get<PullResponse>(`/api/sync/pull?cursor=${v}.${end}.${floor}`);
    expect(oldFormat.body.restart).toBe(true);

    const fresh = await pullAll(after, phone, '');
    expect(fresh.pages.some((p) => p.restart)).toBe(false);
    const statuses = statusesIn(fresh.pages);
    expect(stops.slice(0, 3).map((id) => statuses.get(id))).toEqual(['cancelled', 'cancelled', 'cancelled']);
    // The restored database's own cursors carry on as usual.
    cancel(after, stops[3]);
    const next = await pullAll(after, phone, fresh.cursor);
    expect(next.pages.some((p) => p.restart)).toBe(false);
    expect(statusesIn(next.pages).get(stops[3])).toBe('cancelled');
  });

  it('never tells a phone to start again without a restore (a restart of the server keeps the epoch)', async () => {
    const t = await open();
    const today = todayIn(t.config.businessTz);
    const stop = addJob(t.store, addCustomer(t.store).id, today).tasks[0].id;
    const crew = await t.userWithRole('crew', 'casey-restart');
    assignTask(t, stop, crew.id);
    const first = await pullAll(t, crew.cookie, '');
    t.store.close();
    const again = await createTestApp({ DATA_DIR: t.dataDir });
    opened.splice(opened.indexOf(t), 1, again);
    cancel(again, stop);
    const next = await pullAll(again, crew.cookie, first.cursor);
    expect(next.pages.some((p) => p.restart)).toBe(false);
    expect(statusesIn(next.pages).get(stop)).toBe('cancelled');
  });
});
