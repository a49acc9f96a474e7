import puppeteer, { type Page } from 'puppeteer-core';
import { startDemo } from './demo-server';

/**
 * Stock Firefox (Debian's firefox-esr over WebDriver BiDi): the signup and tracking pages render without
 * a page error, and a crew member signs in and sees the day's stop cards.
 */
const demo = await startDemo(Number(process.env.ENGINES_PORT ?? 4189));
const browser = await puppeteer.launch({
  browser: 'firefox',
  executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  headless: true,
});
const failures: string[] = [];

async function visit(page: Page, path: string, ready: string) {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${demo.base}${path}`);
  console.log(`[firefox] ${path}: loaded`);
  await page.waitForSelector(ready, { timeout: 60_000 }).catch((err) => {
    throw new Error(`${path}: no ${ready} (${err})`);
  });
  if (errors.length) failures.push(`${path}: ${errors.join('; ')}`);
}

try {
  const page = await browser.newPage();
  await visit(page, '/signup', 'form');
  await visit(page, `/track/${demo.trackingToken}`, 'h1, h2');
  await visit(page, '/login', 'input');
  await page.type('input[name="username"]', 'casey');
  await page.type('input[name="password"]', 'casey-demo');
  await page.click('button[type="submit"]');
  await page.waitForSelector('[data-testid="task-card"]', { timeout: 60_000 });
  console.log('[firefox] signup, tracking, sign-in and stop cards: ok');
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
process.exit(0);
