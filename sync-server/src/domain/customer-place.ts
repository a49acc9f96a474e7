import { customers, jobs, tasks } from '@bin-valet/schema';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { oncePer } from '../db/once-per';

/** A completion position this close (metres) or closer is trusted as the house's place. */
export const CREW_PLACE_MAX_ACCURACY_M = 50;

/** Prepared once per database: a phone sends its position with every completion it pushes. */
const ownerStatement = oncePer((db: Orm) =>
  db
    .select({ id: customers.id, latitude: customers.latitude, longitude: customers.longitude })
    .from(tasks)
    .innerJoin(jobs, eq(tasks.jobId, jobs.id))
    .innerJoin(customers, eq(jobs.customerId, customers.id))
    .where(eq(tasks.id, sql.placeholder('taskId')))
    .prepare(),
);

export type CoordinatesSource = 'office' | 'geocoder' | 'crew';

/**
 * A customer without coordinates learns them from a crew completion with a precise enough position
 * (docs/architecture.md §2), in the completion's own transaction. A customer who has a place keeps it:
 * the office's pin and a geocoder's answer are never overwritten by a phone. True when learned.
 */
export function learnPlaceFromCrew(
  db: Orm,
  taskId: number,
  position: { lat?: number; lng?: number; accuracy?: number },
): boolean {
  const { lat, lng, accuracy } = position;
  if (lat === undefined || lng === undefined || accuracy === undefined) return false;
  if (accuracy > CREW_PLACE_MAX_ACCURACY_M) return false;
  const owner = ownerStatement(db).get({ taskId });
  if (!owner || (owner.latitude !== null && owner.longitude !== null)) return false;
  db.update(customers)
    .set({ latitude: String(lat), longitude: String(lng), coordinatesSource: 'crew' satisfies CoordinatesSource })
    .where(eq(customers.id, owner.id))
    .run();
  return true;
}
