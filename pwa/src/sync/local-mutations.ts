import {
  INTENT_TARGETS,
  intentEffect,
  type Mutation,
  type MutationArgs,
  type MutationName,
  missedCurbFollowUp,
  newMutationId,
} from '@bin-valet/schema';
import type { Table } from 'dexie';
import type { BinValetDb } from '../db/database';
import type { OutboxRow } from '../db/rows';
import { addTaskEdit, dropTaskEdits, withoutNote } from '../db/task-patches';
import { getTask, jobTaskAfter, putTasks, readTasks } from '../db/tasks';
import { noteQueued } from './outbox-summary';

export { withoutNote };

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

/**
 * Applies one intent's optimistic effect; must run inside a rw transaction over taskDays, taskPatches
 * and routeOrders. A task's effect is an edit in its patch (db/task-patches.ts), laid over the stored
 * row when read; it stays until a newer copy of the task replaces the row.
 */
export async function applyOptimistic(
  db: BinValetDb,
  m: Pick<OutboxRow, 'mutationId' | 'name' | 'args'>,
): Promise<void> {
  // The effect is the one the server applies (the shared table); the crew's rules run when it is read.
  const effect = intentEffect(m.name, m.args as MutationArgs[typeof m.name]);
  if (effect.target === 'task') {
    await addTaskEdit(db, effect.taskId, m.mutationId, effect.edit);
    if (effect.edit.kind === 'status' && effect.edit.status === 'missed') await applyFollowUp(db, effect.taskId, m);
  } else if (effect.target === 'routeOrder') {
    const stored = await db.routeOrders.get(effect.date);
    // Until the server's row arrives: id 0 (no row yet) and the version it had.
    await db.routeOrders.put({
      id: stored?.id ?? 0,
      employeeId: stored?.employeeId ?? 0,
      routeDate: effect.date,
      taskIds: effect.taskIds,
      // The phone holds only its owner's orders: their own change takes the order back from the office's plan.
      updatedById: stored?.employeeId ?? null,
      updatedAt: stored?.updatedAt ?? '',
      version: stored?.version ?? 0,
    });
  }
}

/**
 * A missed bins-to-curb shows its bins-back task not needed at once, offline too, by the rule the
 * server applies (schema's missedCurbFollowUp). The edit carries the tap's id, so an undo takes it back.
 */
async function applyFollowUp(db: BinValetDb, taskId: number, m: Pick<OutboxRow, 'mutationId'>) {
  const missed = await getTask(db, taskId);
  const edit = missed && missedCurbFollowUp(missed, 'missed');
  if (!missed || !edit) return;
  const back = await jobTaskAfter(db, missed, 'return_to_house');
  if (back) await addTaskEdit(db, back.id, m.mutationId, edit);
}

/** Pending misses, whose follow-up edit lives on another task than the one they target. */
const isMiss = (m: Pick<OutboxRow, 'name' | 'args'>) =>
  m.name === 'setTaskStatus' && (m.args as MutationArgs['setTaskStatus']).status === 'missed';

/**
 * The outbox and the stores these intents' optimistic effects touch: a transaction over fewer stores
 * waits on fewer readers and commits sooner.
 */
function storesOf(db: BinValetDb, names: MutationName[]): Table[] {
  const stores = new Set<Table>([db.outbox]);
  for (const name of names) {
    const target = INTENT_TARGETS[name];
    if (target === 'task') {
      stores.add(db.taskDays);
      stores.add(db.taskPatches);
    } else if (target === 'routeOrder') stores.add(db.routeOrders);
  }
  return [...stores];
}

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
  const row = { ...mutation, taskId: targetTaskId(name, args) };
  await db.transaction('rw', storesOf(db, [name]), async () => {
    // The outbox row does not depend on the effect's reads: both go to IndexedDB at once.
    await Promise.all([db.outbox.add(row), applyOptimistic(db, mutation)]);
  });
  noteQueued([row]);
  return mutation;
}

/** How long a crew tap can be taken back before the engine sends it. */
export const UNDO_MS = 10_000;

export interface HeldIntent<N extends MutationName = MutationName> {
  name: N;
  args: MutationArgs[N];
}

/**
 * One tap's intents (a status change, maybe with a reason note), held in the outbox for UNDO_MS:
 * the optimistic change shows at once, the server hears of it only when the window has passed.
 * Returns the group id that `undoTap` takes.
 */
