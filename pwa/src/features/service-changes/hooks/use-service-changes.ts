import { addDays, type ServiceChangeItem } from '@bin-valet/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_AHEAD_DAYS } from '../logic/service-changes-logic';

export interface ServiceChangesState {
  items: ServiceChangeItem[] | undefined;
  error: boolean;
  /** A holiday or delay moved jobs: this list and every view of jobs and tasks ask again. */
  reload: () => Promise<void>;
}

/** Holidays and delays from today to a year ahead (an online office call). */
export function useServiceChanges(today: string): ServiceChangesState {
  const queryClient = useQueryClient();
  const query = useQuery<ServiceChangeItem[]>({
    queryKey: ['api', 'service-changes', { startDate: today, endDate: addDays(today, LIST_AHEAD_DAYS) }],
  });
  return {
    items: query.data,
    error: query.isError,
    reload: () => queryClient.invalidateQueries(),
  };
}
