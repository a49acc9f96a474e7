import {
  addDays,
  JOB_MARGIN_DAYS,
  type MutationResult,
  type PullResponse,
  type PullRows,
  type SyncTable,
  type TodaySlice,
} from '@bin-valet/schema';
import { type BinValetDb, jobDays, replicaTable, withCrew } from '../db/database';
import { type FreshDays, putIntoDays, removeFromDays } from '../db/day-records';
import type { LocalTask, OutboxRow } from '../db/rows';
import { dropTaskEdits } from '../db/task-patches';
import { getTask, putTasks, readCrewHolders, readTasks, removeAssignments } from '../db/tasks';
import { intentSummary } from '../lib/labels';
import { removeStops, sweepLeftStops } from './left-stops';
import { rebase, targetTaskId } from './local-mutations';
import { getMeta, META } from './meta-keys';

/**
 * A first pull into an empty database: the dates and rows written so far by this pull. Anything else
 * is known not to be stored yet, so the pull does not read before it writes.
 */
export interface FreshPull {
  tasks: FreshDays;
  jobs: FreshDays;
  assignments: Set<number>;
}

export const freshPull = (): FreshPull => ({
  tasks: { dates: new Set(), ids: new Set() },
  jobs: { dates: new Set(), ids: new Set() },
  assignments: new Set(),
});

const RECORD_TABLES = ['customers', 'employees', 'jobAssignments'] as const;

/**
 * Task rows keep the crew their stored copy has; assignment rows go into their task's crew (replacing
 * the same assignment, or leaving the task they were on before). The server sends a task before, or
 * with, its assignments (a task's creation or move is older than its assignments' versions).
 */
async function putTasksWithCrew(db: BinValetDb, rows: PullRows, fresh?: FreshPull): Promise<void> {
  const taskRows = rows.tasks ?? [];
  const assignmentRows = rows.taskAssignments ?? [];
  if (taskRows.length === 0 && assignmentRows.length === 0) return;
  const incoming = new Set(taskRows.map((t) => t.id));
  // What earlier pages wrote; this page's rows are noted before anything is awaited, since the next
  // page's transaction is prepared while this one commits.
  const seen = fresh && { dates: new Set(fresh.tasks.dates), ids: new Set(fresh.tasks.ids) };
  if (fresh) {
    for (const t of taskRows) {
      fresh.tasks.dates.add(t.scheduledDate);
      fresh.tasks.ids.add(t.id);
    }
  }
  const mayBeStored = (taskId: number) => !seen || seen.ids.has(taskId);
  const toRead = new Set<number>();
  for (const t of taskRows) if (mayBeStored(t.id)) toRead.add(t.id);
  for (const a of assignmentRows) if (!incoming.has(a.taskId) || mayBeStored(a.taskId)) toRead.add(a.taskId);
  // An assignment may have been on another task before.
  const movedIds = assignmentRows.filter((a) => !fresh || fresh.assignments.has(a.id)).map((a) => a.id);
  if (fresh) for (const a of assignmentRows) fresh.assignments.add(a.id);
  // The day records read here are handed to putTasks, which then does not read them again.
  const read = toRead.size ? await readTasks(db, [...toRead]) : { days: [], tasks: new Map<number, LocalTask>() };
  const stored = read.tasks;
  const holding = movedIds.length ? await readCrewHolders(db, movedIds) : { days: [], tasks: [] };
  const holders = holding.tasks;

  const out = new Map<number, LocalTask>();
  for (const t of taskRows) {
    const old = stored.get(t.id);
    out.set(t.id, old ? withCrew(t, old.crew ?? []) : { ...t, crew: [], crewIds: [] });
  }
  const pageAssignmentIds = new Set(assignmentRows.map((a) => a.id));
  for (const h of holders) {
    const current = out.get(h.id) ?? stored.get(h.id) ?? h;
    out.set(
      h.id,
      withCrew(
        current,
        (current.crew ?? []).filter((a) => !pageAssignmentIds.has(a.id)),
      ),
    );
  }
  for (const a of assignmentRows) {
    const task = out.get(a.taskId) ?? stored.get(a.taskId);
    if (!task) continue; // its task is outside the working set
    out.set(a.taskId, withCrew(task, [...(task.crew ?? []).filter((x) => x.id !== a.id), a]));
  }
  await putTasks(db, [...out.values()], seen, [...read.days, ...holding.days]);
}

