import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseJson, useLocalValue, writeLocal } from '../logic/local-store';
import { applyOrder, type GroupKey, type RouteStop, stopKey } from '../logic/planner-logic';
import { coversAll, type Depot, isStoredOrder, orderKey } from '../logic/route-order';
import { orderStops } from '../logic/solver/solve-in-worker';
import type { Stop } from '../logic/solver/solver';

export interface GroupOrder {
  /** The group's stops in the order to drive them. */
  ordered: RouteStop[];
  /** A chosen (optimised) order is in use, rather than the address order. */
  optimised: boolean;
  /** Ordering needs one crew day: a single-day range and a signed-in user. */
  canOptimise: boolean;
  busy: boolean;
  optimise: () => Promise<void>;
  reset: () => void;
}

/** One solver stop per customer and address; its id is the stop key. */
export function solverStops(stops: readonly RouteStop[]): Stop[] {
  const seen = new Map<string, Stop>();
  for (const s of stops) {
    const id = stopKey(s);
    if (!seen.has(id)) seen.set(id, { id, address: s.address, lat: s.lat, lng: s.lng });
  }
  return [...seen.values()];
}

/**
 * The order of one group (docs/architecture.md §3.3): the address order, or the order chosen for this crew day.
 * A chosen order from an earlier week that misses some of today's stops is completed in the solver
 * worker (cheapest insertion), offline like everything else here.
 */
export function useGroupOrder(
  userId: number | undefined,
  date: string,
  days: number,
  group: GroupKey,
  stops: readonly RouteStop[],
  depot: Depot,
  /** Told the group's stops in their new order after Optimise (address order after Reset). */
  onOrdered?: (ordered: RouteStop[]) => void,
): GroupOrder {
  const canOptimise = userId !== undefined && days === 1;
  const key = canOptimise ? orderKey(userId, date, group) : null;
  const stored = parseJson(useLocalValue(key), isStoredOrder);
  const located = useMemo(() => solverStops(stops), [stops]);
  const keys = located.map((s) => s.id);
  const signature = `${key}|${keys.join(',')}|${stored?.order.join(',')}|${depot.lat},${depot.lng}`;
  const needsInsertion = stored !== null && !coversAll(stored, keys);
  const [refined, setRefined] = useState<{ signature: string; order: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for stops, order and depot
  useEffect(() => {
    if (!needsInsertion || !stored) return;
    let live = true;
    void orderStops(located, { depot }, { kind: 'remembered', remembered: stored.order }).then((order) => {
      if (live) setRefined({ signature, order });
    });
    return () => {
      live = false;
    };
  }, [signature, needsInsertion]);

  const optimise = useCallback(async () => {
    if (!key) return;
    setBusy(true);
    try {
      const order = await orderStops(located, { depot });
      writeLocal(key, JSON.stringify({ order, date }));
      onOrdered?.(applyOrder(stops, order));
    } finally {
      setBusy(false);
    }
  }, [key, located, depot, date, stops, onOrdered]);

  const reset = useCallback(() => {
    if (!key) return;
    writeLocal(key, null);
    onOrdered?.([...stops]);
  }, [key, stops, onOrdered]);

  let ordered: RouteStop[] = [...stops];
  if (stored) {
    const order = needsInsertion && refined?.signature === signature ? refined.order : stored.order;
    ordered = applyOrder(stops, order);
  }
  return { ordered, optimised: stored !== null, canOptimise, busy, optimise, reset };
}
