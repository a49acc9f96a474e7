import type { PublicConfig } from '@bin-valet/schema';
import { api } from '../api/client';

// One fetch per page load: the contact details, public address and business zone do not change while the app runs.
let cached: Promise<PublicConfig> | null = null;
let answer: PublicConfig | null = null;

/** The server's public configuration, asked for once per page load (again after a failure). */
export function loadPublicConfig(): Promise<PublicConfig> {
  cached ??= api.get<PublicConfig>('/api/public/config').then(
    (config) => {
      answer = config;
      return config;
    },
    (err: unknown) => {
      cached = null;
      throw err;
    },
  );
  return cached;
}

/**
 * The answer if it is already here: a screen's first render then shows it, instead of rendering the
 * whole screen a second time when it lands.
 */
export const publicConfigNow = (): PublicConfig | null => answer;