const pageTables = (db: BinValetDb) => [
  ...RECORD_TABLES.map((t) => replicaTable(db, t)),
  db.taskDays,
  db.taskPatches,
  db.jobDays,
  db.routeOrders,
  db.outbox,
  db.meta,
];

/** Writes replicated rows into their tables and day records (inside the caller's transaction). */
const putRows = (db: BinValetDb, rows: PullRows, fresh?: FreshPull) =>
  Promise.all([
    ...RECORD_TABLES.map((name) => {
      const list = rows[name];
      return list?.length ? replicaTable(db, name).bulkPut(list) : undefined;
    }),
    putTasksWithCrew(db, rows, fresh),
    putIntoDays(jobDays(db), rows.jobs ?? [], fresh?.jobs),
    rows.routeOrders?.length ? db.routeOrders.bulkPut(rows.routeOrders) : undefined,
  ]);

/**
 * Stores one day's crew screen ahead of the first pull (docs/decisions/0026-todays-route-first.md). It
 * moves no cursor: the first pull then writes whole day records over these rows (its pages never read
 * what they replace), and pending intents are re-applied over them as after any page.
 */
export async function applyDaySlice(db: BinValetDb, slice: TodaySlice): Promise<void> {
  await db.transaction('rw', pageTables(db), async () => {
    // Another tab's first pull got ahead: its pages are newer than this slice.
    if (await getMeta(db, META.cursor)) return;
    await putRows(db, slice.rows);
    await rebase(db, new Set((slice.rows.tasks ?? []).map((t) => t.id)), !!slice.rows.routeOrders?.length);
  });
}

/** The page was asked for with a cursor that is no longer the stored one (an earlier page failed). */
export class StaleCursorError extends Error {
  constructor() {
    super('The sync cursor moved while a page was on its way');
    this.name = 'StaleCursorError';
  }
}

/**
 * Writes one pull page atomically: rows, tombstones, the new cursor, then re-applies pending intents
 * over the task rows it replaced. A crash mid-page leaves the old cursor, so the page is simply
 * pulled again. `requestedWith` is the cursor the page was asked for with: the engine prepares a page
 * while the previous one commits (IndexedDB runs them in order), and a page whose predecessor did
 * not commit must not move the cursor past it.
 */
export async function applyPullPage(
  db: BinValetDb,
  page: PullResponse,
  fresh?: FreshPull,
  requestedWith?: string,
): Promise<void> {
  await db.transaction('rw', pageTables(db), async () => {
    const stored = db.meta.get(META.cursor);
    // Every write is queued before the first await, so the page's records are serialised while the
    // previous transaction commits.
    const writes = putRows(db, page.rows, fresh);
    if (requestedWith !== undefined && ((await stored)?.value ?? '') !== requestedWith) throw new StaleCursorError();
    await writes;
    await sweepLeftStops(db);
    const byTable = new Map<SyncTable, number[]>();
    for (const t of page.tombstones) byTable.set(t.table, [...(byTable.get(t.table) ?? []), t.id]);
    for (const [table, ids] of byTable) {
      // A task's crew goes with it.
      if (table === 'taskAssignments') await removeAssignments(db, ids);
      else if (table === 'tasks') await removeStops(db, ids);
      else if (table === 'jobs') await removeFromDays(jobDays(db), ids);
      else if (table === 'routeOrders') await db.routeOrders.where('id').anyOf(ids).delete();
      else await replicaTable(db, table).bulkDelete(ids);
    }
    // A removed job takes its assignments with it (the server cascades the same way).
    const goneJobs = byTable.get('jobs');
    if (goneJobs) await db.jobAssignments.where('jobId').anyOf(goneJobs).delete();
    await rebase(
      db,
      new Set((page.rows.tasks ?? []).map((t) => t.id)),
      !!page.rows.routeOrders?.length || byTable.has('routeOrders'),
    );
    await db.meta.bulkPut([
      { key: META.cursor, value: page.cursor },
      { key: META.windowStart, value: page.window.start },
      { key: META.windowEnd, value: page.window.end },
    ]);
  });
}

