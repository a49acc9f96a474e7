import { jobAssignments, taskAssignments, taskPhotos, tasks, todayIn } from '@bin-valet/schema';
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../app-env';
import { hasRole, OFFICE } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { conflict, forbidden, HttpError } from '../../http/errors';
import { replicaOf, windowFor } from '../../sync/pull-cursor';

/** What one account may store in curb photos: they fill the disk, and the disk is everyone's. */
export const PHOTOS_PER_TASK = 10;
export const PHOTOS_PER_ACCOUNT_PER_DAY = 300;
export const PHOTO_BYTES_PER_ACCOUNT_PER_DAY = 1024 ** 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PhotoTask = { id: number; jobId: number; scheduledDate: string; status: string };

/**
 * Crew photograph their own stops of the working set: a stop assigned only to others, or a day the
 * phone does not hold, is not theirs. An unassigned stop is anybody's (crew pick up the day's route).
 */
export function crewPhotoRefusal(db: Orm, user: SessionUser, task: PhotoTask, timeZone: string): HttpError | null {
  if (hasRole(user, OFFICE)) return null;
  if (task.status === 'cancelled') return forbidden('Task was cancelled by the office');
  const w = windowFor(todayIn(timeZone), replicaOf(user));
  if (task.scheduledDate < w.start || task.scheduledDate > w.end)
    return forbidden('Photos can only be added to stops from 14 days back to 28 days ahead');
  // A reassigned crew member's row stays as history; the stop is no longer theirs.
  const people = [
    ...db
      .select({ id: taskAssignments.employeeId })
      .from(taskAssignments)
      .where(and(eq(taskAssignments.taskId, task.id), ne(taskAssignments.status, 'reassigned')))
      .all(),
    ...db
      .select({ id: jobAssignments.employeeId })
      .from(jobAssignments)
      .where(and(eq(jobAssignments.jobId, task.jobId), ne(jobAssignments.status, 'reassigned')))
      .all(),
  ];
  if (people.length > 0 && !people.some((p) => p.id === user.id))
    return forbidden('This stop is assigned to another crew member');
  return null;
}

/** The per-stop and per-account-per-day caps, checked before the decode and again in the write. */
export function photoQuotaRefusal(db: Orm, employeeId: number, taskId: number, adding = 0): HttpError | null {
  const onTask = db.select({ n: count() }).from(taskPhotos).where(eq(taskPhotos.taskId, taskId)).get()?.n ?? 0;
  if (onTask >= PHOTOS_PER_TASK) return conflict(`This stop already has ${PHOTOS_PER_TASK} photos, the most it takes`);
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const day = db
    .select({ n: count(), bytes: sql<number>`coalesce(sum(${taskPhotos.bytes}), 0)` })
    .from(taskPhotos)
    .where(and(eq(taskPhotos.employeeId, employeeId), gte(taskPhotos.createdAt, since)))
    .get();
  const later = 'the most one account may; the rest wait on the phone and go later';
  if ((day?.n ?? 0) >= PHOTOS_PER_ACCOUNT_PER_DAY)
    return new HttpError(429, `You have sent ${PHOTOS_PER_ACCOUNT_PER_DAY} photos in the last 24 hours, ${later}`);
  if ((day?.bytes ?? 0) + adding > PHOTO_BYTES_PER_ACCOUNT_PER_DAY)
    return new HttpError(429, `You have sent 1 GB of photos in the last 24 hours, ${later}`);
  return null;
}

export const photoTaskColumns = {
  id: tasks.id,
  jobId: tasks.jobId,
  scheduledDate: tasks.scheduledDate,
  status: tasks.status,
};
