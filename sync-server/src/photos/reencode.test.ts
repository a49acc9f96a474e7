import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg } from '../test-support';
import { reencodeJpeg, TASK_PHOTO_MAX_SIDE } from './reencode';

const meta = async (bytes: Buffer | undefined) => {
  if (!bytes) throw new Error('not re-encoded');
  return sharp(bytes).metadata();
};

describe('reencodeJpeg', () => {
  it('shrinks a camera photo to 1600 px on its longest side and keeps no metadata', async () => {
    const out = await reencodeJpeg(await cameraJpeg(4000, 3000));
    const m = await meta(out);
    expect({ format: m.format, width: m.width, height: m.height }).toEqual({
      format: 'jpeg',
      width: 1600,
      height: 1200,
    });
    expect([m.exif, m.icc, m.xmp, m.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(out?.includes(Buffer.from('CurbCam'))).toBe(false);
  });

  it('turns a sideways phone photo upright by its EXIF orientation before dropping the EXIF', async () => {
    // Stored landscape, orientation 6: the phone was held upright, so the photo is portrait.
    const sideways = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#123456' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const m = await meta(await reencodeJpeg(sideways));
    expect({ width: m.width, height: m.height, orientation: m.orientation }).toEqual({
      width: 1200,
      height: TASK_PHOTO_MAX_SIDE,
      orientation: undefined,
    });
  });

  it('never enlarges a small photo, and flattens a transparent PNG onto white', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await reencodeJpeg(png);
    const m = await meta(out);
    expect({ format: m.format, width: m.width, height: m.height, hasAlpha: m.hasAlpha }).toEqual({
      format: 'jpeg',
      width: 300,
      height: 200,
      hasAlpha: false,
    });
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(250);
  });

  it('answers undefined for bytes that do not decode, even with a JPEG’s first bytes', async () => {
    const broken = new Uint8Array(500);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await reencodeJpeg(broken)).toBeUndefined();
  });
});
