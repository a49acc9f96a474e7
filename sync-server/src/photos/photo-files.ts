import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The image kinds we accept, told apart by their first bytes (never by a file name or declared type). */
export type ImageExt = 'jpg' | 'png' | 'gif' | 'webp';

export const CONTENT_TYPES: Record<ImageExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** JPEG, PNG, GIF or WebP from the magic numbers, else undefined. */
export function sniffImage(bytes: Uint8Array): ImageExt | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** Stored names are random hex plus a known extension, so a request can never name another path. */
export const PHOTO_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;
const URL_PREFIX = '/api/photos/';

export const photosDir = (dataDir: string) => join(dataDir, 'photos');
export const photoUrlFor = (name: string) => `${URL_PREFIX}${name}`;

/** The stored file name behind an addressPhotoUrl we issued, or undefined for anything else. */
export function photoNameFromUrl(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(URL_PREFIX)) return undefined;
  const name = url.slice(URL_PREFIX.length);
  return PHOTO_NAME.test(name) ? name : undefined;
}

/** Writes under a temporary name and renames, so a reader never sees half a photo. */
export function savePhoto(dataDir: string, bytes: Uint8Array, ext: ImageExt): string {
  const dir = photosDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const temp = join(dir, `.${name}.tmp`);
  writeFileSync(temp, bytes, { mode: 0o600 });
  renameSync(temp, join(dir, name));
  return name;
}

/** Removes a stored photo by its name; a missing file is fine (it is what we wanted). */
export function removePhotoFile(dataDir: string, name: string) {
  if (PHOTO_NAME.test(name)) rmSync(join(photosDir(dataDir), name), { force: true });
}

/** Removes a photo we issued; a missing file is fine (it is what we wanted). */
export function removePhoto(dataDir: string, url: string | null | undefined) {
  const name = photoNameFromUrl(url);
  if (name) removePhotoFile(dataDir, name);
}
