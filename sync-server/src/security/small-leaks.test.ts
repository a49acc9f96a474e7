import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { customers, messages } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { backupDataDir, restoreDataDir } from '../backup/backup';
import { DB_FILE_NAME, openStore } from '../db/connection';
import { loadConfig } from '../env';
import { addCustomer, as, createTestApp, seedWorld, type TestApp } from '../test-support';
import { MATRIX } from './matrix-routes';

/** What the server must not give away: colleagues' details, readable files, tokens in logs. */
let t: TestApp;
const scratch: string[] = [];
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => {
  t.cleanup();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bv-leaks-'));
  scratch.push(dir);
  return dir;
};
const mode = (file: string) => statSync(file).mode & 0o777;

describe('GET /api/admin/employees/active', () => {
  it('gives crew only names and roles, and the office the full list', async () => {
    const crew = await t.userWithRole('crew');
    const office = await t.userWithRole('customer_service');
    const forCrew = await as(t, crew.cookie).get<Record<string, unknown>[]>('/api/admin/employees/active');
    expect(forCrew.status).toBe(200);
    expect(forCrew.body.length).toBeGreaterThanOrEqual(3);
    for (const row of forCrew.body) expect(Object.keys(row).sort()).toEqual(['name', 'role']);
    expect(forCrew.body).toContainEqual({ name: office.username, role: 'customer_service' });

    const forOffice = await as(t, office.cookie).get<Record<string, unknown>[]>('/api/admin/employees/active');
    expect(forOffice.body[0]).toHaveProperty('email');
    expect(forOffice.body[0]).toHaveProperty('id');
  });
});

describe('what crew receive', () => {
  it('no call a crew member may make answers a tracking token, a service rate or a message text', async () => {
    const crew = await t.userWithRole('crew');
    const world = seedWorld(t);
    const secretText = 'Private text 7f3a: your link';
    t.store.write((db) => {
      db.update(customers).set({ serviceRate: 4321 }).where(eq(customers.id, world.customerId)).run();
      db.insert(messages)
        .values({
          customerId: world.customerId,
          kind: 'bins_out',
          channel: 'sms',
          recipient: '+12065550100',
          body: secretText,
          causeKey: 'leak-test',
        })
        .run();
    });
    const reads = MATRIX.filter(
      (r) => r.method === 'GET' && (r.access === 'staff' || r.access === 'public') && !r.stream,
    );
    expect(reads.length).toBeGreaterThan(15);
    const answered: string[] = [];
    for (const row of reads) {
      const res = await t.call('GET', row.path(world, crew.id), { cookie: crew.cookie });
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
      if (row.access === 'staff') answered.push(`${row.route} ${res.status}`);
      // The public tracking calls take the token in their path: the customer's own key, not a leak.
      if (row.path(world, crew.id).includes(world.token)) continue;
      expect(text, row.route).not.toContain(world.token);
      expect(text, row.route).not.toContain('serviceRate');
      expect(text, row.route).not.toContain('4321');
      expect(text, row.route).not.toContain(secretText);
    }
    expect(answered).toContain('/api/signups 200');
    expect(answered).toContain('/api/signups/{id} 200');
    expect(answered).toContain('/api/sync/pull 200');
    // The customer's messages are the office's.
    expect((await t.call('GET', `/api/customers/${world.customerId}/messages`, { cookie: crew.cookie })).status).toBe(
      403,
    );
  });

  it('the office still gets the token and the rate', async () => {
    const world = seedWorld(t);
    const office = as(t, (await t.userWithRole('customer_service')).cookie);
    const one = await office.get<{ trackingToken: string; serviceRate: number }>(`/api/signups/${world.customerId}`);
    expect(one.body.trackingToken).toBe(world.token);
    expect(typeof one.body.serviceRate).toBe('number');
    const list = await office.get<{ trackingToken: string }[]>('/api/signups');
    expect(list.body.map((c) => c.trackingToken)).toContain(world.token);
  });
});

describe('DATA_DIR files', () => {
  it('creates the database and its WAL files readable by the server user only', async () => {
    await t.userWithRole('crew'); // a write, so the WAL exists
    const file = join(t.dataDir, DB_FILE_NAME);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
  });

  it('tightens a database file an older version left world-readable', () => {
    const dir = tempDir();
    const file = join(dir, DB_FILE_NAME);
    openStore(file).close();
    chmodSync(file, 0o644);
    const store = openStore(file);
    expect(mode(file)).toBe(0o600);
    store.close();
  });

  it('writes backups and restored files 0600', async () => {
    mkdirSync(join(t.dataDir, 'photos'));
    writeFileSync(join(t.dataDir, 'photos', `${'a'.repeat(32)}.jpg`), 'jpeg');
    const out = join(tempDir(), 'backup.sqlite');
    await backupDataDir(t.dataDir, out);
    expect(mode(out)).toBe(0o600);
    const restored = join(tempDir(), 'restored');
    restoreDataDir(out, restored);
    expect(mode(join(restored, DB_FILE_NAME))).toBe(0o600);
    expect(mode(join(restored, 'photos', `${'a'.repeat(32)}.jpg`))).toBe(0o600);
  });
});

describe('request log', () => {
  it('never shows a tracking token', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.join(' '));
    });
    const config = loadConfig({ DATA_DIR: t.dataDir, NODE_ENV: 'production', PORT: '3000', DIST_DIR: tempDir() });
    expect(config.logRequests).toBe(true);
    const app = createApp({ store: t.store, config, serveStatic: false });
    const { trackingToken } = addCustomer(t.store);
    const token = String(trackingToken);
    for (const path of [
      `/api/track/${token}`,
      `/api/track/${token}/upcoming-services`,
      `/track/${token}`,
      `/api/qr-code?url=${encodeURIComponent(`http://localhost:3000/track/${token}`)}`,
    ])
      await app.request(`http://localhost:3000${path}`);
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).toContain('/api/track/[redacted]/upcoming-services');
  });
});

describe('static files', () => {
  it('answers a missing asset 404 and client routes with the shell', async () => {
    const dist = tempDir();
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    const config = loadConfig({ DATA_DIR: t.dataDir, NODE_ENV: 'test', PORT: '3000', DIST_DIR: dist });
    const app = createApp({ store: t.store, config });
    const get = (path: string) => app.request(`http://localhost:3000${path}`);
    expect((await get('/assets/app-abc.js')).status).toBe(200);
    const missing = await get('/assets/nonexistent.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).not.toContain('shell');
    expect((await get('/nonexistent.css')).status).toBe(404);
    const route = await get('/crew/today');
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('shell');
  });
});

describe('precompressed static files', () => {
  it("sends the build's Brotli or gzip copy to a browser that takes it, the plain file otherwise", async () => {
    const dist = tempDir();
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    const js = 'console.log("crew");'.repeat(100);
    writeFileSync(join(dist, 'assets', 'app-abc.js'), js);
    writeFileSync(join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'assets', 'app-abc.js.gz'), gzipSync(js));
    const config = loadConfig({ DATA_DIR: t.dataDir, NODE_ENV: 'test', PORT: '3000', DIST_DIR: dist });
    const app = createApp({ store: t.store, config });
    const get = (encoding?: string) =>
      app.request('http://localhost:3000/assets/app-abc.js', {
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(js);

    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);

    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http', async () => {
    const res = await t.call('GET', '/api/public/config');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('is sent when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://bins.example' });
    try {
      const res = await https.call('GET', '/api/public/config');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      https.cleanup();
    }
  });
});
