import { type BinCustomer, type Bins, binsFor, moveReason, shortDay } from './calendar';
import { daysBetween } from './dates';

/**
 * The one story of a collection, and of a customer's next one: its date, when the bins go out and come
 * back, which bins, and why it moved. The tracking page, every customer message, the crew card and the
 * office all read it from here, so they tell the same story.
 */

export interface StoryJob {
  id: number;
  collectionDate: string;
  regularDate: string | null;
  status: string;
  delayReason: string | null;
  delayDays?: number;
}

export interface StoryTask {
  jobId: number;
  taskType: string;
  scheduledDate: string;
  status: string;
}

export interface CollectionStory {
  jobId: number;
  /** The date the city collects. */
  collectionDate: string;
  /** The customer's regular date (or the date asked for). */
  regularDate: string;
  binsOutDate: string | null;
  binsBackDate: string | null;
  /** Which bins the city collects that week, when the customer's bins are known. */
  bins: Bins | null;
  /** 'Thanksgiving', 'Snow delay'; null when collected on the regular date. */
  moveReason: string | null;
  /** 'Collection moved from Thu, Nov 26 to Fri, Nov 27 (Thanksgiving)'; null when it did not move. */
  movedLine: string | null;
  /** The whole story in one line: the move (or the date), then when the bins go out. */
  summary: string;
}

const taskOf = (tasks: readonly StoryTask[], jobId: number, type: string) =>
  tasks.find((t) => t.jobId === jobId && t.taskType === type);

/** 'Collection moved from Thu, Nov 26 to Fri, Nov 27 (Thanksgiving)' for a moved job; null otherwise. */
export function movedLine(job: Pick<StoryJob, 'collectionDate' | 'regularDate' | 'delayReason' | 'delayDays'>) {
  const why = moveReason(job);
  if (!why || !job.regularDate) return null;
  return `Collection moved from ${shortDay(job.regularDate)} to ${shortDay(job.collectionDate)} (${why})`;
}

/** The story of one job's collection, from the job and the customer's tasks (any job's tasks may be given). */
export function collectionStory(job: StoryJob, tasks: readonly StoryTask[], customer?: BinCustomer): CollectionStory {
  const regularDate = job.regularDate ?? job.collectionDate;
  const out = taskOf(tasks, job.id, 'take_to_curb');
  const back = taskOf(tasks, job.id, 'return_to_house');
  const moved = movedLine(job);
  const binsOutDate = out?.scheduledDate ?? null;
  const head = moved ?? `Collection ${shortDay(job.collectionDate)}`;
  return {
    jobId: job.id,
    collectionDate: job.collectionDate,
    regularDate,
    binsOutDate,
    binsBackDate: back?.scheduledDate ?? null,
    bins: customer ? binsFor(customer, regularDate) : null,
    moveReason: moveReason(job),
    movedLine: moved,
    summary: binsOutDate ? `${head}; bins go out ${shortDay(binsOutDate)}` : head,
  };
}

/**
 * A collection still to come: the job is scheduled, its bins were not missed or left out of it (a
 * missed or cancelled bins-to-curb task), and its bins are not back yet.
 */
export function isComingCollection(job: StoryJob, tasks: readonly StoryTask[]) {
  if (job.status !== 'scheduled') return false;
  const out = taskOf(tasks, job.id, 'take_to_curb');
  if (out && (out.status === 'missed' || out.status === 'cancelled')) return false;
  const back = taskOf(tasks, job.id, 'return_to_house');
  return !back || back.status === 'scheduled';
}

/** The customer's next collection from `today` on: never a missed or cancelled one. */
export function nextCollectionStory(
  jobs: readonly StoryJob[],
  tasks: readonly StoryTask[],
  today: string,
  customer?: BinCustomer,
): CollectionStory | null {
  const next = jobs
    .filter((j) => j.collectionDate >= today && isComingCollection(j, tasks))
    .sort((a, b) => a.collectionDate.localeCompare(b.collectionDate) || a.id - b.id)[0];
  return next ? collectionStory(next, tasks, customer) : null;
}

/**
 * Which collection a crew card serves: 'for Fri, Nov 27 collection · moved from Thu (Thanksgiving)'. The
 * card's own date is the day of the task; this names the truck's day and why it is not the usual one.
 */
export function crewCollectionLine(
  job: Pick<StoryJob, 'collectionDate' | 'regularDate' | 'delayReason' | 'delayDays'>,
) {
  const line = `for ${shortDay(job.collectionDate)} collection`;
  const why = moveReason(job);
  if (!why || !job.regularDate) return line;
  const near = Math.abs(daysBetween(job.regularDate, job.collectionDate)) < 7;
  const from = near ? shortDay(job.regularDate).slice(0, 3) : shortDay(job.regularDate);
  return `${line} · moved from ${from} (${why})`;
}
