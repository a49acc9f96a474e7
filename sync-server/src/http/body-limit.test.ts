import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { startServer } from '../server';

/**
 * The JSON body limit over real HTTP, where @hono/node-server reads bodies from the socket: a declared
 * Content-Length decides without touching the body, a streamed (chunked) body is counted as it comes.
 */
let running: Awaited<ReturnType<typeof startServer>>;
let base = '';
let dataDir = '';
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bv-limit-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'admin-pass-123',
    NODE_ENV: 'test',
    PORT: '0',
    LOG_REQUESTS: '0',
  });
  running = await startServer(config);
  base = `http://127.0.0.1:${running.port}`;
});
afterAll(async () => {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const login = (body: NonNullable<RequestInit['body']>, extra: RequestInit = {}) =>
  fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, ...extra });

const chunked = (text: string) =>
  new ReadableStream({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
      controller.close();
    },
  });

describe('JSON body limit over HTTP', () => {
  const big = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' });
  const small = JSON.stringify({ username: 'admin', password: 'wrong-password' });

  it('refuses a declared Content-Length over 1 MB with 413', async () => {
    const res = await login(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('refuses a chunked body over 1 MB with 413', async () => {
    const res = await login(chunked(big), { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('reads a body under the limit, declared or chunked', async () => {
    expect((await login(small)).status).toBe(401);
    expect((await login(chunked(small), { duplex: 'half' } as RequestInit)).status).toBe(401);
    const ok = await login(JSON.stringify({ username: 'admin', password: 'admin-pass-123' }));
    expect(ok.status).toBe(200);
  });
});
