import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../sync-server/src/db/connection';
import { spawnNode, waitForHttp } from '../../sync-server/src/test-support';

const DEMO_ADMIN_PASSWORD = 'admin-demo';

/**
 * `npm run demo`'s server on its own port and temporary DATA_DIR, for the other browser engines. It can
 * be killed by its pid (a crash, not a shutdown) and started again on the same data with `npm start`'s
 * script (the demo's own start would wipe it).
 */
export async function startDemo(port: number) {
  const tmp = mkdtempSync(join(tmpdir(), 'bv-engines-'));
  const dataDir = join(tmp, 'data');
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), LOG_REQUESTS: '0', NODE_ENV: 'production' };
  const launch = async (script: string): Promise<ChildProcess> => {
    const child = spawnNode(script, [], { ...env, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD });
    child.stdout?.resume();
    await waitForHttp(`${base}/api/public/config`, 180_000);
    return child;
  };
  let server: ChildProcess | undefined = await launch('sync-server/src/cli/demo.ts');
  const dbPath = join(dataDir, DB_FILE_NAME);
  const query = <T>(sql: string, ...params: unknown[]): T[] => {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  const [{ token }] = query<{ token: string }>('SELECT tracking_token AS token FROM signups ORDER BY id LIMIT 1');

  const killed = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
    });
  return {
    base,
    trackingToken: token,
    /** Read-only SQL on the server's database file (the server may be running). */
    query,
    /** Kills the server process by its pid with SIGKILL and waits until it is gone. */
    async kill() {
      if (!server?.pid) return;
      const gone = killed(server);
      process.kill(server.pid, 'SIGKILL');
      await gone;
      server = undefined;
    },
    /** Starts the server again on the same data, as `npm start` does. */
    async restart() {
      server = await launch('sync-server/src/cli/start.ts');
    },
    stop() {
      server?.kill('SIGTERM');
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
