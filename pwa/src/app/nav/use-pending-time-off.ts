import type { TimeOffListItem } from '@bin-valet/schema';
import { api } from '../../api/client';
import { TIME_OFF_CHANGED } from '../../lib/office-events';
import { useNavCount } from './use-nav-count';

const readPending = () =>
  api.get<TimeOffListItem[]>('/api/admin/employees/time-off?status=pending').then((list) => list.length);

/** How many time-off requests wait for a manager's decision (the People link's badge); read again on each decision. */
export function usePendingTimeOff(pathname: string, enabled: boolean): number {
  return useNavCount(readPending, pathname, { enabled, event: TIME_OFF_CHANGED });
}
