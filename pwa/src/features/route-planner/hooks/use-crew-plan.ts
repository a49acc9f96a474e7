import type { EmployeeConflict, RouteOrderDto } from '@bin-valet/schema';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, api } from '../../../api/client';
import { db } from '../../../db/database';
import type { LocalEmployee } from '../../../db/rows';
import {
  isOpen,
  moveTo,
  orderedTaskIds,
  type PlanCrew,
  planCrews,
  routeOf,
  stopsByCrew,
  withTimeOff,
} from '../logic/crew-plan';
import type { RouteStop } from '../logic/planner-logic';
import type { Depot } from '../logic/route-order';
import { orderStops } from '../logic/solver/solve-in-worker';
import { solverStops } from './use-route-order';

export interface CrewRoute {
  crew: PlanCrew;
  /** Open stops in the planned order, then the closed ones. */
  stops: RouteStop[];
  /** Changed here and not saved yet. */
  dirty: boolean;
  /** The order the server holds: who set it and when (null: none yet, or not read). */
  saved: RouteOrderDto | null;
}

export interface CrewPlan {
  crews: PlanCrew[];
  routes: CrewRoute[];
  /** The crew list has been read from the local database (until then no route is known to be empty). */
  read: boolean;
  busy: boolean;
  saving: boolean;
  optimise: (crewIds: readonly number[]) => Promise<void>;
  move: (crewId: number, taskId: number, to: number) => void;
  /** Puts a stop just given to this crew member at position `at` of their draft route. */
  place: (crewId: number, taskId: number, at: number) => void;
  /** Saves every changed route; answers the failures' messages (none: all saved). */
  save: () => Promise<string[]>;
}

const NO_EMPLOYEES: LocalEmployee[] = [];
const orderPath = (id: number, date: string) => `/api/route-orders/${id}?date=${date}`;

/**
 * The office's plan of one day (docs/decisions/0044-office-plans-crew-routes.md): each crew member's open
 * stops ordered from the start point in the solver worker, reordered by hand, and saved as that crew
 * member's route order, which replicates to their phones.
 */
export function useCrewPlan(date: string, stops: readonly RouteStop[], depot: Depot, enabled: boolean): CrewPlan {
  // Undefined until read: the panel mounts with the day's stops, and an empty list meanwhile said that no
  // crew had stops on the day.
  const employees = useLiveQuery(() => db.employees.toArray(), []);
  // Who is off that day (online: the office's time-off records are not replicated).
  const conflicts = useQuery<EmployeeConflict[]>({
    queryKey: ['api', 'admin', 'employees', 'conflicts-for-date', date],
    enabled,
  });
  const crews = useMemo(
    () => withTimeOff(planCrews(employees ?? NO_EMPLOYEES), conflicts.data ?? []),
    [employees, conflicts.data],
  );
  const byCrew = useMemo(() => stopsByCrew(stops, crews), [stops, crews]);
  const [draft, setDraft] = useState<{ date: string; ids: Map<number, number[]> }>({ date, ids: new Map() });
  const [saved, setSaved] = useState<{ date: string; orders: Map<number, RouteOrderDto> }>({ date, orders: new Map() });
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const drafts = draft.date === date ? draft.ids : new Map<number, number[]>();
  const savedOrders = saved.date === date ? saved.orders : new Map<number, RouteOrderDto>();
  const crewKey = crews.map((c) => c.id).join(',');

  // What the server holds for the day, in one read (online only: offline the plan starts from address
  // order). One read for the day, not one per crew member: a person the replica still lists after their
  // deletion is simply not in the answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: crewKey stands for the crew list
  useEffect(() => {
    if (!enabled || crews.length === 0) return;
    let live = true;
    void api
      .get<RouteOrderDto[]>(`/api/route-orders?date=${date}`)
      .catch(() => [])
      .then((answers) => {
        if (!live) return;
        const orders = new Map<number, RouteOrderDto>();
        for (const a of answers) orders.set(a.employeeId, a);
        setSaved({ date, orders });
      });
    return () => {
      live = false;
    };
  }, [enabled, date, crewKey]);

  const planned = useCallback(
    (crewId: number) => drafts.get(crewId) ?? savedOrders.get(crewId)?.taskIds,
    [drafts, savedOrders],
  );
  const routes = crews
    .filter((c) => (byCrew.get(c.id)?.length ?? 0) > 0)
    .map((crew) => ({
      crew,
      stops: routeOf(byCrew.get(crew.id) ?? [], planned(crew.id)),
      dirty: drafts.has(crew.id),
      saved: savedOrders.get(crew.id) ?? null,
    }));

  const setIds = (crewId: number, ids: number[]) =>
    setDraft((d) => {
      const next = new Map(d.date === date ? d.ids : []);
      next.set(crewId, ids);
      return { date, ids: next };
    });

  const optimise = async (crewIds: readonly number[]) => {
    setBusy(true);
    try {
      const solved = await Promise.all(
        crewIds.map(async (id) => {
          const open = (byCrew.get(id) ?? []).filter(isOpen);
          const order = open.length > 1 ? await orderStops(solverStops(open), { depot }) : [];
          return [id, orderedTaskIds(open, order)] as const;
        }),
      );
      setDraft((d) => {
        const next = new Map(d.date === date ? d.ids : []);
        for (const [id, ids] of solved) next.set(id, ids);
        return { date, ids: next };
      });
    } finally {
      setBusy(false);
    }
  };

  const move = (crewId: number, taskId: number, to: number) => {
    const ids = routeOf(byCrew.get(crewId) ?? [], planned(crewId))
      .filter(isOpen)
      .map((s) => s.taskId);
    setIds(crewId, moveTo(ids, taskId, to));
  };

  const place = (crewId: number, taskId: number, at: number) => {
    const ids = routeOf(byCrew.get(crewId) ?? [], planned(crewId))
      .filter(isOpen)
      .map((s) => s.taskId)
      .filter((id) => id !== taskId);
    setDraft((d) => {
      const next = new Map(d.date === date ? d.ids : []);
      // Off every other draft: the route it left no longer holds it, and the server would refuse the id.
      for (const [id, list] of next)
        if (id !== crewId)
          next.set(
            id,
            list.filter((t) => t !== taskId),
          );
      next.set(crewId, moveTo([...ids, taskId], taskId, at));
      return { date, ids: next };
    });
  };

  const save = async () => {
    setSaving(true);
    const failures: string[] = [];
    const stored = new Map(savedOrders);
    const left = new Map(drafts);
    try {
      for (const [crewId, taskIds] of drafts) {
        try {
          const answer = await api.put<RouteOrderDto>(orderPath(crewId, date), { taskIds });
          stored.set(crewId, answer);
          left.delete(crewId);
        } catch (err) {
          const name = crews.find((c) => c.id === crewId)?.name ?? `Employee #${crewId}`;
          failures.push(`${name}: ${err instanceof ApiError ? err.serverMessage : 'No connection'}`);
        }
      }
    } finally {
      setSaved({ date, orders: stored });
      setDraft({ date, ids: left });
      setSaving(false);
    }
    return failures;
  };

  return { crews, routes, read: employees !== undefined, busy, saving, optimise, move, place, save };
}
