import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_SIDE } from './photo-shrink';

describe('curb photo size on the phone', () => {
  it('fits a camera image into 1600 px on its longest side, keeping its shape', () => {
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 900, height: 1600 });
  });

  it('never enlarges a small image, and leaves one exactly at the cap alone', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(PHOTO_MAX_SIDE, 900)).toEqual({ width: 1600, height: 900 });
  });

  it('keeps a very thin image at least one pixel wide and never over the cap', () => {
    expect(fitWithin(10_000, 3)).toEqual({ width: 1600, height: 1 });
    expect(fitWithin(3, 10_000)).toEqual({ width: 1, height: 1600 });
    const odd = fitWithin(4001, 2999);
    expect(Math.max(odd.width, odd.height)).toBe(1600);
    expect(odd.height).toBe(Math.round((2999 * 1600) / 4001));
  });

  it('refuses sizes that are not positive', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(100, Number.NaN)).toThrow(RangeError);
  });
});
