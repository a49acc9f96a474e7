import type { BinValetDb } from '../db/database';

// Its own module: the crew's first screen reads the replica's window without loading the sync engine.
/** Local bookkeeping keys in `meta`. */
export const META = {
  cursor: 'cursor',
  clientId: 'clientId',
  windowStart: 'windowStart',
  /** The last day the replica covers: later dates are read online (the office's window is short). */
  windowEnd: 'windowEnd',
} as const;

/** The value stored under a `meta` key, if any. */
export async function getMeta(db: BinValetDb, key: string): Promise<string | undefined> {
  return (await db.meta.get(key))?.value;
}