/** Rows that fell behind the working-set window are dropped locally (the server stops sending them). */
export async function pruneBefore(db: BinValetDb, start: string): Promise<void> {
  await db.transaction('rw', [db.taskDays, db.taskPatches, db.jobDays, db.jobAssignments, db.routeOrders], async () => {
    // A task's crew lives inside it and goes with it, and so do its patches.
    await db.taskDays.where('date').below(start).delete();
    await db.taskPatches.where('date').below(start).delete();
    await db.routeOrders.where('routeDate').below(start).delete();
    // Jobs replicate a week wider than tasks (their tasks straddle the collection date).
    const jobStart = addDays(start, -JOB_MARGIN_DAYS);
    const oldDays = await db.jobDays.where('date').below(jobStart).toArray();
    if (oldDays.length) {
      await db.jobDays.bulkDelete(oldDays.map((d) => d.date));
      await db.jobAssignments
        .where('jobId')
        .anyOf(oldDays.flatMap((d) => d.jobIds))
        .delete();
    }
  });
}

/**
 * A server copy of a task (e.g. the current row of a refusal), keeping the crew stored with it. A
 * task the phone does not hold (it left the working set) stays out: the pull decides what it holds.
 */
export async function putServerTask(db: BinValetDb, row: LocalTask): Promise<boolean> {
  const stored = await getTask(db, row.id);
  if (!stored) return false;
  await putTasks(db, [withCrew(row, stored.crew ?? [])]);
  return true;
}

/**
 * Acknowledged intents leave the outbox; a refusal becomes a notice and the server's current row
 * replaces the optimistic one (with any other pending intents re-applied on top).
 */
export async function applyPushResults(db: BinValetDb, sent: OutboxRow[], results: MutationResult[]): Promise<void> {
  const byId = new Map(results.map((r) => [r.mutationId, r]));
  await db.transaction(
    'rw',
    [db.outbox, db.notices, db.taskDays, db.taskPatches, db.customers, db.routeOrders],
    async () => {
      const replaced = new Set<number>();
      for (const m of sent) {
        const r = byId.get(m.mutationId);
        if (!r || m.seq === undefined) continue; // no answer for it: stays queued and is sent again
        await db.outbox.delete(m.seq);
        if (r.status === 'applied') continue;
        const taskId = targetTaskId(m.name, m.args);
        if (r.current?.table === 'tasks') {
          if (await putServerTask(db, r.current.row)) replaced.add(r.current.row.id);
        } else if (r.current?.table === 'customers') {
          await db.customers.put(r.current.row);
        }
        const task = taskId !== undefined ? await getTask(db, taskId) : undefined;
        await db.notices.add({
          mutationId: m.mutationId,
          name: m.name,
          reason: r.reason,
          summary: intentSummary(m, task),
          createdAt: new Date().toISOString(),
          taskId,
        });
      }
      // Pending intents on the replaced rows are re-applied on top of the server's copy.
      await rebase(db, replaced);
    },
  );
}

/**
 * An intent the server refuses for good (its request is refused whole every time, even alone): it
 * leaves the outbox so the intents behind it can go, its optimistic change is taken back, and the
 * crew see it with the server's reason among the changes not applied.
 */
export async function setAside(db: BinValetDb, m: OutboxRow, reason: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.notices, db.taskDays, db.taskPatches], async () => {
    if (m.seq === undefined || !(await db.outbox.get(m.seq))) return;
    await db.outbox.delete(m.seq);
    const taskId = targetTaskId(m.name, m.args);
    if (taskId !== undefined) await dropTaskEdits(db, taskId, new Set([m.mutationId]));
    const task = taskId !== undefined ? await getTask(db, taskId) : undefined;
    await db.notices.add({
      mutationId: m.mutationId,
      name: m.name,
      reason,
      summary: intentSummary(m, task),
      createdAt: new Date().toISOString(),
      taskId,
    });
  });
}
