import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Agent, get as httpGet, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { addDays, mondayOf, newMutationId } from '@bin-valet/schema';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../sync-server/src/db/connection';
import { BENCH_PASSWORD, spawnNode, waitForHttp } from '../sync-server/src/test-support';
import { type Figures, load, percentile, round, rssMb } from './lib';

export interface ServerContext {
  base: string;
  serverPid: number;
  dataDir: string;
  today: string;
  tmp: string;
}

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function fetchText(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
}

/** The body as sent on the wire: node:http does not decompress, unlike fetch. */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        res.headers['content-encoding'] ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url}: not compressed`)),
      );
    }).on('error', reject);
  });
}

/**
 * A POST through node:http with a keep-alive agent, like autocannon's client. The push load first used
 * fetch (undici): tracing each request's arrival at the server showed all of the tail before the
 * server read the request (it answered in ~1.4 ms), and undici's own CPU on the two shared cores made
 * the p99 77-101 ms where this client measures 64-72 ms against the same server.
 */
function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  agent: Agent,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Read endpoints side by side with a bare Hono server returning the same bytes. */
async function readEndpoints(ctx: ServerContext, cookie: string): Promise<Figures> {
  const monday = mondayOf(ctx.today);
  const paths = {
    crewTasksWeek: `/api/crew/tasks?startDate=${monday}&endDate=${addDays(monday, 6)}`,
    routeTasks2Weeks: `/api/crew/route-tasks?startDate=${ctx.today}&endDate=${addDays(ctx.today, 13)}`,
  };
  // What Chromium offers a localhost page; the server and the bare reference both answer with Brotli.
  const acceptEncoding = 'gzip, deflate, br, zstd';
  const bodies: Record<string, string> = {};
  const forms: Record<string, Record<string, string>> = {};
  const compressedKb: Record<string, number> = {};
  for (const [name, path] of Object.entries(paths)) {
    bodies[name] = await fetchText(`${ctx.base}${path}`, { cookie });
    forms[name] = { identity: Buffer.from(bodies[name]).toString('base64') };
    for (const encoding of ['br', 'gzip']) {
      const raw = await rawBody(`${ctx.base}${path}`, { cookie, 'accept-encoding': encoding });
      forms[name][encoding] = raw.toString('base64');
      if (encoding === 'br') compressedKb[name] = round(raw.byteLength / 1024, 1);
    }
  }
  const bodiesFile = join(ctx.tmp, 'bare-bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(forms));
  const barePort = 4900 + Math.floor(Math.random() * 90);
  const bare = spawnNode('bench/bare-server.ts', [bodiesFile], { PORT: String(barePort) });
  const figures: Figures = {};
  try {
    await waitForHttp(`http://127.0.0.1:${barePort}/bare/crewTasksWeek`);
    // The real server, then the bare one, under the same load (one at a time: they share two cores).
    const loadPair = async (name: string, path: string, stockClient: boolean) => {
      const headers = { 'accept-encoding': acceptEncoding };
      const real = await load({ url: `${ctx.base}${path}`, headers: { cookie, ...headers } }, { stockClient });
      const ref = await load({ url: `http://127.0.0.1:${barePort}/bare/${name}`, headers }, { stockClient });
      return { real, ref };
    };
    for (const [name, path] of Object.entries(paths)) {
      const { real, ref } = await loadPair(name, path, false);
      const rows = (JSON.parse(bodies[name]) as unknown[]).length;
      figures[`server.${name}.rows`] = rows;
      figures[`server.${name}.responseKb`] = round(bodies[name].length / 1024, 1);
      figures[`server.${name}.responseKbBrotli`] = compressedKb[name];
      figures[`server.${name}.p99Ms`] = real.p99Ms;
      figures[`server.${name}.p50Ms`] = real.p50Ms;
      figures[`server.${name}.rps`] = real.rps;
      figures[`server.${name}.non2xx`] = real.non2xx + real.errors;
      figures[`server.${name}.bareRps`] = ref.rps;
      figures[`server.${name}.bareP99Ms`] = ref.p99Ms;
      figures[`server.${name}.efficiencyRatio`] = round(real.rps / Math.max(1, ref.rps));
      // The same loads with autocannon's own body handling (bench/autocannon-client.cjs says why).
      const stock = await loadPair(name, path, true);
      figures[`server.${name}.stockClient.p99Ms`] = stock.real.p99Ms;
      figures[`server.${name}.stockClient.bareP99Ms`] = stock.ref.p99Ms;
    }
  } finally {
    bare.kill('SIGTERM');
  }
  return figures;
}

