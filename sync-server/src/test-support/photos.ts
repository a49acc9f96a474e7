import type { TaskPhotoItem } from '@bin-valet/schema';
import sharp from 'sharp';
import type { TestApp } from './harness';

/** A camera-like JPEG carrying a camera make and a GPS position in its EXIF. */
export async function cameraJpeg(width = 3000, height = 2000) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .withExif({
      IFD0: { Make: 'CurbCam', Model: 'Secret Model 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 38/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 20/1 0/1' },
    })
    .jpeg({ quality: 70 })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** Uploads through the real route, as a phone would (raw body unless a form is given). */
export const putPhoto = (
  t: TestApp,
  path: string,
  cookie: string | undefined,
  raw: NonNullable<RequestInit['body']>,
  headers: Record<string, string> = {},
) =>
  t.call<TaskPhotoItem & { message?: string }>('PUT', path, {
    cookie,
    raw,
    headers: raw instanceof FormData ? headers : { 'content-type': 'image/jpeg', ...headers },
  });
