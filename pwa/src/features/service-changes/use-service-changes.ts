import { useCallback, useEffect, useState } from 'react';
import type { ServiceChangeItem } from '../../../../schema/api-types';
import { addDays } from '../../../../schema/dates';
import { api } from '../../api/client';
import { LIST_AHEAD_DAYS } from './service-changes-logic';

export interface ServiceChangesState {
  items: ServiceChangeItem[] | undefined;
  error: boolean;
  reload: () => Promise<void>;
}

/** Holidays and delays from today to a year ahead (an online office call). */
export function useServiceChanges(today: string): ServiceChangesState {
  const [items, setItems] = useState<ServiceChangeItem[]>();
  const [error, setError] = useState(false);
  const reload = useCallback(async () => {
    try {
      setItems(
        await api.get<ServiceChangeItem[]>(
          `/api/service-changes?startDate=${today}&endDate=${addDays(today, LIST_AHEAD_DAYS)}`,
        ),
      );
      setError(false);
    } catch {
      setError(true);
    }
  }, [today]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { items, error, reload };
}
