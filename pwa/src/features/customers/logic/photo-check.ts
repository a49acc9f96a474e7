import { PHOTO_MAX_BYTES } from '@bin-valet/schema';

/** Checks made before anything is sent: an image, at most 5 MB. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file.';
  if (file.size > PHOTO_MAX_BYTES) return 'Please select an image smaller than 5MB.';
  return null;
}
