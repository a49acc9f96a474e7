import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';

/** X-Forwarded-For is trusted only when nothing but a proxy on this machine can reach the server. */
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bv-proxy-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('TRUST_PROXY', () => {
  it('is refused with a public HOST, with a sentence saying what to do', () => {
    for (const HOST of ['0.0.0.0', '192.168.1.20', '::']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1', HOST })).toThrow(
        /TRUST_PROXY=1 with HOST=.*forge X-Forwarded-For.*Bind HOST to 127\.0\.0\.1.*TRUST_PROXY_FORCE=1/,
      );
    }
  });

  it('is taken with a loopback HOST (the default), or when forced', () => {
    for (const HOST of [undefined, '127.0.0.1', '::1', '[::1]', 'localhost', '127.0.0.2'])
      expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1', HOST }).trustProxy).toBe(1);
    const forced = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2', HOST: '0.0.0.0', TRUST_PROXY_FORCE: '1' });
    expect(forced.trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).trustProxy).toBe(0);
  });

  it('stops the real server at start, before it listens, with that sentence', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/cli/serve.ts'], {
      env: { ...process.env, DATA_DIR: dataDir(), TRUST_PROXY: '1', HOST: '0.0.0.0', PORT: '0', LOG_REQUESTS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/\[server\] cannot start: TRUST_PROXY=1 with HOST=0\.0\.0\.0/);
  }, 30_000);
});
