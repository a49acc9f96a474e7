import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { todayIn } from '../../../schema/dates';
import { DB_FILE_NAME, openStore } from '../db/connection';
import { DEMO_STAFF, seedDemo } from '../db/demo-seed';
import { ensureAdmin } from '../db/seed-admin';
import { loadConfig } from '../env';
import { startServer } from '../server';
import { buildIfStale } from './build-if-stale';

/**
 * `npm run demo` (DESIGN.md §2): a fresh database in ./data-demo (or DATA_DIR), wiped at every start,
 * seeded with the demo neighbourhood, then the ordinary server. Prints every sign-in.
 */
const DEFAULT_DEMO_ADMIN_PASSWORD = 'admin-demo';
const dataDir = resolve(process.env.DATA_DIR ?? './data-demo');
rmSync(dataDir, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || DEFAULT_DEMO_ADMIN_PASSWORD,
});
buildIfStale(process.cwd(), config.distDir);

// Seed before the server listens, so the first request already sees the whole neighbourhood.
const seedStore = openStore(join(config.dataDir, DB_FILE_NAME));
await ensureAdmin(seedStore, config);
const today = todayIn(config.businessTz);
const seeded = await seedDemo(seedStore, { today });
seedStore.close();

const running = await startServer(config);
const url = `http://localhost:${running.port}`;
const rows = [
  { username: config.adminUsername, role: 'admin', password: config.adminPassword ?? '' },
  ...DEMO_STAFF.map((s) => ({
    username: s.username,
    role: s.isActive ? s.role : `${s.role} (inactive)`,
    password: s.password,
  })),
];
console.log(`\n[demo] ${seeded.customers} customers, ${seeded.jobs} jobs, ${seeded.tasks} tasks around ${today}`);
console.log('[demo] sign in with:');
console.table(rows);
console.log(`[demo] open ${url} (staff sign-in: ${url}/login). Data in ${dataDir}, wiped on the next demo start.\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
