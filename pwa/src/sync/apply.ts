import { type MutationResult, type PullResponse, SYNC_TABLES } from '../../../schema/sync-protocol';
import { type BinValetDb, type OutboxRow, replicaTable } from '../db/database';
import { applyOptimistic, rebase, targetTaskId } from './local-mutations';

/** Local bookkeeping keys in `meta`. */
export const META = { cursor: 'cursor', clientId: 'clientId', windowStart: 'windowStart' } as const;

export async function getMeta(db: BinValetDb, key: string): Promise<string | undefined> {
  return (await db.meta.get(key))?.value;
}

/**
 * Writes one pull page atomically: rows, tombstones, the new cursor, then re-applies pending intents
 * over the task rows it replaced. A crash mid-page leaves the old cursor, so the page is simply
 * pulled again.
 */
export async function applyPullPage(db: BinValetDb, page: PullResponse): Promise<void> {
  const tables = [...SYNC_TABLES.map((t) => replicaTable(db, t)), db.outbox, db.meta];
  await db.transaction('rw', tables, async () => {
    for (const name of SYNC_TABLES) {
      const rows = page.rows[name];
      if (rows?.length) await replicaTable(db, name).bulkPut(rows);
    }
    const byTable = new Map<string, number[]>();
    for (const t of page.tombstones) byTable.set(t.table, [...(byTable.get(t.table) ?? []), t.id]);
    for (const [table, ids] of byTable) await replicaTable(db, table as (typeof SYNC_TABLES)[number]).bulkDelete(ids);
    // A removed task or job takes its assignments with it (the server cascades the same way).
    const goneTasks = byTable.get('tasks');
    if (goneTasks) await db.taskAssignments.where('taskId').anyOf(goneTasks).delete();
    const goneJobs = byTable.get('jobs');
    if (goneJobs) await db.jobAssignments.where('jobId').anyOf(goneJobs).delete();
    await rebase(db, new Set((page.rows.tasks ?? []).map((t) => t.id)));
    await db.meta.bulkPut([
      { key: META.cursor, value: page.cursor },
      { key: META.windowStart, value: page.window.start },
    ]);
  });
}

/** Rows that fell behind the working-set window are dropped locally (the server stops sending them). */
export async function pruneBefore(db: BinValetDb, start: string): Promise<void> {
  await db.transaction('rw', db.tasks, db.jobs, db.taskAssignments, db.jobAssignments, async () => {
    const oldTasks = await db.tasks.where('scheduledDate').below(start).primaryKeys();
    if (oldTasks.length) {
      await db.tasks.bulkDelete(oldTasks);
      await db.taskAssignments.where('taskId').anyOf(oldTasks).delete();
    }
    // Jobs replicate a week wider than tasks (their tasks straddle the collection date).
    const jobStart = new Date(Date.parse(`${start}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const oldJobs = await db.jobs.where('collectionDate').below(jobStart).primaryKeys();
    if (oldJobs.length) {
      await db.jobs.bulkDelete(oldJobs);
      await db.jobAssignments.where('jobId').anyOf(oldJobs).delete();
    }
  });
}

const describeIntent = (m: OutboxRow, task?: { taskType: string }): string => {
  const what =
    m.name === 'setTaskStatus'
      ? (m.args as { status: string }).status === 'completed'
        ? 'Complete'
        : 'Mark Missed'
      : m.name === 'addTaskNote'
        ? 'Add task note'
        : 'Add customer note';
  if (!task) return what;
  return `${what}: ${task.taskType === 'return_to_house' ? 'Bins to House' : 'Bins to Curb'}`;
};

/**
 * Acknowledged intents leave the outbox; a refusal becomes a notice and the server's current row
 * replaces the optimistic one (with any other pending intents re-applied on top).
 */
export async function applyPushResults(db: BinValetDb, sent: OutboxRow[], results: MutationResult[]): Promise<void> {
  const byId = new Map(results.map((r) => [r.mutationId, r]));
  await db.transaction('rw', [db.outbox, db.notices, db.tasks, db.customers], async () => {
    const replaced = new Set<number>();
    for (const m of sent) {
      const r = byId.get(m.mutationId);
      if (!r || m.seq === undefined) continue; // no answer for it: stays queued and is sent again
      await db.outbox.delete(m.seq);
      if (r.status === 'applied') continue;
      const taskId = targetTaskId(m.name, m.args);
      if (r.current?.table === 'tasks') {
        await db.tasks.put(r.current.row);
        replaced.add(r.current.row.id);
      } else if (r.current?.table === 'customers') {
        await db.customers.put(r.current.row);
      }
      const task = taskId !== undefined ? await db.tasks.get(taskId) : undefined;
      await db.notices.add({
        mutationId: m.mutationId,
        name: m.name,
        reason: r.reason,
        summary: describeIntent(m, task),
        createdAt: new Date().toISOString(),
        taskId,
      });
    }
    if (replaced.size) {
      const pending = await db.outbox.orderBy('seq').toArray();
      for (const p of pending) {
        const id = targetTaskId(p.name, p.args);
        if (id !== undefined && replaced.has(id)) await applyOptimistic(db, p);
      }
    }
  });
}
