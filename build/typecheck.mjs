// `npm run typecheck`: the three tsconfig projects at once. Each tsc is single-threaded, so in sequence
// they left a core idle for minutes; together they finish in about the time of the slowest one.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['tsconfig.server.json', 'tsconfig.pwa.json', 'tsconfig.json'];

const run = (project) =>
  new Promise((resolve) => {
    let out = '';
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ project, code, out }));
  });

const results = await Promise.all(projects.map(run));
let failed = false;
for (const { project, code, out } of results) {
  // Printed per project, after all finished, so the errors of one are not interleaved with another's.
  if (out) process.stdout.write(`${project}:\n${out}`);
  if (code !== 0) {
    failed = true;
    console.error(`tsc -p ${project} failed (exit ${code})`);
  }
}
process.exit(failed ? 1 : 0);
