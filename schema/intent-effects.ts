import { appendNote } from './notes';
import type { MutationArgs, MutationName } from './sync-protocol';
import type { Task } from './tables';
import { taskNoteRefusal, taskStatusEffect, taskTransitionRefusal } from './task-status';

/**
 * What each intent changes, as one table for both sides: the server writes these changes when it
 * applies an intent, the phone lays them over its copy until the server answers. Every intent name
 * has an entry (the mapped type makes a missing one a type error, and a unit test checks it at run time).
 */

/** One intent's change to a task. */
export type TaskEdit =
  | ({ kind: 'status' } & ReturnType<typeof taskStatusEffect>)
  | { kind: 'note'; text: string }
  /** A consequence of another task's change, not a crew action: a still-scheduled task is no longer needed. */
  | { kind: 'notNeeded'; note: string };

export const BINS_NOT_OUT_NOTE = 'Not needed: bins were not taken out';

/**
 * Bins that never went to the curb need no trip back: a bins-to-curb task marked missed cancels its
 * job's still-scheduled bins-back task, with a note saying why (the office can reopen it). The server's
 * task writer and the phone's optimistic copy both take the edit from here.
 */
export function missedCurbFollowUp(task: Pick<Task, 'taskType'>, status: string): TaskEdit | undefined {
  return task.taskType === 'take_to_curb' && status === 'missed'
    ? { kind: 'notNeeded', note: BINS_NOT_OUT_NOTE }
    : undefined;
}

export type IntentEffect =
  | { target: 'task'; taskId: number; edit: TaskEdit }
  | { target: 'routeOrder'; date: string; taskIds: number[] }
  /** Nothing a phone keeps changes (customer notes are online-only office data). */
  | { target: 'none' };

export type IntentTarget = IntentEffect['target'];

export const INTENT_EFFECTS: { readonly [K in MutationName]: (a: MutationArgs[K]) => IntentEffect } = {
  setTaskStatus: (a) => ({ target: 'task', taskId: a.taskId, edit: { kind: 'status', ...taskStatusEffect(a) } }),
  addTaskNote: (a) => ({ target: 'task', taskId: a.taskId, edit: { kind: 'note', text: a.text } }),
  addCustomerNote: () => ({ target: 'none' }),
  setRouteOrder: (a) => ({ target: 'routeOrder', date: a.date, taskIds: a.taskIds }),
  // The text goes out from the server's outbox; the phone keeps nothing but the waiting intent.
  sendOnMyWay: () => ({ target: 'none' }),
};

/** Which local store each intent touches, known from its name alone. */
export const INTENT_TARGETS: { readonly [K in MutationName]: IntentTarget } = {
  setTaskStatus: 'task',
  addTaskNote: 'task',
  addCustomerNote: 'none',
  setRouteOrder: 'routeOrder',
  sendOnMyWay: 'none',
};

/** The effect of an intent whose arguments were validated (or written by this client). */
export function intentEffect<N extends MutationName>(name: N, args: MutationArgs[N]): IntentEffect {
  return (INTENT_EFFECTS[name] as (a: MutationArgs[N]) => IntentEffect)(args);
}

type EditedFields = Pick<Task, 'status' | 'completedAt' | 'completedLat' | 'completedLng' | 'notes'>;

/**
 * The fields an edit changes on a task as it stands, or undefined when the rules refuse it for this
 * role (the server then answers it rejected; the phone shows the task unchanged).
 */
export function taskEditChanges(
  role: string,
  task: Pick<Task, 'status' | 'notes'>,
  edit: TaskEdit,
): Partial<EditedFields> | undefined {
  if (edit.kind === 'notNeeded') {
    if (task.status !== 'scheduled') return undefined;
    return { status: 'cancelled', completedAt: null, notes: appendNote(task.notes, edit.note) };
  }
  if (edit.kind === 'note') {
    if (taskNoteRefusal(role, task.status)) return undefined;
    return { notes: appendNote(task.notes, edit.text) };
  }
  if (taskTransitionRefusal(role, task.status, edit.status)) return undefined;
  const { kind: _kind, ...fields } = edit;
  return fields;
}
