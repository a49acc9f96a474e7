import type { InsertType, Table } from 'dexie';
import { bulkPutWholeTable } from './whole-table-writes';

/**
 * Rows kept in one IndexedDB record per date (jobs by collection date, tasks by scheduled date): the
 * cost is per record written, and a working set has thousands of rows but only ~60 dates
 * (docs/decisions/0004-tasks-and-jobs-one-record-per-date.md). A multi-entry
 * index of the record's ids finds the record holding a row.
 */
export interface DayRecord {
  date: string;
}

export interface DayBucket<T extends { id: number }, R extends DayRecord> {
  table: Table<R, string, InsertType<R, 'date'>>;
  /** The multi-entry index of the ids a record holds. */
  idIndex: string;
  rowsOf: (record: R) => T[];
  /** The record of `date` holding `rows` (in id order, so a record reads the same however built). */
  record: (date: string, rows: T[]) => R;
  dateOf: (row: T) => string;
  /**
   * Drops what is kept beside the records (task patches) for rows being replaced (`by`: their new
   * copies, by id) or removed (`by` absent).
   */
  forget?: (ids: number[], by?: Map<number, T>) => Promise<unknown>;
}

/** What a first pull into an empty database has written so far: nothing else needs reading. */
export interface FreshDays {
  dates: Set<string>;
  ids: Set<number>;
}

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
export const sortedById = <T extends { id: number }>(rows: T[]) => [...rows].sort(byId);

/**
 * The records holding these ids. Keys first, then each record once: a cursor over the multi-entry
 * index would read a whole day (hundreds of rows) once per id asked for.
 */
export async function daysHolding<T extends { id: number }, R extends DayRecord>(
  b: DayBucket<T, R>,
  ids: number[],
  index = b.idIndex,
): Promise<R[]> {
  if (ids.length === 0) return [];
  const dates = [...new Set(await b.table.where(index).anyOf(ids).primaryKeys())];
  return (await b.table.bulkGet(dates)).filter((day): day is R => day !== undefined);
}

/** The rows with these ids among `days`. */
export function rowsIn<T extends { id: number }, R extends DayRecord>(
  b: DayBucket<T, R>,
  days: R[],
  ids: Set<number>,
): Map<number, T> {
  const out = new Map<number, T>();
  for (const day of days) for (const row of b.rowsOf(day)) if (ids.has(row.id)) out.set(row.id, row);
  return out;
}

/** Rows grouped by their date, in the order given (an upgrade's copy into day records). */
export function groupByDate<T>(rows: T[], dateOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const date = dateOf(row);
    const day = out.get(date);
    if (day) day.push(row);
    else out.set(date, [row]);
  }
  return out;
}

/** The rows of [from, to], by date then id. */
export async function rowsBetween<T extends { id: number }, R extends DayRecord>(
  b: DayBucket<T, R>,
  from: string,
  to: string,
): Promise<T[]> {
  return (await b.table.where('date').between(from, to, true, true).toArray()).flatMap(b.rowsOf);
}

/**
 * Saves changed days; a date left without rows loses its record. `replaced`: ids of rows the caller
 * replaces or removes (see DayBucket.forget), `by` the new copies of the replaced ones.
 * `wholeTable`: live queries are told the whole table changed rather than each record's index keys
 * (a first pull's pages, see ./whole-table-writes.ts).
 */
export async function writeDays<T extends { id: number }, R extends DayRecord>(
  b: DayBucket<T, R>,
  days: Map<string, T[]>,
  replaced: number[] = [],
  wholeTable = false,
  by?: Map<number, T>,
): Promise<void> {
  const kept = [...days].filter(([, rows]) => rows.length > 0);
  const empty = [...days].filter(([, rows]) => rows.length === 0).map(([date]) => date);
  const records = kept.map(([date, rows]) => b.record(date, rows));
  await Promise.all([
    records.length ? (wholeTable ? bulkPutWholeTable(b.table, records) : b.table.bulkPut(records)) : undefined,
    empty.length ? b.table.bulkDelete(empty) : undefined,
    replaced.length && b.forget ? b.forget(replaced, by) : undefined,
  ]);
}

/**
 * Puts rows into the record of their date, replacing the same row there, or taking it out of the
 * date it had before. `held` are records the caller already read in this transaction: their dates
 * and rows are not read again. In a first pull (`fresh`) only dates and ids it already wrote are
 * read: the reads are noted before anything is awaited, so the next page can be prepared while this
 * one commits.
 */
export async function putIntoDays<T extends { id: number }, R extends DayRecord>(
  b: DayBucket<T, R>,
  rows: T[],
  fresh?: FreshDays,
  held: R[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  const dates = new Set(rows.map(b.dateOf));
  const heldDates = new Set(held.map((h) => h.date));
  const heldIds = new Set(held.flatMap((h) => b.rowsOf(h).map((r) => r.id)));
  const toRead = [...dates].filter((d) => (!fresh || fresh.dates.has(d)) && !heldDates.has(d));
  const movedIds = rows.filter((r) => (!fresh || fresh.ids.has(r.id)) && !heldIds.has(r.id)).map((r) => r.id);
  if (fresh) {
    for (const d of dates) fresh.dates.add(d);
    for (const r of rows) fresh.ids.add(r.id);
  }
  // Each stored day once, without the incoming rows (they go to their date below).
  const incoming = new Set(rows.map((r) => r.id));
  const days = new Map<string, T[]>();
  const take = (day: R | undefined) => {
    if (day && !days.has(day.date))
      days.set(
        day.date,
        b.rowsOf(day).filter((r) => !incoming.has(r.id)),
      );
  };
  for (const day of held) take(day);
  for (const day of toRead.length ? await b.table.bulkGet(toRead) : []) take(day);
  for (const day of await daysHolding(b, movedIds)) take(day);
  // The incoming rows (the last copy of each id) were taken out of the stored days above: append in place.
  const last = new Map(rows.map((x) => [x.id, x]));
  for (const r of last.values()) {
    const date = b.dateOf(r);
    const day = days.get(date);
    if (day) day.push(r);
    else days.set(date, [r]);
  }
  await writeDays(b, days, [...incoming], !!fresh, last);
}

/** Takes the rows with these ids out of their records. */
export async function removeFromDays<T extends { id: number }, R extends DayRecord>(
  b: DayBucket<T, R>,
  ids: number[],
): Promise<void> {
  const gone = new Set(ids);
  const holders = await daysHolding(b, ids);
  await writeDays(b, new Map(holders.map((d) => [d.date, b.rowsOf(d).filter((r) => !gone.has(r.id))])), ids);
}
