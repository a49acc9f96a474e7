import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newMutationId, todayIn } from '@bin-valet/schema';
import Database from 'better-sqlite3';
import { DB_FILE_NAME, openStore } from '../db/connection';
import { BENCH_PASSWORD, buildDataset, spawnNode, waitForHttp } from '../test-support';

/** A real server process on a real SQLite file that a test can SIGKILL and start again. */
export async function faultServer(customers = 60, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bv-fault-'));
  const today = todayIn('America/Los_Angeles');
  const store = openStore(join(dataDir, DB_FILE_NAME));
  await buildDataset(store, today, { customers, weeksBack: 0, weeksAhead: 9, staff: 8 });
  store.close();
  const port = 5000 + Math.floor(Math.random() * 900);
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawnNode('sync-server/src/cli/serve.ts', [], {
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_REQUESTS: '0',
      ADMIN_PASSWORD: 'fault-admin-pass',
      ...env,
    });
    await waitForHttp(`${base}/api/public/config`, 30_000);
  }

  function kill() {
    child?.kill('SIGKILL');
    const dead = child;
    child = null;
    return new Promise<void>((resolve) => {
      if (!dead || dead.exitCode !== null || dead.signalCode) resolve();
      else dead.once('exit', () => resolve());
    });
  }

  async function stop() {
    if (!child) return;
    const c = child;
    child = null;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    });
  }

  async function login(username: string) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: BENCH_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    return (res.headers.get('set-cookie') ?? '').split(';')[0];
  }

  /** Opens the file read-only (the server may be dead): integrity and what was applied. */
  function inspect<T>(fn: (db: Database.Database) => T): T {
    const db = new Database(join(dataDir, DB_FILE_NAME), { readonly: true });
    try {
      return fn(db);
    } finally {
      db.close();
    }
  }

  const integrity = () => inspect((db) => db.pragma('integrity_check', { simple: true }));
  const scheduledTaskIds = (n: number) =>
    inspect(
      (db) =>
        db.prepare("SELECT id FROM tasks WHERE status = 'scheduled' ORDER BY id LIMIT ?").all(n) as { id: number }[],
    ).map((r) => r.id);

  return { dataDir, base, start, kill, stop, login, inspect, integrity, scheduledTaskIds };
}

export interface QueuedMutation {
  mutationId: string;
  name: 'setTaskStatus';
  args: { taskId: number; status: 'completed'; completedAt: string };
  createdAt: string;
}

/** Completions with distinct tap times just before now (older ones would be clamped to the arrival time). */
export const completeMutations = (taskIds: number[]): QueuedMutation[] => {
  const first = Date.now() - 1000 - taskIds.length;
  return taskIds.map((taskId, i) => {
    const at = new Date(first + i).toISOString();
    return {
      mutationId: newMutationId(),
      name: 'setTaskStatus',
      args: { taskId, status: 'completed', completedAt: at },
      createdAt: at,
    };
  });
};

/**
 * The client side of a flush: pushes the queue in batches, in order; a batch leaves the queue only when
 * its reply arrives. Network errors and 5xx retry the same batch; `dropReply` throws a reply away after
 * the server committed it (a lost acknowledgement).
 */
export async function flush(
  base: string,
  cookie: string,
  clientId: string,
  queue: QueuedMutation[],
  opts: { batch?: number; dropReply?: () => boolean; onBatchSent?: (i: number) => void; deadlineMs?: number } = {},
) {
  const batch = opts.batch ?? 50;
  const deadline = Date.now() + (opts.deadlineMs ?? 60_000);
  let sent = 0;
  let attempts = 0;
  while (queue.length > 0) {
    if (Date.now() > deadline) throw new Error(`flush did not finish: ${queue.length} left`);
    const slice = queue.slice(0, batch);
    attempts++;
    opts.onBatchSent?.(sent++);
    try {
      const res = await fetch(`${base}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ clientId, mutations: slice }),
      });
      if (res.status >= 500) throw new Error(`server ${res.status}`);
      if (!res.ok) throw new Error(`push refused ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { results: { mutationId: string; status: string }[] };
      if (opts.dropReply?.()) continue;
      const done = new Set(body.results.map((r) => r.mutationId));
      queue.splice(0, queue.length, ...queue.filter((m) => !done.has(m.mutationId)));
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('push refused')) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { attempts };
}
