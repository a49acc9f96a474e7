import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (DESIGN.md §6): Playwright cannot download its own browser here.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  undefined;

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
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
    env: { PORT: String(E2E_PORT), LOG_REQUESTS: '0' },
  },
});
