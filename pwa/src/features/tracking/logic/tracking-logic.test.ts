import type { TrackingRecord } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import {
  binsNote,
  curbPhotos,
  firstOpenDate,
  movedNote,
  pendingRequest,
  requestDayState,
  shiftMonth,
  trackingTaskLabel,
} from './tracking-logic';

const rec = (id: string, collectionDate: string, status: string, taskType: string | null = 'take_to_curb') =>
  ({ id, collectionDate, status, taskType, notes: null }) satisfies TrackingRecord;

describe('pending request', () => {
  it('is the soonest request from today on still waiting for the office', () => {
    const list = [
      rec('a', '2026-07-01', 'pending'),
      rec('b', '2026-07-03', 'scheduled'),
      rec('c', '2026-07-05', 'pending'),
      rec('d', '2026-07-04', 'pending'),
    ];
    expect(pendingRequest(list, '2026-07-02')?.id).toBe('d');
    expect(pendingRequest(list, '2026-07-01')?.id).toBe('a');
    expect(pendingRequest([rec('a', '2026-07-09', 'scheduled')], '2026-07-01')).toBeNull();
  });
});

describe('task labels', () => {
  it('names the two task types, keeps others and defaults to Standard service', () => {
    expect(trackingTaskLabel('take_to_curb')).toBe('Take to Curb');
    expect(trackingTaskLabel('return_to_house')).toBe('Return to House');
    expect(trackingTaskLabel('special')).toBe('special');
    expect(trackingTaskLabel(null)).toBe('Standard service');
  });
});

describe('collection calendar', () => {
  const dates = [
    { collectionDate: '2026-11-20', regularDate: '2026-11-19', moveReason: null, taken: 'scheduled' as const },
    { collectionDate: '2026-11-27', regularDate: '2026-11-26', moveReason: 'Thanksgiving', taken: null },
    { collectionDate: '2026-12-03', regularDate: '2026-12-03', moveReason: null, taken: 'requested' as const },
  ];
  it('offers only the dates the server lists, and shows the taken ones as taken', () => {
    expect(requestDayState('2026-11-27', dates)).toBe('open');
    expect(requestDayState('2026-11-26', dates)).toBe('none');
    expect(requestDayState('2026-11-20', dates)).toBe('scheduled');
    expect(requestDayState('2026-12-03', dates)).toBe('requested');
  });

  it('opens on the first date the customer can ask for', () => {
    expect(firstOpenDate(dates, '2026-11-18')).toBe('2026-11-27');
    expect(firstOpenDate([], '2026-11-18')).toBe('2026-11-18');
  });

  it('shifts months across a year end', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('moved and bins notes', () => {
  it('say where a moved record was and which bins go out', () => {
    const r = {
      movedFrom: '2026-11-27',
      moveReason: 'Thanksgiving',
      bins: { garbage: 2, compost: 1, recycling: 0 },
    };
    expect(movedNote(r, (d) => d)).toBe('Moved from 2026-11-27 (Thanksgiving)');
    expect(movedNote({}, (d) => d)).toBeNull();
    expect(binsNote(r)).toBe('Bins: 2 Garbage • 1 Compost');
    expect(binsNote({})).toBeNull();
  });
});

describe('curbPhotos', () => {
  const withPhotos = (id: string, collectionDate: string, photos: TrackingRecord['photos']): TrackingRecord => ({
    id,
    collectionDate,
    status: 'completed',
    taskType: 'take_to_curb',
    notes: null,
    photos,
  });
  const photo = (id: string, takenAt: string | null = null) => ({ id, url: `/api/track/t/photos/${id}`, takenAt });
  it('lists photos of services up to today, newest first, without future ones', () => {
    const records = [
      withPhotos('a', '2026-11-14', [photo('old')]),
      withPhotos('b', '2026-11-21', [photo('early', '2026-11-21T08:00:00Z'), photo('late', '2026-11-21T09:00:00Z')]),
      withPhotos('c', '2026-11-28', [photo('future')]),
      withPhotos('d', '2026-11-07', undefined),
    ];
    expect(curbPhotos(records, '2026-11-23').map((p) => p.id)).toEqual(['late', 'early', 'old']);
    expect(curbPhotos(records, '2026-11-23', 1).map((p) => p.id)).toEqual(['late']);
  });
});
