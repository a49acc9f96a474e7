import type { SetTaskStatusArgs } from './sync-protocol';

/**
 * What a crew status change writes on a task: the server when it applies the intent, the phone in its
 * optimistic copy. A completion keeps its time and position; a missed stop clears them.
 */
export function taskStatusEffect(a: SetTaskStatusArgs) {
  return {
    status: a.status,
    completedAt: a.status === 'completed' ? a.completedAt : null,
    completedLat: a.lat !== undefined ? String(a.lat) : null,
    completedLng: a.lng !== undefined ? String(a.lng) : null,
  };
}
