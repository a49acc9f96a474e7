import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (docs/architecture.md §10): Playwright cannot download its own browser here. Shared by the
 * e2e config and the browser benchmarks, so both measure the same browser with the same flags.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));

/**
 * The end-to-end suite runs in Debian's Chromium headless shell when it is installed (`.ci/run` installs
 * it): the same engine without the full browser's UI process, the suite's runs took 7.0 min in the full
 * browser and 6.5 in the shell. The benchmarks keep the full browser, which a phone's Chrome resembles.
 */
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'].find((p) => existsSync(p)) ??
  CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
