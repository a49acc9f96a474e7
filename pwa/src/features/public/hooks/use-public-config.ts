import type { PublicConfig } from '@bin-valet/schema';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';

// One fetch per page load: the contact details and public address do not change while the app runs.
let cached: Promise<PublicConfig> | null = null;

export function loadPublicConfig(): Promise<PublicConfig> {
  cached ??= api.get<PublicConfig>('/api/public/config').catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}

/** The server's public configuration (contact phone and e-mail, product name, public address), or null while loading. */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    let alive = true;
    loadPublicConfig()
      .then((c) => alive && setConfig(c))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return config;
}

/** The QR image address for the signup page, encoding the server's public address (only those are allowed). */
export const signupQrSrc = (publicUrl: string, size = 160) =>
  `/api/qr-code?url=${encodeURIComponent(`${publicUrl.replace(/\/$/, '')}/signup`)}&size=${size}`;
