// `node build/side-by-side.mjs a b …`: runs the npm scripts a, b, … at the same time and fails when any
// of them fails. Only for steps that leave the cores idle on their own: the browser engines mostly wait
// on a stopped server or a retrying phone (26–28 s together, 40 s one after the other). The type check
// beside the unit tests gained nothing (104 s against 102 s): both already use the two cores. Each
// script's output goes straight through; the engines prefix their lines.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`${script}: ${err.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`[side by side] failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`[side by side] ${scripts.join(', ')}: ok in ${Math.round(process.uptime())} s`);
