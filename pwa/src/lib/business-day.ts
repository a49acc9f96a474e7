import { DEFAULT_BUSINESS_TZ } from '../../../schema/constants';
import { todayIn } from '../../../schema/dates';

/**
 * "Today" is the business's date (BUSINESS_TZ), not the device's: a phone set to another zone, or a
 * late-evening shift in UTC, must still see the same day as the office. The zone is learned from the
 * server and remembered, so offline screens use it too.
 */
const KEY = 'bin-valet.business-tz';

export function businessTz(): string {
  try {
    return localStorage.getItem(KEY) || DEFAULT_BUSINESS_TZ;
  } catch {
    return DEFAULT_BUSINESS_TZ;
  }
}

export const businessToday = (): string => todayIn(businessTz());

/** Best effort, once per page load: offline keeps the remembered zone. */
export async function refreshBusinessTz(): Promise<void> {
  try {
    const res = await fetch('/api/public/config', { credentials: 'include' });
    if (!res.ok) return;
    const config = (await res.json()) as { businessTz?: unknown };
    if (typeof config.businessTz === 'string' && config.businessTz) localStorage.setItem(KEY, config.businessTz);
  } catch {
    // offline or storage refused: the remembered or default zone stays in use
  }
}