export async function enqueueHeld(
  db: BinValetDb,
  intents: HeldIntent[],
  now: Date = new Date(),
  holdMs = UNDO_MS,
): Promise<string> {
  const heldUntil = now.getTime() + holdMs;
  const rows = intents.map((i, n) => ({
    mutationId: newMutationId(now.getTime() + n),
    name: i.name,
    args: i.args,
    createdAt: now.toISOString(),
  }));
  const group = rows[0]?.mutationId ?? '';
  const outboxRows = rows.map((m) => ({ ...m, taskId: targetTaskId(m.name, m.args), heldUntil, group }));
  await db.transaction(
    'rw',
    storesOf(
      db,
      intents.map((i) => i.name),
    ),
    async () => {
      const effects = async () => {
        // One after another: two edits of the same task read and rewrite the same patch.
        for (const m of rows) await applyOptimistic(db, m);
      };
      await Promise.all([db.outbox.bulkAdd(outboxRows), effects()]);
    },
  );
  noteQueued(outboxRows);
  return group;
}

/** Where the phone was at a tap; `accuracy` in metres. */
export interface TapPosition {
  lat: number;
  lng: number;
  accuracy?: number;
}

/**
 * Adds the phone's position to a held tap's status intent once the browser answers. The tap itself
 * is already committed without it; a tap that was undone, or whose hold has (nearly) passed so the
 * engine may be reading it, is left as it is and goes without a position.
 */
export async function locateHeldTap(
  db: BinValetDb,
  group: string,
  where: TapPosition,
  clock: () => number = Date.now,
  marginMs = 1000,
): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox.where('mutationId').equals(group).toArray();
    const row = rows.find((r) => r.name === 'setTaskStatus');
    if (!row || row.seq === undefined || (row.heldUntil ?? 0) - clock() <= marginMs) return false;
    const position = {
      lat: where.lat,
      lng: where.lng,
      ...(where.accuracy !== undefined && { accuracy: where.accuracy }),
    };
    await db.outbox.update(row.seq, { args: { ...(row.args as MutationArgs['setTaskStatus']), ...position } });
    return true;
  });
}

/**
 * Takes a held tap back: its intents leave the outbox unsent and the task shows what it showed before.
 * False when the window has passed (the engine may be sending it).
 */
export async function undoTap(db: BinValetDb, group: string, now: number = Date.now()): Promise<boolean> {
  return db.transaction('rw', [db.taskDays, db.taskPatches, db.outbox], async () => {
    const rows = (await db.outbox.orderBy('seq').toArray()).filter((r) => r.group === group);
    if (rows.length === 0 || rows.some((r) => (r.heldUntil ?? 0) <= now)) return false;
    await db.outbox.bulkDelete(rows.map((r) => r.seq as number));
    const taskId = rows.map((r) => targetTaskId(r.name, r.args)).find((id) => id !== undefined);
    if (taskId === undefined) return true;
    const ids = new Set(rows.map((r) => r.mutationId));
    const dropped = await dropTaskEdits(db, taskId, ids);
    // A missed curb's follow-up edit sits on its bins-back task.
    if (rows.some(isMiss)) for (const p of await db.taskPatches.toArray()) await dropTaskEdits(db, p.id, ids);
    // A tap queued before database version 12 changed the day record itself: put back what it held.
    const before = rows.find((r) => r.before)?.before;
    if (!dropped && before) await restoreFields(db, taskId, rows, before);
    return true;
  });
}

async function restoreFields(
  db: BinValetDb,
  taskId: number,
  rows: OutboxRow[],
  before: NonNullable<OutboxRow['before']>,
): Promise<void> {
  const { days, tasks } = await readTasks(db, [taskId]);
  const task = tasks.get(taskId);
  if (!task) return;
  let notes = task.notes;
  for (const r of [...rows].reverse())
    if (r.name === 'addTaskNote') notes = withoutNote(notes, (r.args as MutationArgs['addTaskNote']).text);
  await putTasks(db, [{ ...task, ...before, notes }], undefined, days);
}

/** The outbox rows the engine may send now: in order, up to the first one still held. */
export function sendable<T extends Pick<OutboxRow, 'heldUntil'>>(rows: T[], now: number): T[] {
  const held = rows.findIndex((r) => (r.heldUntil ?? 0) > now);
  return held === -1 ? rows : rows.slice(0, held);
}

/**
 * Re-applies pending intents to the rows a pull just replaced; call inside the pull's transaction.
 * A pending route order is re-applied whenever the page brought route orders.
 */
export async function rebase(db: BinValetDb, replacedTaskIds: Set<number>, replacedOrders = false): Promise<void> {
  if (replacedTaskIds.size === 0 && !replacedOrders) return;
  const pending = await db.outbox.orderBy('seq').toArray();
  for (const m of pending) {
    const taskId = targetTaskId(m.name, m.args);
    // A pending miss is laid again over any fresh rows: its bins-back task may be among them.
    if (taskId !== undefined && (replacedTaskIds.has(taskId) || (isMiss(m) && replacedTaskIds.size > 0)))
      await applyOptimistic(db, m);
    else if (replacedOrders && m.name === 'setRouteOrder') await applyOptimistic(db, m);
  }
}
