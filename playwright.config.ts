import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH, withoutFaketime } from './e2e/support/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${E2E_PORT}`;

/**
 * Under `npm run test:holidays` this runner and the server run under faketime; Chromium must not (it never
 * gets past "Loading" under libfaketime): it keeps the real clock and the fixtures give each page
 * Playwright's clock at the moved time (e2e/support/fixtures.ts).
 */
const browserEnv = (): Record<string, string> | undefined =>
  process.env.E2E_FAKE_NOW === undefined ? undefined : withoutFaketime();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Limits on waiting, not on speed (speed has its own assertions and the bench): some hosts of this kind
  // fault memory in 3x slower (a 1 GB first touch: 3 s, against 0.15 s), and an office page under three
  // busy browsers then took over 7 s to show its heading. Tests fail on what they see, not on a slow host.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Three browsers on this 2-core machine: with two, the CPUs were busy 82 % of the run (tests wait on the
  // server and on timers) and the suite took 5.6-5.7 min; with three 93-95 % and 4.7-5.4 min. Four took
  // longer and timed out long tests. E2E_WORKERS overrides it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // Installing the service worker precaches the whole build in every new browser: only the specs that
    // cut the network (or check the worker itself) allow it, with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // Recording a trace for every test (to keep the failures') cost a third of the suite's CPU: a trace
    // is recorded on a retry (CI) or when asked (E2E_TRACE=retain-on-failure).
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | 'on-first-retry' | undefined) ?? 'on-first-retry',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      env: browserEnv(),
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    url: `${baseURL}/api/public/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every spec signs up from this one machine: the per-address signup limit is tested in the API suite.
    env: { PORT: String(E2E_PORT), LOG_REQUESTS: '0', SIGNUP_RATE_LIMIT: '0' },
  },
});
