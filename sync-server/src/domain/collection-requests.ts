import { type CollectionRequestItem, customers, serviceTracking } from '@bin-valet/schema';
import { type and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';

const itemColumns = {
  id: serviceTracking.id,
  customerId: serviceTracking.customerId,
  customerName: customers.name,
  address: customers.address,
  collectionDate: serviceTracking.collectionDate,
  status: serviceTracking.status,
  notes: serviceTracking.notes,
  createdAt: serviceTracking.createdAt,
};

/** The requests customers sent from their tracking page (service_tracking rows they created as pending). */
export function requestItems(db: Orm, where: ReturnType<typeof and>): CollectionRequestItem[] {
  return db
    .select(itemColumns)
    .from(serviceTracking)
    .innerJoin(customers, eq(customers.id, serviceTracking.customerId))
    .where(where)
    .orderBy(asc(serviceTracking.collectionDate), asc(serviceTracking.id))
    .all();
}
