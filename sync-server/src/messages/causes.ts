import { type Customer, customers, jobs, messages, type ServiceTracking, tasks, todayIn } from '@bin-valet/schema';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { messageStatements, type TaskCause } from '../db/raw-sql';
import { customerNextCollection } from '../domain/next-collection';
import { type MessagingDeps, queueMessage } from './outbox';

/**
 * One function per event that messages a customer, each called inside the transaction of the event.
 * The cause key names the event, so the same event never queues a second message.
 */

const customerById = (db: Orm, id: number) => db.select().from(customers).where(eq(customers.id, id)).get();

/** The customer's first scheduled bins-to-curb day from today on. */
function firstCurbDate(db: Orm, customerId: number, today: string): string | null {
  const row = db
    .select({ date: tasks.scheduledDate })
    .from(tasks)
    .innerJoin(jobs, eq(tasks.jobId, jobs.id))
    .where(
      and(
        eq(jobs.customerId, customerId),
        eq(tasks.taskType, 'take_to_curb'),
        eq(tasks.status, 'scheduled'),
        gte(tasks.scheduledDate, today),
      ),
    )
    .orderBy(asc(tasks.scheduledDate))
    .limit(1)
    .get();
  return row?.date ?? null;
}

/** Signup (public, or office-created): the first bins-to-curb day and the tracking link. */
export function queueSignupConfirmation(
  db: Orm,
  deps: MessagingDeps,
  customer: Customer,
  now = new Date(),
  { onlyWithDate = false } = {},
) {
  const firstCurb = firstCurbDate(db, customer.id, todayIn(deps.businessTz, now));
  if (!firstCurb && onlyWithDate) return false;
  // The undated "you're signed up" has its own key, so the first date still goes out once it exists.
  const causeKey = firstCurb ? `signup_confirmation:${customer.id}` : `signup_confirmation:${customer.id}:undated`;
  return queueMessage(db, deps, customer, causeKey, { kind: 'signup_confirmation', firstCurbDate: firstCurb }, now);
}

/**
 * A task just reached `completed` or `missed` by any path. Bins out/back once per task whatever
 * happens after (reopened and completed again: still one), missed once per task. `known` is the
 * task as it stands now, from a caller that read it already (a push batch reads all its tasks at once).
 */
export function queueTaskMessage(db: Orm, deps: MessagingDeps, taskId: number, now = new Date(), known?: TaskCause) {
  const task = known ?? messageStatements(db).taskCause.get(taskId);
  if (!task) return false;
  const customer = { ...task, id: task.customerId };
  if (task.status === 'missed') {
    // The missed collection is never the next one (the story skips it), so the text and the tracking page agree.
    const next = customerNextCollection(db, task.customerId, todayIn(deps.businessTz, now));
    const input = {
      kind: 'missed',
      missedDate: task.scheduledDate,
      nextCollection: next?.collectionDate ?? null,
    } as const;
    return queueMessage(db, deps, customer, `missed:task:${task.id}`, input, now);
  }
  if (task.status !== 'completed') return false;
  const kind = task.taskType === 'return_to_house' ? 'bins_back' : 'bins_out';
  const input = { kind, tappedAt: task.completedAt ?? now.toISOString(), timeZone: deps.businessTz } as const;
  return queueMessage(db, deps, customer, `${kind}:task:${task.id}`, input, now, {
    binMoves: task.binMoves !== 0,
  });
}

/**
 * The crew member is on the way to a scheduled stop: one text per task whenever the tap arrives (a
 * retried or repeated tap adds nothing), waiting through quiet hours, none for a customer who turned
 * bin-move texts off. False when nothing was queued.
 */
export function queueOnMyWay(db: Orm, deps: MessagingDeps, task: TaskCause, now = new Date()) {
  const customer = { ...task, id: task.customerId };
  const input = { kind: 'on_my_way', taskType: task.taskType } as const;
  return queueMessage(db, deps, customer, `on_my_way:task:${task.id}`, input, now, { binMoves: task.binMoves !== 0 });
}

/** The customer asked for a collection on their tracking page. */
export function queueCollectionRequest(
  db: Orm,
  deps: MessagingDeps,
  customer: Customer,
  request: ServiceTracking,
  now = new Date(),
) {
  return queueMessage(
    db,
    deps,
    customer,
    `collection_request:${request.id}`,
    { kind: 'collection_request', collectionDate: request.collectionDate },
    now,
  );
}

