import {
  type AppliedClamp,
  type CurrentRow,
  customerNotes,
  customers,
  firstIssueMessage,
  MUTATION_ARGS,
  type MutationArgs,
  type MutationName,
  routeOrders,
  type SyncCustomer,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { SessionUser } from '../app-env';
import type { Orm } from '../db/connection';
import { pushStatements, type TaskCause } from '../db/raw-sql';
import { addTaskNote as addNote, readTaskCause, readTaskCauses, writeTaskStatus } from '../domain/task-writes';
import { queueOnMyWay } from '../messages/causes';
import type { MessagingDeps } from '../messages/outbox';
import { replicaOf, routeDateRefusal } from './pull-cursor';
import { customerSelection, toSyncCustomer } from './replicated-rows';

/**
 * Every intent a client may push (docs/architecture.md §4.1), each a named function over one SQLite transaction.
 * A refusal is an answer, not an error: it carries a reason the crew can read and the row as it is now.
 */

export type Outcome =
  | { status: 'applied'; clamped?: AppliedClamp }
  | { status: 'rejected'; reason: string; current: CurrentRow };

interface MutationContext {
  db: Orm;
  user: SessionUser;
  /** For the customer message a completion or a miss queues in the same transaction. */
  messaging: MessagingDeps;
  /**
   * The batch's tasks as they stand, read once per push (`batchTasks`) and kept current as the batch
   * changes them; a task missing here is read on its own.
   */
  tasks?: BatchTasks;
  /** The push's arrival: a tap time outside its window becomes this. */
  now: Date;
}

/** Tasks by id, with what a status change and its customer message need. */
export type BatchTasks = Map<number, TaskCause>;

/**
 * Reads, in one query, every task a batch's status changes name (ids that are not valid task ids are
 * simply not found; the mutation's own check refuses them later).
 */
export function batchTasks(db: Orm, mutations: readonly { name: string; args: unknown }[]): BatchTasks {
  const ids = new Set<number>();
  for (const m of mutations) {
    const taskId = m.name === 'setTaskStatus' && isRecord(m.args) ? m.args.taskId : undefined;
    if (typeof taskId === 'number' && Number.isSafeInteger(taskId) && taskId > 0) ids.add(taskId);
  }
  return readTaskCauses(db, ids);
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

const applied: Outcome = { status: 'applied' };
const rejected = (reason: string, current: CurrentRow = null): Outcome => ({ status: 'rejected', reason, current });

const taskRow = (db: Orm, id: number) => pushStatements(db).task.get({ id });

function customerRow(db: Orm, id: number): SyncCustomer | undefined {
  const row = db.select(customerSelection).from(customers).where(eq(customers.id, id)).get();
  return row && toSyncCustomer(row);
}

function setTaskStatus(
  { db, user, messaging, tasks, now }: MutationContext,
  a: MutationArgs['setTaskStatus'],
): Outcome {
  const known = tasks?.get(a.taskId) ?? readTaskCause(db, a.taskId);
  if (!known) return rejected('Task was deleted by the office');
  const written = writeTaskStatus({ db, role: user.role, messaging, now }, known, a);
  if (!written.ok) {
    const row = taskRow(db, a.taskId);
    return rejected(written.reason, row ? { table: 'tasks', row } : null);
  }
  if (written.cancelledReturn !== undefined) tasks?.delete(written.cancelledReturn); // later intents read it anew
  return written.clamped ? { status: 'applied', clamped: written.clamped } : applied;
}

function addTaskNote({ db, user, now }: MutationContext, a: MutationArgs['addTaskNote']): Outcome {
  const task = taskRow(db, a.taskId);
  if (!task) return rejected('Task was deleted by the office');
  const written = addNote({ db, role: user.role, now }, task, a.text);
  return written.ok ? applied : rejected(written.reason, { table: 'tasks', row: task });
}

function addCustomerNote({ db, user }: MutationContext, a: MutationArgs['addCustomerNote']): Outcome {
  const customer = customerRow(db, a.customerId);
  if (!customer) return rejected('Customer was deleted by the office');
  db.insert(customerNotes).values({ customerId: a.customerId, adminUsername: user.username, noteText: a.text }).run();
  return applied;
}

/**
 * The crew member's own order for a day: the last one pushed (or planned by the office) wins. Ids of stops that are gone are kept
 * (the phone drops them when it orders), so a late push never fails over a task the office removed.
 */
function setRouteOrder({ db, user, messaging }: MutationContext, a: MutationArgs['setRouteOrder']): Outcome {
  const outside = routeDateRefusal(a.date, todayIn(messaging.businessTz), replicaOf(user));
  if (outside) return rejected(outside);
  db.insert(routeOrders)
    .values({ employeeId: user.id, routeDate: a.date, taskIds: a.taskIds, updatedById: user.id })
    .onConflictDoUpdate({
      target: [routeOrders.employeeId, routeOrders.routeDate],
      set: { taskIds: a.taskIds, updatedById: user.id, updatedAt: new Date().toISOString() },
    })
    .run();
  return applied;
}

/** "On my way" to a stop still to do; a stop done or cancelled by the time the tap arrives sends nothing. */
function sendOnMyWay({ db, messaging, now }: MutationContext, a: MutationArgs['sendOnMyWay']): Outcome {
  const task = readTaskCause(db, a.taskId);
  if (!task) return rejected('Task was deleted by the office');
  if (task.status !== 'scheduled') {
    const row = taskRow(db, a.taskId);
    return rejected('The stop is no longer to do: no text was sent', row ? { table: 'tasks', row } : null);
  }
  queueOnMyWay(db, messaging, task, now);
  return applied;
}

const HANDLERS: { [K in MutationName]: (ctx: MutationContext, args: MutationArgs[K]) => Outcome } = {
  setTaskStatus,
  addTaskNote,
  addCustomerNote,
  setRouteOrder,
  sendOnMyWay,
};

const isMutationName = (name: string): name is MutationName => Object.hasOwn(HANDLERS, name);

export type Checked =
  | { run: (ctx: MutationContext) => Outcome }
  /** A change that can never apply, whatever the data: answered, never stored. */
  | { refusal: Outcome };

/** Checks an intent's name and arguments; nothing is read or written. */
export function checkMutation(name: string, args: unknown): Checked {
  if (!isMutationName(name)) return { refusal: rejected(`Unknown change "${name}"`) };
  const parsed = v.safeParse(MUTATION_ARGS[name], args);
  if (!parsed.success) return { refusal: rejected(firstIssueMessage(parsed.issues)) };
  const handler = HANDLERS[name] as (ctx: MutationContext, args: unknown) => Outcome;
  return { run: (ctx) => handler(ctx, parsed.output) };
}

/** Validates and runs one intent; must be called inside `store.write`. */
export function runMutation(ctx: MutationContext, name: string, args: unknown): Outcome {
  const checked = checkMutation(name, args);
  return 'refusal' in checked ? checked.refusal : checked.run(ctx);
}

/**
 * Refuses a change without running it, with the current row it targeted (when the arguments name one)
 * so the phone shows the stop as it is now instead of its own stale copy.
 */
export function refuseWithCurrent(
  { db }: Pick<MutationContext, 'db'>,
  name: string,
  args: unknown,
  reason: string,
): Outcome {
  const checked = isMutationName(name) ? v.safeParse(MUTATION_ARGS[name], args) : undefined;
  if (!checked?.success) return rejected(reason);
  const a = checked.output;
  if ('taskId' in a) {
    const row = taskRow(db, a.taskId);
    return rejected(reason, row ? { table: 'tasks', row } : null);
  }
  if ('customerId' in a) {
    const row = customerRow(db, a.customerId);
    return rejected(reason, row ? { table: 'customers', row } : null);
  }
  return rejected(reason);
}
