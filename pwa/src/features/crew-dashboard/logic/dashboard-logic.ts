import { addDays, crewCollectionLine, isSkippedByCustomer, mondayOf, parseDateOnly } from '@bin-valet/schema';
import type { CrewCard } from '../../../db/crew-cards';
import type { LocalEmployee, LocalTask } from '../../../db/rows';
import { formatPattern } from '../../../lib/date-pattern';
import { TASK_TYPE_LABELS } from '../../../lib/labels';

/** Pure logic of the Crew Dashboard: ranges, search, filters, sort by address, titles. */

export type ViewMode = 'day' | 'week';
export type TaskFilter = 'all' | 'take_to_curb' | 'return_to_house' | 'scheduled' | 'completed';

export const VIEW_OPTIONS: { value: ViewMode; label: string }[] = [
  { value: 'day', label: 'Day View' },
  { value: 'week', label: 'Week View' },
];

export const FILTER_OPTIONS: { value: TaskFilter; label: string }[] = [
  { value: 'all', label: 'All Tasks' },
  { value: 'take_to_curb', label: TASK_TYPE_LABELS.take_to_curb ?? 'take_to_curb' },
  { value: 'return_to_house', label: TASK_TYPE_LABELS.return_to_house ?? 'return_to_house' },
  { value: 'scheduled', label: 'Scheduled Only' },
  { value: 'completed', label: 'Completed Only' },
];

export type { CrewCard };

/** The dates a view covers: the day itself, or Monday to Sunday of its week. */
export function viewDates(date: string, mode: ViewMode): string[] {
  if (mode === 'day') return [date];
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function matchesSearch(card: CrewCard, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const haystack = [
    card.customer?.name,
    card.customer?.address,
    String(card.task.jobId),
    `#${card.task.jobId}`,
    card.task.notes,
    card.job?.notes,
  ];
  return haystack.some((s) => s?.toLowerCase().includes(q));
}

export function matchesFilter(card: CrewCard, filter: TaskFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'take_to_curb':
    case 'return_to_house':
      return card.task.taskType === filter;
    case 'scheduled':
    case 'completed':
      return card.task.status === filter;
  }
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** By customer address (numbers compared as numbers), then by task id for a stable order. */
export const byAddress = (a: CrewCard, b: CrewCard) =>
  collator.compare(a.customer?.address ?? '', b.customer?.address ?? '') || a.task.id - b.task.id;

export interface DaySection {
  date: string;
  cards: CrewCard[];
}

/** One section per date of the view, each filtered, searched and sorted by address. */
export function buildSections(cards: CrewCard[], dates: string[], filter: TaskFilter, search: string): DaySection[] {
  const byDate = new Map<string, CrewCard[]>(dates.map((d) => [d, []]));
  for (const c of cards) {
    if (isSkippedByCustomer(c.task) || !matchesFilter(c, filter) || !matchesSearch(c, search)) continue;
    byDate.get(c.task.scheduledDate)?.push(c);
  }
  return dates.map((date) => ({ date, cards: (byDate.get(date) ?? []).sort(byAddress) }));
}

/** 'Bins to Curb - Friday, May 1'. */
export const cardTitle = (task: Pick<LocalTask, 'taskType' | 'scheduledDate'>) =>
  `${TASK_TYPE_LABELS[task.taskType] ?? task.taskType} - ${dayLabel(task.scheduledDate)}`;

/** Which collection a card serves, in the words the tracking page and the texts use too. */
export const collectionLine = crewCollectionLine;

/** 'Friday, May 1' (date-only values are calendar dates: formatted without a zone shift). */
export function dayLabel(date: string): string {
  const d = parseDateOnly(date);
  return formatPattern(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), 'EEEE, MMMM d');
}

export const taskCountLabel = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`;

/** Whose stops the dashboard shows: the signed-in crew member's, or every crew's. */
export type Scope = 'mine' | 'all';

/** The employees a task is assigned to (an assignment handed on to someone else no longer counts). */
export const assigneeIds = (task: LocalTask): number[] =>
  (task.crew ?? []).filter((a) => a.status !== 'reassigned').map((a) => a.employeeId);

/** A stop handed on while this phone's change on it still waits stays on the crew member's list until sent. */
export const isMine = (card: CrewCard, userId: number) =>
  !!card.task.leftWorkingSet || assigneeIds(card.task).includes(userId);

export interface Assignee {
  text: string;
  /** 'none' is shown in red: nobody is going to this stop. */
  tone: 'you' | 'other' | 'none';
  /** Someone else's stop (and not also the viewer's): completing it asks first. */
  someoneElse: boolean;
}

const firstWord = (name: string) => name.trim().split(/\s+/)[0] || name;

/** 'You', 'Riley', 'You, Riley' or 'Unassigned'. */
export function assignee(task: LocalTask, userId: number | undefined, employees: Map<number, LocalEmployee>): Assignee {
  const ids = [...new Set(assigneeIds(task))];
  if (ids.length === 0) return { text: 'Unassigned', tone: 'none', someoneElse: false };
  const mine = userId !== undefined && ids.includes(userId);
  const others = ids
    .filter((id) => id !== userId)
    .map((id) => {
      const e = employees.get(id);
      return e ? firstWord(e.name || e.username) : `Employee #${id}`;
    });
  return {
    text: [...(mine ? ['You'] : []), ...others].join(', '),
    tone: mine ? 'you' : 'other',
    someoneElse: !mine,
  };
}

export const MISSED_REASONS = ['Bins not out', 'Gate locked', 'Blocked', 'Other'] as const;
export type MissedReason = (typeof MISSED_REASONS)[number];

/** The line appended to the task's notes: 'Missed: Gate locked', or 'Missed: <what happened>'. */
export const missedNote = (reason: MissedReason, other = '') =>
  `Missed: ${reason === 'Other' ? other.trim().replace(/\s+/g, ' ') : reason}`;

/** 'N of M done': completed and missed stops are done; cancelled ones are no longer stops at all. */
export function progress(cards: CrewCard[]): { done: number; total: number } {
  const live = cards.filter((c) => c.task.status !== 'cancelled');
  return { done: live.filter((c) => c.task.status !== 'scheduled').length, total: live.length };
}