/** The office approved (on the job's actual date) or declined (with its reason) a customer's request. */
export function queueRequestAnswer(
  db: Orm,
  deps: MessagingDeps,
  customer: Customer,
  request: Pick<ServiceTracking, 'id'>,
  answer: { collectionDate: string; decline: string | null },
  now = new Date(),
) {
  const input = { kind: 'request_answer', ...answer } as const;
  return queueMessage(db, deps, customer, `request_answer:${request.id}`, input, now);
}

/** The customer cancelled their service on the tracking link: the confirmation, one per cancellation. */
export function queueCancellation(
  db: Orm,
  deps: MessagingDeps,
  customer: Customer,
  cancellationId: number,
  lastCollectionDate: string,
  now = new Date(),
) {
  const input = { kind: 'service_cancelled', lastCollectionDate } as const;
  return queueMessage(db, deps, customer, `service_cancelled:${cancellationId}`, input, now);
}

export interface ScheduleChange {
  customerId: number;
  /** Names the change (a service change's id, a service-day move): one message per customer per change. */
  changeKey: string;
  nextCollection: string | null;
  previousCollection: string | null;
  /** Why it moved: the delay's name, 'Snow delay called off', 'New service days'. */
  reason?: string | null;
  binsOutDate?: string | null;
}

/** A schedule change waits this long before it goes out, so one undone at once is never sent. */
export const SCHEDULE_CHANGE_HOLD_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const laterOf = (a: Date, b: Date) => (a > b ? a : b);

/**
 * A service change or a service-day change moved the customer's next collection. Called once per
 * affected customer inside the change's transaction; nothing is sent when the date did not move.
 * The message is held for 15 minutes; a later change while it waits replaces it (told from the date
 * the customer knew before), and one that puts the date back drops it. After a schedule-change message
 * went out, the next one waits until a day has passed: at most one a day.
 */
export function queueScheduleChange(db: Orm, deps: MessagingDeps, change: ScheduleChange, now = new Date()) {
  if (change.nextCollection === change.previousCollection) return false;
  const customer = customerById(db, change.customerId);
  if (!customer) return false;
  const causeKey = `schedule_change:${change.changeKey}:${customer.id}`;
  const mine = and(eq(messages.customerId, customer.id), eq(messages.kind, 'schedule_change'));
  const waiting = db
    .select()
    .from(messages)
    .where(and(mine, eq(messages.status, 'held')))
    .orderBy(desc(messages.id))
    .get();
  if (waiting?.causeKey === causeKey) return false;
  const known = waiting ? waiting.previousCollection : change.previousCollection;
  if (waiting) db.delete(messages).where(eq(messages.id, waiting.id)).run();
  if (change.nextCollection === known) return false;
  let holdUntil = new Date(now.getTime() + SCHEDULE_CHANGE_HOLD_MS);
  if (waiting) holdUntil = laterOf(holdUntil, new Date(waiting.nextAttemptAt));
  const lastSent = db
    .select({ at: messages.sentAt, createdAt: messages.createdAt })
    .from(messages)
    .where(and(mine, inArray(messages.status, ['sent', 'queued'])))
    .orderBy(desc(messages.createdAt))
    .get();
  const lastAt = lastSent ? Date.parse(lastSent.at ?? lastSent.createdAt) : Number.NaN;
  if (lastAt > now.getTime() - DAY_MS) holdUntil = laterOf(holdUntil, new Date(lastAt + DAY_MS));
  return queueMessage(
    db,
    deps,
    customer,
    causeKey,
    {
      kind: 'schedule_change',
      nextCollection: change.nextCollection,
      previousCollection: known,
      reason: change.reason ?? null,
      binsOutDate: change.binsOutDate ?? null,
    },
    now,
    { holdUntil, previousCollection: known },
  );
}

/**
 * Runs a move of customers' jobs (a service-day change, a declared delay or its removal) and tells each
 * customer whose next collection it moved, and why (`reason`). `changeKey` names the change from the new
 * date, so one change texts a customer once, however often it is repeated. Called inside the move's transaction.
 */
export function withScheduleChangeNotices<T>(
  db: Orm,
  deps: MessagingDeps,
  customerIds: readonly number[],
  today: string,
  change: { key: (next: string | null) => string; reason: string },
  move: () => T,
): T {
  const ids = [...new Set(customerIds)];
  const before = new Map(ids.map((id) => [id, customerNextCollection(db, id, today)?.collectionDate ?? null]));
  const result = move();
  for (const id of ids) {
    const next = customerNextCollection(db, id, today);
    queueScheduleChange(db, deps, {
      customerId: id,
      changeKey: change.key(next?.collectionDate ?? null),
      previousCollection: before.get(id) ?? null,
      nextCollection: next?.collectionDate ?? null,
      reason: change.reason,
      binsOutDate: next?.binsOutDate ?? null,
    });
  }
  return result;
}
