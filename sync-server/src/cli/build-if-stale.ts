import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// build/ holds the build's own Vite plugins (precompression, the crew start script).
const SOURCES = ['pwa', 'schema', 'build', 'vite.config.ts', 'package.json'];

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

/** Which kind of build a folder holds: a bench build must never be served as the product, nor the reverse. */
export type BuildMode = 'production' | 'bench';
const MODE_FILE = '.build-mode';

function builtMode(distDir: string): BuildMode {
  const file = join(distDir, MODE_FILE);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === 'bench' ? 'bench' : 'production';
}

/**
 * Runs `vite build` when the folder is missing, older than the PWA's sources or of the other mode.
 * `bench` builds set VITE_BENCH=1, which compiles in the measuring hook (docs/decisions/0025).
 */
export function buildIfStale(root = process.cwd(), distDir = resolve(root, 'dist'), mode: BuildMode = 'production') {
  const index = join(distDir, 'index.html');
  const built = existsSync(index) && builtMode(distDir) === mode ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(resolve(root, s))));
  if (built >= sources) return false;
  console.log(
    built ? '[start] the PWA changed since the last build: rebuilding…' : `[start] building the PWA (${mode})…`,
  );
  const vite = resolve(root, 'node_modules/.bin/vite');
  const env = { ...process.env, VITE_BENCH: mode === 'bench' ? '1' : '' };
  const result = spawnSync(vite, ['build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('vite build failed');
  if (mode === 'bench') writeFileSync(join(distDir, MODE_FILE), 'bench\n');
  return true;
}
