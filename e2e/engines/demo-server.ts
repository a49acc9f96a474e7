import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../sync-server/src/db/connection';
import { spawnNode, waitForHttp } from '../../sync-server/src/test-support';

/** `npm run demo`'s server on its own port and temporary DATA_DIR, for the other browser engines. */
export async function startDemo(port: number) {
  const tmp = mkdtempSync(join(tmpdir(), 'bv-engines-'));
  const dataDir = join(tmp, 'data');
  const base = `http://127.0.0.1:${port}`;
  const server = spawnNode('sync-server/src/cli/demo.ts', [], {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_REQUESTS: '0',
    NODE_ENV: 'production',
  });
  server.stdout?.resume();
  await waitForHttp(`${base}/api/public/config`, 180_000);
  const db = new Database(join(dataDir, DB_FILE_NAME), { readonly: true });
  const row = db.prepare('SELECT tracking_token AS token FROM signups ORDER BY id LIMIT 1').get() as { token: string };
  db.close();
  return {
    base,
    trackingToken: row.token,
    stop() {
      server.kill('SIGTERM');
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
