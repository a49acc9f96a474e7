import * as v from 'valibot';
import { dateOnly } from './validation/common';

/** The customer's own changes on the tracking link: skips, vacation holds (docs/decisions/0041). */

export const MAX_HOLD_DAYS = 90;
export const SKIPPED_BY_CUSTOMER = 'Skipped by customer';

export const skipSchema = v.object({ collectionDate: dateOnly('Collection date is required') });
export const holdSchema = v.object({
  startDate: dateOnly('Start date is required'),
  endDate: dateOnly('End date is required'),
});

/** One upcoming collection as the self-service panel shows it. */
export interface SelfServiceCollection {
  collectionDate: string;
  /** The day the bins go to the curb (the evening before, most often). */
  binsOutDate: string;
  skipped: boolean;
  /** The public id of the hold that skips it, if a hold does. */
  holdId: string | null;
  /** When skips and undos of this collection stop being accepted (ISO). */
  changesCloseAt: string;
  open: boolean;
}

export interface PublicHold {
  id: string;
  startDate: string;
  endDate: string;
  /** The first collection after the hold, when one is scheduled. */
  nextCollection: string | null;
}

/** GET /api/track/{token}/self-service */
export interface SelfServiceState {
  collections: SelfServiceCollection[];
  holds: PublicHold[];
}