async function signups(ctx: ServerContext): Promise<Figures> {
  const body = JSON.stringify({
    name: 'Bench Customer',
    address: '3200 W Raye St',
    zipCode: '98199',
    phone: '2065550100',
    email: 'bench@example.com',
    needsGarbage: true,
  });
  const r = await load({
    url: `${ctx.base}/api/signups`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return {
    'server.signups.perSec': r.rps,
    'server.signups.p99Ms': r.p99Ms,
    'server.signups.non2xx': r.non2xx + r.errors,
  };
}

/**
 * 20 clients push batches of 50 setTaskStatus mutations; every one must be applied exactly once. Ids
 * are made as the PWA makes them (time-ordered UUIDs, schema/mutation-id.ts). The
 * first batch of each client warms the code up (it is counted for exactly-once, not for latency). Each
 * client then pushes 20 batches: with 5 (100 latencies) the p99 was the second-slowest request and
 * moved between 67 and 150 ms from run to run of the same code; 400 latencies make it the fourth.
 */
async function syncPush(ctx: ServerContext): Promise<Figures> {
  const CLIENTS = 20;
  const WARM_UP = 1;
  const BATCHES = WARM_UP + 20;
  const BATCH = 50;
  const db = new Database(join(ctx.dataDir, DB_FILE_NAME), { readonly: true });
  // Office accounts: crew may only close stops due by tomorrow, and the dataset holds far fewer of those
  // than the 21,000 this pushes; an office change takes the same write path (domain/task-writes.ts).
  const staff = db
    .prepare("SELECT username FROM employees WHERE role IN ('manager', 'customer_service') ORDER BY id LIMIT ?")
    .all(CLIENTS) as {
    username: string;
  }[];
  const tasks = (
    db
      .prepare("SELECT id FROM tasks WHERE status = 'scheduled' AND scheduled_date >= ? ORDER BY id LIMIT ?")
      .all(ctx.today, CLIENTS * BATCHES * BATCH) as { id: number }[]
  ).map((r) => r.id);
  db.close();
  if (staff.length === 0) throw new Error('no office staff in the dataset');
  const cookies = await Promise.all(staff.map((c) => login(ctx.base, c.username)));
  const latencies: number[] = [];
  let applied = 0;
  let rejected = 0;
  let failedRequests = 0;
  const replay: { cookie: string; body: string }[] = [];
  const clientIds = Array.from({ length: CLIENTS }, (_, c) => `bench-${c}-${randomUUID()}`);
  const agent = new Agent({ keepAlive: true });
  const pushBatch = async (c: number, b: number) => {
    const cookie = cookies[c % cookies.length];
    const offset = (c * BATCHES + b) * BATCH;
    const mutations = tasks.slice(offset, offset + BATCH).map((taskId) => ({
      mutationId: newMutationId(),
      name: 'setTaskStatus',
      args: { taskId, status: 'completed', completedAt: new Date().toISOString() },
      createdAt: new Date().toISOString(),
    }));
    const body = JSON.stringify({ clientId: clientIds[c], mutations });
    if (b === WARM_UP) replay.push({ cookie, body });
    const t0 = performance.now();
    const res = await postJson(`${ctx.base}/api/sync/push`, { cookie }, body, agent);
    if (b >= WARM_UP) latencies.push(performance.now() - t0);
    if (res.status !== 200) {
      failedRequests++;
      return;
    }
    const { results } = JSON.parse(res.text) as { results: { status: string }[] };
    for (const r of results) r.status === 'applied' ? applied++ : rejected++;
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => c);
  for (let b = 0; b < WARM_UP; b++) await Promise.all(clients.map((c) => pushBatch(c, b)));
  const started = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      for (let b = WARM_UP; b < BATCHES; b++) await pushBatch(c, b);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // A retried batch (lost acknowledgement) must change nothing.
  const before = new Database(join(ctx.dataDir, DB_FILE_NAME), { readonly: true });
  const versionBefore = (before.prepare('SELECT version FROM sync_state').get() as { version: number }).version;
  before.close();
  for (const r of replay) await postJson(`${ctx.base}/api/sync/push`, { cookie: r.cookie }, r.body, agent);
  agent.destroy();
  const check = new Database(join(ctx.dataDir, DB_FILE_NAME), { readonly: true });
  const versionAfter = (check.prepare('SELECT version FROM sync_state').get() as { version: number }).version;
  const placeholders = tasks.map(() => '?').join(',');
  const completed = (
    check
      .prepare(`SELECT count(*) AS n FROM tasks WHERE status = 'completed' AND id IN (${placeholders})`)
      .get(...tasks) as {
      n: number;
    }
  ).n;
  const stored = (check.prepare('SELECT count(*) AS n FROM sync_mutations').get() as { n: number }).n;
  check.close();
  const total = tasks.length;
  return {
    'server.syncPush.mutations': total,
    'server.syncPush.p99Ms': round(percentile(latencies, 99), 1),
    'server.syncPush.p50Ms': round(percentile(latencies, 50), 1),
    'server.syncPush.mutationsPerSec': Math.round((CLIENTS * (BATCHES - WARM_UP) * BATCH) / seconds),
    'server.syncPush.failedRequests': failedRequests,
    'server.syncPush.rejected': rejected,
    'server.syncPush.appliedExactlyOnce':
      applied === total && completed === total && stored === total && versionAfter === versionBefore ? 1 : 0,
  };
}

export async function runServerSuite(ctx: ServerContext): Promise<Figures> {
  const manager = await login(ctx.base, 'manager1');
  const figures: Figures = {};
  Object.assign(figures, await readEndpoints(ctx, manager));
  Object.assign(figures, await syncPush(ctx));
  return figures;
}

/**
 * Runs last: the signup load adds thousands of customers, which would swell the 2,000-customer working
 * set the browser suites measure. Memory is read after everything.
 */
export async function runClosingSuite(ctx: ServerContext): Promise<Figures> {
  const figures = await signups(ctx);
  figures['server.rssAfterRunMb'] = rssMb(ctx.serverPid);
  return figures;
}
