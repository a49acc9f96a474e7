import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../sync-server/src/env';
import { startServer } from '../../sync-server/src/server';
import { E2E_ADMIN } from './accounts';

/** The real server on a fresh SQLite file for one Playwright run; the PWA must already be built. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bv-e2e-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
});
const running = await startServer(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
