import { newMutationId } from '../../../schema/mutation-id';
import type { Mutation, MutationArgs, MutationName } from '../../../schema/sync-protocol';
import type { BinValetDb, OutboxRow } from '../db/database';
import { modifyTask } from '../db/tasks';

/**
 * The optimistic side of each intent: what the local database shows until the server answers.
 * The same functions run when the action is taken and again when a pull brings a fresh server copy
 * of the row (rebase), so a pending "completed" keeps showing until acknowledged.
 */

/** The task an intent targets, if any. */
export function targetTaskId(name: MutationName, args: unknown): number | undefined {
  if (name === 'setTaskStatus' || name === 'addTaskNote') {
    const id = (args as { taskId?: unknown })?.taskId;
    return typeof id === 'number' ? id : undefined;
  }
  return undefined;
}

/** Applies one intent's optimistic effect; must run inside a rw transaction over taskDays. */
export async function applyOptimistic(db: BinValetDb, m: Pick<OutboxRow, 'name' | 'args'>): Promise<void> {
  if (m.name === 'setTaskStatus') {
    const a = m.args as MutationArgs['setTaskStatus'];
    await modifyTask(db, a.taskId, (task) =>
      // Only a scheduled task can be moved by the crew: anything else will be refused by the server too.
      task.status !== 'scheduled' && task.status !== a.status
        ? undefined
        : {
            status: a.status,
            completedAt: a.status === 'completed' ? a.completedAt : null,
            completedLat: a.lat !== undefined ? String(a.lat) : null,
            completedLng: a.lng !== undefined ? String(a.lng) : null,
          },
    );
  } else if (m.name === 'addTaskNote') {
    const a = m.args as MutationArgs['addTaskNote'];
    await modifyTask(db, a.taskId, (task) => ({ notes: appendNote(task.notes, a.text) }));
  }
  // addCustomerNote has no local effect: customer notes are online-only office data.
}

/** Same rule as the server (sync-server/src/sync/mutations.ts): notes are appended on a new line. */
export const appendNote = (existing: string | null, text: string) =>
  existing?.trim() ? `${existing}\n${text.trim()}` : text.trim();

/**
 * A crew action: the optimistic change and its outbox row in ONE Dexie transaction, so neither can
 * exist without the other.
 */
export async function enqueue<N extends MutationName>(
  db: BinValetDb,
  name: N,
  args: MutationArgs[N],
  now: Date = new Date(),
): Promise<Mutation<N>> {
  const mutation: Mutation<N> = { mutationId: newMutationId(now.getTime()), name, args, createdAt: now.toISOString() };
  await db.transaction('rw', db.taskDays, db.outbox, async () => {
    await applyOptimistic(db, mutation);
    await db.outbox.add({ ...mutation, taskId: targetTaskId(name, args) });
  });
  return mutation;
}

/** Re-applies pending intents to the rows a pull just replaced; call inside the pull's transaction. */
export async function rebase(db: BinValetDb, replacedTaskIds: Set<number>): Promise<void> {
  if (replacedTaskIds.size === 0) return;
  const pending = await db.outbox.orderBy('seq').toArray();
  for (const m of pending) {
    const taskId = targetTaskId(m.name, m.args);
    if (taskId !== undefined && replacedTaskIds.has(taskId)) await applyOptimistic(db, m);
  }
}
