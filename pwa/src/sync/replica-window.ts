import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import { getMeta, META } from './meta-keys';

export interface ReplicaWindow {
  start: string;
  end: string;
}

/**
 * The days this device's replica covers, as the server last said (a crew phone's weeks, an office
 * browser's yesterday to a week ahead). Null before a pull stored one: then nothing is known to be
 * local. Undefined while it is being read.
 */
export function useReplicaWindow(): ReplicaWindow | null | undefined {
  return useLiveQuery(async () => {
    const [start, end] = await db.meta.bulkGet([META.windowStart, META.windowEnd]);
    return start?.value && end?.value ? { start: start.value, end: end.value } : null;
  }, []);
}

/** Whether every day of [from, to] lies inside the replica's window. */
export const coversRange = (w: ReplicaWindow | null, from: string, to: string) => !!w && from >= w.start && to <= w.end;

/**
 * Whether this device holds a replica: a pull has stored its cursor. Before that an empty table means that
 * nothing has arrived yet, not that there is nothing (a new phone said "No stops assigned to you").
 */
export const holdsReplica = async (): Promise<boolean> => !!(await getMeta(db, META.cursor));
