import { existsSync } from 'node:fs';

/** Where Debian installs one of its Chromium binaries, if it did. */
const installed = (name: string) => [`/usr/lib/chromium/${name}`, `/usr/bin/${name}`].find((p) => existsSync(p));

/**
 * Debian's Chromium (docs/architecture.md §10): Playwright cannot download its own browser here. Shared by the
 * e2e config and the browser benchmarks, so both measure the same browser with the same flags.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? installed('chromium');

/**
 * The end-to-end suite runs in Debian's Chromium headless shell when it is installed (`.ci/run` installs
 * it): the same engine without the full browser's UI process, the suite's runs took 7.0 min in the full
 * browser and 6.5 in the shell. The benchmarks keep the full browser, which a phone's Chrome resembles.
 */
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? installed('chromium-headless-shell') ?? CHROMIUM_PATH;

/**
 * This process's environment without libfaketime's: Chromium started under libfaketime never gets past its
 * first screen, so under `faketime` it (and anything that must read the real time) runs on the real clock.
 */
export function withoutFaketime(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && k !== 'LD_PRELOAD' && !k.startsWith('FAKETIME')) env[k] = v;
  return env;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
