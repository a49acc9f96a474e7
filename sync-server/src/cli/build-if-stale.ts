import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['pwa', 'schema', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Runs `vite build` when dist/ is missing or older than the PWA's sources. */
export function buildIfStale(root = process.cwd(), distDir = resolve(root, 'dist')) {
  const index = join(distDir, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(resolve(root, s))));
  if (built >= sources) return false;
  console.log(built ? '[start] the PWA changed since the last build: rebuilding…' : '[start] building the PWA…');
  const vite = resolve(root, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  return true;
}
