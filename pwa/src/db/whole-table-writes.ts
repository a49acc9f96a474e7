import Dexie, { type ObservabilitySet, RangeSet, type Table } from 'dexie';

/**
 * Puts records straight into the object store of the running Dexie transaction and marks the whole
 * table changed, instead of letting Dexie note each of the records' index keys. A first pull's day
 * records carry hundreds of multi-entry keys each, and every live query merges the notes of every
 * transaction: that bookkeeping cost more than the writes
 * (docs/decisions/0033-first-pull-page-writes.md). Live queries, the query cache and other tabs
 * hear of the change when the transaction commits, as they do of Dexie's own notes (which it keeps on
 * the same transaction object). Outside a transaction it is an ordinary bulkPut.
 */
export async function bulkPutWholeTable<R, I>(table: Table<R, string, I>, records: I[]): Promise<void> {
  if (records.length === 0) return;
  const tx = Dexie.currentTransaction;
  if (tx?.mode !== 'readwrite' || !tx.storeNames.includes(table.name)) {
    await table.bulkPut(records);
    return;
  }
  const idbtrans = tx.idbtrans as IDBTransaction & { mutatedParts?: ObservabilitySet };
  idbtrans.mutatedParts = { ...idbtrans.mutatedParts, ...wholeTable(table) };
  const store = idbtrans.objectStore(table.name);
  let last: IDBRequest | undefined;
  for (const record of records) last = store.put(record);
  await new Promise<void>((resolve, reject) => {
    if (!last) return resolve();
    last.onsuccess = () => resolve();
    last.onerror = () => reject(last?.error);
  });
}

/** Every key of the table, its deletions and each index, the way Dexie marks a table it created. */
function wholeTable<R, I>(table: Table<R, string, I>): ObservabilitySet {
  const everything = () => new RangeSet(-Infinity, [[[]]]);
  const prefix = `idb://${table.db.name}/${table.name}/`;
  const parts: ObservabilitySet = { [prefix]: everything(), [`${prefix}:dels`]: everything() };
  for (const index of table.schema.indexes) if (index.name) parts[`${prefix}${index.name}`] = everything();
  return parts;
}
