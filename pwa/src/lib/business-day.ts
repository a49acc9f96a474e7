import { DEFAULT_BUSINESS_TZ, todayIn } from '@bin-valet/schema';
import { startTransition, useEffect, useState } from 'react';
import { loadPublicConfig } from './public-config';

/**
 * "Today" is the business's date (BUSINESS_TZ), not the device's: a phone set to another zone, or a
 * late-evening shift in UTC, must still see the same day as the office. The zone is learned from the
 * server and remembered, so offline screens use it too.
 */
export const BUSINESS_TZ_KEY = 'bin-valet.business-tz';

// Set only while the server renders a first screen (app/crew-first-screen.tsx), which has no storage.
let renderZone: string | null = null;

/** Renders in `zone` until the returned function is called. */
export function renderInZone(zone: string): () => void {
  renderZone = zone;
  return () => {
    renderZone = null;
  };
}

export function businessTz(): string {
  if (renderZone) return renderZone;
  try {
    return localStorage.getItem(BUSINESS_TZ_KEY) || DEFAULT_BUSINESS_TZ;
  } catch {
    return DEFAULT_BUSINESS_TZ;
  }
}

export const businessToday = (): string => todayIn(businessTz());

/** Best effort, once per page load: offline keeps the remembered zone. */
export async function refreshBusinessTz(): Promise<void> {
  try {
    const config = await loadPublicConfig();
    if (typeof config.businessTz === 'string' && config.businessTz)
      localStorage.setItem(BUSINESS_TZ_KEY, config.businessTz);
  } catch {
    // offline or storage refused: the remembered or default zone stays in use
  }
  // The zone's first date formatter costs a phone about 40 ms: made here, in a task of its own, rather
  // than inside the first screen's render.
  businessToday();
}

let refreshed: Promise<void> | null = null;
let settled = false;
/** The one zone refresh of this page load, shared by main.tsx and the screens that wait for it. */
export const businessTzReady = (): Promise<void> => {
  refreshed ??= refreshBusinessTz().then(() => {
    settled = true;
  });
  return refreshed;
};

/**
 * `businessToday()` for a screen that must not show a day in the wrong zone: null until this page load has
 * asked the server for the zone (or failed to: the remembered or default zone is used then).
 */
export function useBusinessToday(): string | null {
  const [today, setToday] = useState<string | null>(() => (settled ? businessToday() : null));
  useEffect(() => {
    let alive = true;
    // Sliced like any transition: the screen below renders again with the date.
    void businessTzReady().then(() => alive && startTransition(() => setToday(businessToday())));
    return () => {
      alive = false;
    };
  }, []);
  return today;
}
