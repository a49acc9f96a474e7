import type { PublicConfig } from '@bin-valet/schema';
import { startTransition, useEffect, useState } from 'react';
import { loadPublicConfig, publicConfigNow } from '../../../lib/public-config';

/** The server's public configuration (contact phone and e-mail, product name, public address), or null while loading. */
export function usePublicConfig(): PublicConfig | null {
  // Asked for when the app starts (the business zone comes with it), so usually here by the first render.
  const [config, setConfig] = useState<PublicConfig | null>(publicConfigNow);
  useEffect(() => {
    if (config) return;
    let alive = true;
    loadPublicConfig()
      // A low-priority render, in slices: the page around the few words that need it is already up.
      .then((c) => alive && startTransition(() => setConfig(c)))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [config]);
  return config;
}

/** The QR image address for the signup page, encoding the server's public address (only those are allowed). */
export const signupQrSrc = (publicUrl: string, size = 160) =>
  `/api/qr-code?url=${encodeURIComponent(`${publicUrl.replace(/\/$/, '')}/signup`)}&size=${size}`;
