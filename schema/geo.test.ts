import { describe, expect, it } from 'vitest';
import { completionDistanceM, haversineM, isFarCompletion } from './geo';

describe('geo', () => {
  it('measures great-circle distances in metres', () => {
    // One thousandth of a degree of latitude is about 111 m.
    expect(haversineM(47.64, -122.4, 47.641, -122.4)).toBeCloseTo(111.2, 0);
    expect(haversineM(47.64, -122.4, 47.64, -122.4)).toBe(0);
  });

  it('gives the completion distance only when both places are known, and flags beyond 150 m', () => {
    const home = { lat: '47.64', lng: '-122.40' };
    expect(completionDistanceM({ lat: '47.641', lng: '-122.40' }, home)).toBe(111);
    expect(completionDistanceM({ lat: null, lng: null }, home)).toBeNull();
    expect(completionDistanceM({ lat: 47.64, lng: -122.4 }, { lat: '', lng: '' })).toBeNull();
    expect(isFarCompletion(111)).toBe(false);
    expect(isFarCompletion(150)).toBe(false);
    expect(isFarCompletion(151)).toBe(true);
    expect(isFarCompletion(null)).toBe(false);
  });
});
