import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (docs/architecture.md §10): Playwright cannot download its own browser here. Shared by the
 * e2e config and the browser benchmarks, so both measure the same browser with the same flags.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
