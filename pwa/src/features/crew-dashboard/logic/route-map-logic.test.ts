import { describe, expect, it } from 'vitest';
import type { LocalCustomer, LocalJob, LocalTask } from '../../../db/rows';
import type { CrewCard } from './dashboard-logic';
import { navigateRouteUrl, routePins } from './route-map-logic';

const card = (id: number, status: string, lat: string | null = `47.6${id}`): CrewCard => ({
  task: { id, jobId: id, taskType: 'take_to_curb', scheduledDate: '2026-11-27', status } as LocalTask,
  job: { id } as LocalJob,
  customer: { id, name: `C${id}`, address: `${id} Elm St`, latitude: lat, longitude: lat && '-122.4' } as LocalCustomer,
});

describe('route map', () => {
  it('numbers pins by their place in the route, greys done ones, marks the next, leaves out unplaced stops', () => {
    const pins = routePins(
      [card(1, 'completed'), card(2, 'scheduled', null), card(3, 'scheduled'), card(4, 'missed')],
      3,
    );
    expect(pins.map((p) => [p.n, p.taskId, p.done, p.next])).toEqual([
      [1, 1, true, false],
      [3, 3, false, true],
      [4, 4, true, false],
    ]);
  });

  it('navigates through the next open stops: up to 9 waypoints, then the destination', () => {
    const cards = [card(1, 'completed'), ...Array.from({ length: 12 }, (_, i) => card(i + 2, 'scheduled'))];
    const url = new URL(navigateRouteUrl(cards) as string);
    expect(url.searchParams.get('waypoints')?.split('|')).toHaveLength(9);
    expect(url.searchParams.get('waypoints')?.split('|')[0]).toBe('47.62,-122.4');
    expect(url.searchParams.get('destination')).toBe('47.611,-122.4');
    const last = new URL(navigateRouteUrl([card(5, 'scheduled', null)]) as string);
    expect([last.searchParams.get('destination'), last.searchParams.get('waypoints')]).toEqual(['5 Elm St', null]);
    expect(navigateRouteUrl([card(1, 'completed')])).toBeNull();
  });
});
