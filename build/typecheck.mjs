// `npm run typecheck`: every file type-checked once. The shared schema, the server and the PWA are
// project references (tsc -b); a project that imports another's files reads its declaration files instead
// of checking them again. The schema goes first, the server and the PWA side by side (each tsc is
// single-threaded), then the tests' and tools' project. Declarations and build state are kept in
// node_modules/.cache/tsc, so a second run checks only what changed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const build = (project) =>
  new Promise((resolve) => {
    let out = '';
    const child = spawn(process.execPath, [tsc, '-b', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ project, code, out }));
  });

const waves = [['tsconfig.schema.json'], ['tsconfig.server.json', 'tsconfig.pwa.json'], ['tsconfig.json']];
for (const wave of waves) {
  const results = await Promise.all(wave.map(build));
  let failed = false;
  for (const { project, code, out } of results) {
    // Printed per project, after the wave finished, so the errors of one are not interleaved with another's.
    if (out) process.stdout.write(`${project}:\n${out}`);
    if (code !== 0) {
      failed = true;
      console.error(`tsc -b ${project} failed (exit ${code})`);
    }
  }
  // A later project reads this wave's declarations: its errors would only repeat these.
  if (failed) process.exit(1);
}
