import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNode } from '../../../bench/lib';

export const LIVE_PUBLIC_URL = 'http://bins.test';
export const LIVE_ADMIN_PASSWORD = 'live-admin-pass-1';

/**
 * The real server process (bench/server-entry.ts) on a fresh DATA_DIR and a port the OS picks, for
 * tests that need real concurrent requests over real sockets.
 */
export async function liveServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bv-live-'));
  const child: ChildProcess = spawnNode('bench/server-entry.ts', [], {
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_REQUESTS: '0',
    ADMIN_PASSWORD: LIVE_ADMIN_PASSWORD,
    PUBLIC_URL: LIVE_PUBLIC_URL,
    ...env,
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });

  async function call<T = unknown>(method: string, path: string, opts: { cookie?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  async function login(username: string, password: string) {
    const res = await call<{ user: { id: number } }>('POST', '/api/auth/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    return { cookie, id: res.body.user.id };
  }

  /** A new employee made through the admin API, signed in. */
  async function employee(role: 'crew' | 'customer_service' | 'manager', password = 'employee-pass-1') {
    const admin = await login('admin', LIVE_ADMIN_PASSWORD);
    const username = `${role}-${Math.random().toString(36).slice(2, 8)}`;
    const made = await call<{ id: number }>('POST', '/api/admin/employees', {
      cookie: admin.cookie,
      body: { username, password, role, name: username },
    });
    if (made.status !== 201 && made.status !== 200) throw new Error(`create employee: ${made.status}`);
    const session = await login(username, password);
    return { ...session, username, password, adminCookie: admin.cookie };
  }

  async function stop() {
    if (child.exitCode === null && !child.signalCode) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, dataDir, call, login, employee, stop };
}

export type LiveServer = Awaited<ReturnType<typeof liveServer>>;
