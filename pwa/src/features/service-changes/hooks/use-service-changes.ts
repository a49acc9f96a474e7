import { addDays, type ServiceChangeItem } from '@bin-valet/schema';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { invalidateTaskViews } from '../../../lib/query-client';
import { LIST_AHEAD_DAYS } from '../logic/service-changes-logic';

export interface ServiceChangesState {
  items: ServiceChangeItem[] | undefined;
  error: boolean;
}

/** Holidays and delays from today to a year ahead (an online office call). */
export function useServiceChanges(today: string): ServiceChangesState {
  const query = useQuery<ServiceChangeItem[]>({
    queryKey: ['api', 'service-changes', { startDate: today, endDate: addDays(today, LIST_AHEAD_DAYS) }],
  });
  return { items: query.data, error: query.isError };
}

/**
 * A delay was declared or removed: it moved jobs across every customer and queued their schedule notices,
 * so this list, every view of jobs and tasks, the tracking pages and the undelivered messages ask again.
 */
export function serviceChangeApplied(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['api', 'service-changes'] }),
    client.invalidateQueries({ queryKey: ['api', 'track'] }),
    client.invalidateQueries({ queryKey: ['api', 'messages'] }),
    invalidateTaskViews(client),
  ]).then(() => undefined);
}
