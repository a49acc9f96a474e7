import { type ChildProcess, spawn } from 'node:child_process';
import { Builder, By, Capabilities } from 'selenium-webdriver';
import { waitForHttp } from '../../sync-server/src/test-support';
import { crewOfflineFlow, type EngineDriver, publicPages, twoStopsForToday } from './crew-offline-flow';
import { startDemo } from './demo-server';

/**
 * WebKit, Safari's engine: WebKitGTK's MiniBrowser driven by WebKitWebDriver through selenium-webdriver.
 * MiniBrowser has no headless mode, so `npm run test:engines` runs this under `xvfb-run`. It has no
 * console endpoint either: a hook put into each page collects its errors.
 */
const log = (msg: string) => console.log(`[webkit] ${msg}`);
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4444);
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const demo = await startDemo(Number(process.env.WEBKIT_ENGINE_PORT ?? 4186));
let webDriver: ChildProcess | undefined;
const failures: string[] = [];
try {
  webDriver = spawn(process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver', [`--port=${DRIVER_PORT}`], {
    stdio: 'ignore',
  });
  await waitForHttp(`http://127.0.0.1:${DRIVER_PORT}/status`, 30_000);
  const caps = new Capabilities();
  caps.setBrowserName('MiniBrowser');
  caps.set('webkitgtk:browserOptions', { binary: MINIBROWSER, args: ['--automation'] });
  const browser = await new Builder().usingServer(`http://127.0.0.1:${DRIVER_PORT}`).withCapabilities(caps).build();
  try {
    const errorHook = () => {
      const w = window as Window & { __engineErrors?: string[] };
      if (w.__engineErrors) return;
      w.__engineErrors = [];
      window.addEventListener('error', (e) => w.__engineErrors?.push(String(e.message)));
      window.addEventListener('unhandledrejection', (e) => w.__engineErrors?.push(String(e.reason)));
    };
    const collectErrors = async () => {
      const errors = (await browser.executeScript(
        () => (window as Window & { __engineErrors?: string[] }).__engineErrors ?? [],
      )) as string[];
      for (const e of errors) failures.push(`page error: ${e}`);
    };
    const driver: EngineDriver = {
      goto: async (url) => {
        await browser.get(url);
        await browser.executeScript(errorHook);
      },
      reload: async () => {
        await collectErrors();
        await browser.navigate().refresh();
        await browser.executeScript(errorHook);
      },
      evaluate: async <T>(fn: (...args: string[]) => T, ...args: string[]) =>
        (await browser.executeScript(fn, ...args)) as T,
      type: async (selector, text) => browser.findElement(By.css(selector)).sendKeys(text),
      click: async (selector) => browser.findElement(By.css(selector)).click(),
    };
    await publicPages(driver, demo, log);
    await collectErrors();
    await crewOfflineFlow(driver, demo, await twoStopsForToday(demo, 'WebKit'), log);
    await collectErrors();
  } finally {
    await browser.quit();
  }
} catch (err) {
  failures.push(String(err));
} finally {
  webDriver?.kill();
  demo.stop();
}
if (failures.length) {
  console.error(`[webkit] failed:\n${failures.join('\n')}`);
  process.exit(1);
}
log(`signup, tracking and the crew offline flow: ok in ${Math.round(process.uptime())} s`);
process.exit(0);
