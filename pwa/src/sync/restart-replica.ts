import type { BinValetDb } from '../db/database';
import { META } from './meta-keys';

/**
 * The server's data was restored from a backup: the replicated rows and the cursor belong to a
 * database that no longer exists, so they go and the next pull starts from nothing. The outbox, the
 * crew's pending edits (task patches), photos, notices and this device's id stay: what the crew did
 * is still to be sent, and the engine pushes before it pulls.
 */
export async function dropReplica(db: BinValetDb): Promise<void> {
  const tables = [db.customers, db.employees, db.jobAssignments, db.taskDays, db.jobDays, db.routeOrders];
  await db.transaction('rw', [...tables, db.meta], async () => {
    await Promise.all(tables.map((t) => t.clear()));
    await db.meta.bulkDelete([META.cursor, META.windowStart, META.windowEnd]);
  });
}
