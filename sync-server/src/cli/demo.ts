import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayIn } from '@bin-valet/schema';
import { DB_FILE_NAME, openStore } from '../db/connection';
import { DEMO_STAFF, seedDemo } from '../db/demo-seed';
import { ensureAdmin } from '../db/seed-admin';
import { configuredDataDir, loadConfig } from '../env';
import { startServer } from '../server';
import { buildIfStale } from './build-if-stale';

/**
 * `npm run demo`: a fresh database in ./data-demo (or DATA_DIR), wiped at every start,
 * seeded with the demo neighbourhood, then the ordinary server. Prints every sign-in.
 */
const DEFAULT_DEMO_ADMIN_PASSWORD = 'admin-demo';
const DEMO_MARKER = '.bin-valet-demo';
const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? './data-demo' };
const dataDir = configuredDataDir(env);
// Only ever wipe a folder a previous demo made: pointing DATA_DIR at real data must not destroy it.
if (existsSync(dataDir) && readdirSync(dataDir).length > 0 && !existsSync(join(dataDir, DEMO_MARKER))) {
  console.error(
    `[demo] ${dataDir} holds data that is not a demo's; refusing to wipe it. Use an empty DATA_DIR (default ./data-demo).`,
  );
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
writeFileSync(join(dataDir, DEMO_MARKER), 'Made by npm run demo; wiped at the next demo start.\n');
const config = loadConfig({ ...env, ADMIN_PASSWORD: env.ADMIN_PASSWORD || DEFAULT_DEMO_ADMIN_PASSWORD });
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
