import puppeteer from 'puppeteer-core';
import { crewOfflineFlow, type EngineDriver, publicPages, twoStopsForToday } from './crew-offline-flow';
import { startDemo } from './demo-server';

/**
 * Stock Firefox (Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi): the signup and
 * tracking pages render without a page error, and the crew's offline flow works end to end.
 */
/** The last step logged: a page error says where in the flow it came. */
let step = 'start';
const log = (msg: string) => {
  step = msg;
  console.log(`[firefox] ${msg}`);
};
const demo = await startDemo(Number(process.env.ENGINES_PORT ?? 4189));
const browser = await puppeteer.launch({
  browser: 'firefox',
  executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  headless: true,
});
const failures: string[] = [];
try {
  const page = await browser.newPage();
  page.on('pageerror', (err) => failures.push(`page error after "${step}": ${String(err)}`));
  const driver: EngineDriver = {
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    type: (selector, text) => page.type(selector, text),
    click: (selector) => page.click(selector),
  };
  await publicPages(driver, demo, log);
  await crewOfflineFlow(driver, demo, await twoStopsForToday(demo, 'Firefox'), log);
} catch (err) {
  failures.push(String(err));
} finally {
  await browser.close();
  demo.stop();
}
if (failures.length) {
  console.error(`[firefox] failed:\n${failures.join('\n')}`);
  process.exit(1);
}
log(`signup, tracking and the crew offline flow: ok in ${Math.round(process.uptime())} s`);
process.exit(0);
