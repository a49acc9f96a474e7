import {
  appendNote,
  noteSizeRefusal,
  type Role,
  type TaskStatus,
  taskNoteRefusal,
  taskTransitionRefusal,
  todayIn,
} from '@bin-valet/schema';
import { noteCompletedJob } from '../billing/plan';
import type { Orm } from '../db/connection';
import { messageStatements, pushStatements, type TaskCause } from '../db/raw-sql';
import { queueTaskMessage } from '../messages/causes';
import type { MessagingDeps } from '../messages/outbox';
import { learnPlaceFromCrew } from './customer-place';
import { cancelReturnAfterMissedCurb } from './missed-curb';
import { notDueRefusal, tapTime } from './task-rules';

/**
 * The one writer of a task's status and crew notes: the sync push, PATCH /api/tasks/{id} and the
 * job status cascade all come here, so one rule set decides (transitions by role, the due day, the
 * completion-time window, notes on closed tasks) and one place queues the customer's message and
 * learns the customer's place. Must run inside the caller's write transaction.
 */

export interface TaskWriter {
  db: Orm;
  role: Role;
  messaging: MessagingDeps;
  /** The request's arrival: the time a clamped tap time becomes. */
  now: Date;
}

export interface StatusChange {
  status: TaskStatus;
  /** The tap time of a completion; missing means now. */
  completedAt?: string | null;
  lat?: number;
  lng?: number;
  /** Metres; a precise enough completion teaches a customer without a place where they live. */
  accuracy?: number;
}

/** Why a write was refused: the office's rules (403) or a stop that is not due yet (409). */
export type RefusalKind = 'forbidden' | 'notDue' | 'tooLong' | 'tooMany';

export type WriteOutcome =
  | { ok: true; changed: boolean; clamped?: 'completedAt'; cancelledReturn?: number }
  | { ok: false; kind: RefusalKind; reason: string };

/** A task with what a status change and its message need, read in one query (a push reads its batch's at once). */
export const readTaskCause = (db: Orm, taskId: number): TaskCause | undefined =>
  messageStatements(db).taskCause.get(taskId);

/** The same for many tasks in one query. */
export function readTaskCauses(db: Orm, taskIds: Iterable<number>): Map<number, TaskCause> {
  const ids = [...new Set(taskIds)];
  if (ids.length === 0) return new Map();
  return new Map(
    messageStatements(db)
      .taskCauses.all(JSON.stringify(ids))
      .map((r) => [r.id, r]),
  );
}

/**
 * Moves `task` to `change.status`. `task` is updated in place to what was written, so a later change
 * in the same batch sees it. Status changes stamp their own version (docs/decisions/0007).
 */
export function writeTaskStatus(w: TaskWriter, task: TaskCause, change: StatusChange): WriteOutcome {
  const transition = taskTransitionRefusal(w.role, task.status, change.status);
  if (transition) return { ok: false, kind: 'forbidden', reason: transition };
  // Already in that state (another crew member got there first): nothing to change, nothing lost.
  if (task.status === change.status) return { ok: true, changed: false };
  const notDue = notDueRefusal(w.role, task.scheduledDate, change.status, todayIn(w.messaging.businessTz, w.now));
  if (notDue) return { ok: false, kind: 'notDue', reason: notDue };

  const completing = change.status === 'completed';
  const time = completing
    ? tapTime(change.completedAt, task.scheduledDate, w.messaging.businessTz, w.now)
    : { at: null, clamped: false };
  const q = pushStatements(w.db);
  const version = q.nextVersion.get();
  if (version === undefined) throw new Error('sync_state has no version row');
  q.setTaskStatus.run(
    change.status,
    time.at,
    change.lat !== undefined ? String(change.lat) : null,
    change.lng !== undefined ? String(change.lng) : null,
    w.now.toISOString(),
    version,
    task.id,
  );
  Object.assign(task, { status: change.status, completedAt: time.at });
  if (completing) learnPlaceFromCrew(w.db, task.id, change);
  // Every path to a completed bins-to-curb task passes here, so the free jobs are counted once, all of them.
  if (completing && task.taskType === 'take_to_curb') noteCompletedJob(w.db, w.messaging, task.customerId, w.now);
  queueTaskMessage(w.db, w.messaging, task.id, w.now, task);
  // Bins that never went out need no trip back: a missed curb task cancels its job's bins-back task.
  const cancelled = change.status === 'missed' ? cancelReturnAfterMissedCurb(w.db, task) : null;
  return {
    ok: true,
    changed: true,
    ...(time.clamped ? { clamped: 'completedAt' as const } : {}),
    ...(cancelled !== null ? { cancelledReturn: cancelled } : {}),
  };
}

/**
 * Corrects the time of a completed task (the office's edit); the same window as a tap.
 * True when the stored time changed.
 */
export function correctCompletionTime(w: TaskWriter, task: TaskCause, completedAt: string): WriteOutcome {
  const time = tapTime(completedAt, task.scheduledDate, w.messaging.businessTz, w.now);
  if (time.at === task.completedAt) return { ok: true, changed: false };
  pushStatements(w.db).setCompletedAt.run(time.at, w.now.toISOString(), task.id);
  task.completedAt = time.at;
  return time.clamped ? { ok: true, changed: true, clamped: 'completedAt' } : { ok: true, changed: true };
}

/** A crew note goes on a new line under what is there; the office's notes are set whole by its own route. */
export function addTaskNote(
  w: Pick<TaskWriter, 'db' | 'role' | 'now'>,
  task: { id: number; status: string; notes: string | null },
  text: string,
): WriteOutcome {
  const refusal = taskNoteRefusal(w.role, task.status);
  if (refusal) return { ok: false, kind: 'forbidden', reason: refusal };
  // Every phone downloads a stop's notes: they stay small however often a note is sent.
  const size = noteSizeRefusal(task.notes, text);
  if (size) return { ok: false, kind: size.kind === 'too_long' ? 'tooLong' : 'tooMany', reason: size.message };
  pushStatements(w.db).setNotes.run(appendNote(task.notes, text), w.now.toISOString(), task.id);
  return { ok: true, changed: true };
}
