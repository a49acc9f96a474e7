// `node build/side-by-side.mjs a b …`: runs the npm scripts a, b, … at the same time and fails when any
// of them fails. Only for steps that leave the cores idle on their own: the browser engines mostly wait
// on a stopped server or a retrying phone (26–28 s together, 40 s one after the other). The type check
// beside the unit tests gained nothing (104 s against 102 s): both already use the two cores. Each
// script's output goes straight through; the engines prefix their lines.
// `--retries=1`: a script that fails runs once more, as the Playwright suite retries a failed test once in
// CI; the first failure's output stays in the log and the script is named flaky.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const retries = Number(args.find((a) => a.startsWith('--retries='))?.slice('--retries='.length) ?? 0);
const scripts = args.filter((a) => !a.startsWith('--'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const runOnce = (script) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`${script}: ${err.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
const run = async (script) => {
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (await runOnce(script)) {
      if (attempt > 0) console.log(`[side by side] ${script}: flaky, passed on attempt ${attempt + 1}`);
      return true;
    }
    if (attempt < retries) console.error(`[side by side] ${script} failed; running it once more`);
  }
  return false;
};

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`[side by side] failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`[side by side] ${scripts.join(', ')}: ok in ${Math.round(process.uptime())} s`);
