import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { todayIn } from '@bin-valet/schema';
import { buildIfStale } from '../sync-server/src/cli/build-if-stale';
import { DB_FILE_NAME, openStore } from '../sync-server/src/db/connection';
import { buildDataset, FULL_SIZE, spawnNode, waitForHttp } from '../sync-server/src/test-support';
import { benchDay, type Figures, round, rssMb, SERVER_ENV, SERVER_NODE_FLAGS } from './lib';
import { benchScale, firstPullServer } from './scale-suite';
import { runClosingSuite, runServerSuite } from './server-suite';
import { formatTable } from './targets';

/**
 * npm run bench: builds the synthetic dataset into a temporary DATA_DIR, starts the real server as a
 * child process and loads it from this process; writes bench/results/latest.json (name → number).
 * BENCH_SCALE=n (opt-in) builds n times the customers and runs the server figures alone
 * (bench/scale-suite.ts), into bench/results/scale<n>.json.
 */
const scale = benchScale();
const figures: Figures = {};
// The browser suites load the built PWA from the bench server: build it first when sources changed.
// A bench build (VITE_BENCH=1, with the measuring hook) in its own folder, never the product's dist/;
// DIST_DIR lets a run use another folder.
const distDir = resolve(process.env.DIST_DIR ?? 'dist-bench');
buildIfStale(process.cwd(), distDir, 'bench');
const tmp = mkdtempSync(join(tmpdir(), 'bv-bench-'));
const dataDir = join(tmp, 'data');
mkdirSync(dataDir);
const today = todayIn('America/Los_Angeles');

const t0 = performance.now();
const store = openStore(join(dataDir, DB_FILE_NAME));
// Open from the day the crew screens are pinned to, so a run on any weekday finds that day's stops scheduled.
const built = await buildDataset(store, benchDay(today), { ...FULL_SIZE, customers: FULL_SIZE.customers * scale });
store.sqlite.pragma('wal_checkpoint(TRUNCATE)');
store.close();
figures['dataset.customers'] = built.customers;
figures['dataset.jobs'] = built.jobs;
figures['dataset.tasks'] = built.tasks;
figures['dataset.buildSeconds'] = round((performance.now() - t0) / 1000, 1);
figures['db.fileMb'] = round(statSync(join(dataDir, DB_FILE_NAME)).size / 1024 / 1024, 1);
figures['db.kbPer1000Jobs'] = round(statSync(join(dataDir, DB_FILE_NAME)).size / 1024 / (built.jobs / 1000), 1);

const port = 4800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const server = spawnNode(
  'bench/server-entry.ts',
  [],
  {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_REQUESTS: '0',
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'bench-admin-pass',
    DIST_DIR: distDir,
    // The signup benchmark posts thousands of signups from one address: the per-address limit is off.
    SIGNUP_RATE_LIMIT: '0',
    ...SERVER_ENV,
  },
  SERVER_NODE_FLAGS,
);
try {
  await waitForHttp(`${base}/api/public/config`);
  const serverCtx = { base, serverPid: server.pid ?? 0, dataDir, today, tmp };
  // While working on one figure: BENCH_ONLY_SERVER=1 runs the server suites alone, BENCH_ONLY=name[,name]
  // (e.g. browserSyncSuite) the named extra suites alone. A full run is what gets published.
  const only = process.env.BENCH_ONLY?.split(',');
  if (!only) Object.assign(figures, await runServerSuite(serverCtx));
  if (scale > 1) {
    Object.assign(figures, await firstPullServer(base));
    figures['server.rssAfterFirstPullMb'] = rssMb(server.pid ?? 0);
  }
  // A scaled run measures the server alone: the browser suites are sized for the 2,000-customer set.
  const extra =
    process.env.BENCH_ONLY_SERVER || scale > 1 ? [] : await import('./extra-suites').then((m) => m.extraSuites);
  for (const suite of extra.filter((s) => !only || only.includes(s.name))) {
    try {
      Object.assign(figures, await suite({ base, dataDir, today, tmp, distDir }));
    } catch (err) {
      console.error(`[bench] ${suite.name} failed:`, err);
    }
  }
  if (!only) Object.assign(figures, await runClosingSuite(serverCtx));
} finally {
  server.kill('SIGTERM');
}

mkdirSync('bench/results', { recursive: true });
const out = scale > 1 ? `bench/results/scale${scale}.json` : 'bench/results/latest.json';
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\n${formatTable(figures)}`);
console.log(`\nwritten to ${out}`);
rmSync(tmp, { recursive: true, force: true });
process.exit(0);
