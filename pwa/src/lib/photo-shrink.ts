/**
 * Curb photos are shrunk on the phone before they are stored or sent: a camera's 12-megapixel JPEG
 * (3-5 MB) becomes at most 1600 px on its longest side, typically 150-300 KB, so a queue of them fits
 * on a cheap phone and goes up quickly on one bar. Loaded only when a photo is taken.
 */

/** The longest side of a stored curb photo, in pixels (the server applies the same cap). */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;
/** A busy picture can still come out big at 0.8; above this it is encoded once more, a little softer. */
const SECOND_TRY_BYTES = 450 * 1024;
const SECOND_TRY_QUALITY = 0.65;

export const NOT_A_PHOTO = 'Please select an image file.';

/** The size that fits `width` × `height` inside `max` × `max`, keeping its shape and never enlarging. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  if (!(width > 0 && height > 0 && max > 0)) throw new RangeError('Sizes must be positive');
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.min(max, Math.max(1, Math.round(width * scale))),
    height: Math.min(max, Math.max(1, Math.round(height * scale))),
  };
}

export interface ShrunkPhoto {
  blob: Blob;
  width: number;
  height: number;
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function drawingSurface(width: number, height: number): { ctx: Canvas2D; encode: (q: number) => Promise<Blob> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This phone cannot draw images');
    return { ctx, encode: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This phone cannot draw images');
  return {
    ctx,
    encode: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (b) => (b ? resolve(b) : reject(new Error('This phone could not save the photo'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
}

/** Decodes the camera's file (upright by its EXIF orientation) and writes a small JPEG with no metadata. */
export async function shrinkPhoto(file: Blob): Promise<ShrunkPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(NOT_A_PHOTO);
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const { ctx, encode } = drawingSurface(width, height);
    // A transparent image (a PNG from the gallery) would turn black in a JPEG.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    let blob = await encode(PHOTO_JPEG_QUALITY);
    if (blob.size > SECOND_TRY_BYTES) blob = await encode(SECOND_TRY_QUALITY);
    return { blob, width, height };
  } finally {
    bitmap.close();
  }
}
