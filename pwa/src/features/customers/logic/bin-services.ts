/** The three bin streams and their column pairs on the customer row. */
export const BINS = [
  { key: 'garbage', label: 'Garbage', needs: 'needsGarbage', qty: 'garbageQty' },
  { key: 'compost', label: 'Compost', needs: 'needsCompost', qty: 'compostQty' },
  { key: 'recycling', label: 'Recycling', needs: 'needsRecycling', qty: 'recyclingQty' },
] as const;
export type Bin = (typeof BINS)[number];
export type BinKey = Bin['key'];

export const binByKey = (key: BinKey): Bin => BINS.find((b) => b.key === key) ?? BINS[0];

/**
 * PATCH body for switching a service on or off: removing sends needsX false and quantity 0;
 * adding sends needsX true and quantity 1.
 */
export function binServicePatch(key: BinKey, enabled: boolean): Record<string, boolean | number> {
  const bin = binByKey(key);
  return { [bin.needs]: enabled, [bin.qty]: enabled ? 1 : 0 };
}

/** PATCH body for a new quantity of a service that stays on: the service flag goes with its quantity. */
export function binQtyPatch(key: BinKey, qty: number): Record<string, boolean | number> {
  const bin = binByKey(key);
  return { [bin.needs]: true, [bin.qty]: qty };
}

/** Quantity shown for a bin: 0 when the service is off, else the stored value (at least 1). */
export function shownQty(needs: boolean, qty: number | null | undefined): number {
  if (!needs) return 0;
  return qty && qty > 0 ? qty : 1;
}
