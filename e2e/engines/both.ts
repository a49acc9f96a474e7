import { spawn } from 'node:child_process';

/**
 * `npm run test:engines`: Firefox and WebKit side by side. Each mostly waits (a server stopped and
 * started again, a phone retrying), so together they took 28 s where one after the other took 40.
 * Their lines say which engine they come from; either failing fails the run.
 */
const run = (command: string, args: string[]) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`${command}: ${err.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });

const tsx = ['--import', 'tsx'];
const [firefox, webkit] = await Promise.all([
  run(process.execPath, [...tsx, 'e2e/engines/firefox.ts']),
  // MiniBrowser has no headless mode: a virtual display of its own.
  run('xvfb-run', ['-a', process.execPath, ...tsx, 'e2e/engines/webkit.ts']),
]);
if (!firefox || !webkit) {
  console.error(`[engines] failed:${firefox ? '' : ' firefox'}${webkit ? '' : ' webkit'}`);
  process.exit(1);
}
console.log(`[engines] Firefox and WebKit: ok in ${Math.round(process.uptime())} s`);
