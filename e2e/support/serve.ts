import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn } from '../../schema/dates';
import { DB_FILE_NAME, openStore } from '../../sync-server/src/db/connection';
import { seedDemo } from '../../sync-server/src/db/demo-seed';
import { ensureAdmin } from '../../sync-server/src/db/seed-admin';
import { loadConfig } from '../../sync-server/src/env';
import { startServer } from '../../sync-server/src/server';
import { E2E_ADMIN } from './accounts';

/**
 * The real server on a fresh SQLite file for one Playwright run; the PWA must already be built.
 * The database holds the demo neighbourhood (accounts in accounts.ts), seeded for today's business
 * date before the server listens, with E2E_ADMIN as the admin.
 */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bv-e2e-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
});
const seedStore = openStore(join(config.dataDir, DB_FILE_NAME));
const admin = await ensureAdmin(seedStore, config);
// A reused E2E_DATA_DIR is already seeded: only a fresh database gets the demo data.
if (admin.created) await seedDemo(seedStore, { today: todayIn(config.businessTz) });
seedStore.close();

const running = await startServer(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
