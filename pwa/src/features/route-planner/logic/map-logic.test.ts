import { MAP_FALLBACK } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { markerCrew, markerGroups, markerHtml, routeLine, streetNumber } from './map-logic';
import type { RouteStop } from './planner-logic';

const stop = (over: Partial<RouteStop>): RouteStop => ({
  taskId: 1,
  jobId: 1,
  customerId: 1,
  customerName: 'A',
  address: '3215 W Raye St',
  phone: '',
  lat: 47.65,
  lng: -122.41,
  taskType: 'take_to_curb',
  status: 'scheduled',
  scheduledDate: '2026-11-20',
  crew: [],
  bins: '1 Garbage',
  ...over,
});

describe('map markers', () => {
  it('one marker per customer and address, with every task of it', () => {
    const groups = markerGroups([
      stop({ taskId: 1 }),
      stop({ taskId: 2, taskType: 'return_to_house' }),
      stop({ taskId: 3, customerId: 2, address: '12 Elm', lat: null, lng: null }),
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ label: '3215', fallback: false, lat: 47.65 });
    expect(groups[0].tasks.map((t) => t.taskId)).toEqual([1, 2]);
    expect(groups[1]).toMatchObject({ label: '12', fallback: true, lat: MAP_FALLBACK.lat, lng: MAP_FALLBACK.lng });
  });

  it('street number, count badge only above one, escaped html', () => {
    expect(streetNumber('Apt 4, 77 Oak')).toBe('4');
    expect(streetNumber('Oak Lane')).toBe('?');
    expect(markerHtml('12', 1, false)).not.toContain('rp-marker-count');
    expect(markerHtml('12', 3, true)).toContain('<span class="rp-marker-count">3</span>');
    expect(markerHtml('<b>', 1, false)).toContain('&lt;b&gt;');
  });

  it('route line starts at the depot and visits each located stop once', () => {
    const line = routeLine(
      [
        stop({ taskId: 1 }),
        stop({ taskId: 2 }),
        stop({ customerId: 3, lat: null, lng: null }),
        stop({ customerId: 4, lat: 1, lng: 2 }),
      ],
      { lat: 0, lng: 0 },
    );
    expect(line).toEqual([
      [0, 0],
      [47.65, -122.41],
      [1, 2],
    ]);
  });
});

describe('crew colours on the map', () => {
  const casey = { id: 7, color: '#1f5f99' };
  const riley = { id: 9, color: '#b91c1c' };
  const chip = (employeeId: number) => ({ employeeId, name: `E${employeeId}`, role: 'crew' });

  it('colours a marker as the legend colours its crew member, the first in legend order when it holds two', () => {
    expect(markerCrew({ tasks: [stop({ crew: [chip(9)] })] }, [casey, riley])).toBe(riley);
    expect(markerCrew({ tasks: [stop({ crew: [chip(9)] }), stop({ crew: [chip(7)] })] }, [casey, riley])).toBe(casey);
    // Office staff holding a stop are not in the legend: the marker keeps its plain colour.
    expect(markerCrew({ tasks: [stop({ crew: [chip(3)] })] }, [casey, riley])).toBeNull();
  });

  it('draws the crew colour behind the white number, and never on an unassigned marker', () => {
    expect(markerHtml('12', 1, false, riley)).toContain('style="background:#b91c1c" data-crew-id="9"');
    expect(markerHtml('12', 1, true, riley)).not.toContain('background');
    expect(markerHtml('12', 1, false, null)).not.toContain('data-crew-id');
  });
});
