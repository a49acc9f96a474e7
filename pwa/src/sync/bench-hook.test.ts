import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The measuring hook puts the whole local database on `window`: it must exist in bench builds only.
 * Builds the PWA twice with the project's own vite.config.ts and reads every emitted JavaScript file.
 */
const root = join(import.meta.dirname, '../../..');
const outDirs: string[] = [];

async function builtJs(bench: boolean): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bv-build-'));
  outDirs.push(outDir);
  const before = process.env.VITE_BENCH;
  process.env.VITE_BENCH = bench ? '1' : '';
  try {
    await build({
      root: join(root, 'pwa'),
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.VITE_BENCH = before;
  }
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  return files.map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('bench hook in builds', () => {
  it('a production build contains no __binValetSync; a bench build (VITE_BENCH=1) does', {
    timeout: 180_000,
  }, async () => {
    expect(await builtJs(false)).not.toContain('__binValetSync');
    expect(await builtJs(true)).toContain('__binValetSync');
  });
});
