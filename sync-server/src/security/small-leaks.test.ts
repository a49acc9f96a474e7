import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { backupDataDir, restoreDataDir } from '../backup/backup';
import { DB_FILE_NAME, openStore } from '../db/connection';
import { loadConfig } from '../env';
import { addCustomer, as, createTestApp, type TestApp } from '../test-support';

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
