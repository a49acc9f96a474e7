import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../test-support';

/**
 * A full disk or a read-only DATA_DIR must give a clear error and leave the database intact.
 * Full disk is simulated with SQLite's max_page_count (the same SQLITE_FULL a real full disk raises);
 * read-only uses a read-only tmpfs mount where the machine allows mounting (root in CI).
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const customer = (i: number) => ({
  name: `Full Disk ${i}`,
  address: `${100 + i} W Raye St`,
  zipCode: '98199',
  phone: '2065550100',
  email: 'full@example.com',
  needsGarbage: true,
  notes: 'x'.repeat(4000),
});

describe('a full disk', () => {
  it('answers 507 with a clear message, saves nothing half-way and keeps the file intact', async () => {
    const office = as(t, await t.adminCookie());
    expect((await office.post('/api/signups', customer(0))).status).toBe(201);
    const pages = t.store.sqlite.pragma('page_count', { simple: true }) as number;
    t.store.sqlite.pragma(`max_page_count = ${pages + 2}`);
    let full: { status: number; body: unknown } | undefined;
    for (let i = 1; i < 50 && !full; i++) {
      const res = await office.post('/api/signups', customer(i));
      if (res.status !== 201) full = res;
    }
    expect(full?.status).toBe(507);
    expect(full?.body).toEqual({ message: 'The server is out of disk space. Nothing was saved.' });
    expect(t.store.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    // No customer without its service period and jobs: each signup was one transaction.
    const orphans = t.store.sqlite
      .prepare(
        'SELECT count(*) AS n FROM signups s WHERE s.service_start_date IS NOT NULL AND NOT EXISTS (SELECT 1 FROM service_periods p WHERE p.customer_id = s.id)',
      )
      .get() as { n: number };
    expect(orphans.n).toBe(0);
    t.store.sqlite.pragma('max_page_count = 1073741823');
    expect((await office.post('/api/signups', customer(99))).status).toBe(201);
  });
});

function canMount() {
  const probe = join(tmpdir(), `bv-mount-probe-${process.pid}`);
  mkdirSync(probe, { recursive: true });
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,ro', 'tmpfs', probe]).status === 0;
  if (ok) spawnSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return ok;
}

describe('a read-only DATA_DIR', () => {
  it.skipIf(!canMount())('refuses to start with one clear line and exit code 1', () => {
    const dir = join(tmpdir(), `bv-ro-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,ro', 'tmpfs', dir]);
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'sync-server/src/cli/start.ts'], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DIST_DIR: join(tmpdir(), 'no-dist-needed') },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('is not writable');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      spawnSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
