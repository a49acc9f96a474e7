import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The build this suite serves is the product's (`npm run build`, dist/): the bench's measuring hook,
 * which puts the whole local database on `window`, must not be in it. Checked here, on the build that
 * ships, instead of by building the app again inside a unit test; the bench build's hook is what the
 * bench itself measures through, so a bench build without it fails there.
 */
test('the served build carries no bench hook, in any script it can load', async ({ request }) => {
  const dist = join(import.meta.dirname, '..', 'dist');
  const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of scripts) expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('__binValetSync');
  // What the server sends is that build.
  const html = await (await request.get('/')).text();
  const entry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const served = await (await request.get(entry ?? '')).text();
  expect(served).not.toContain('__binValetSync');
  expect(scripts.some((f) => readFileSync(join(dist, f), 'utf8') === served)).toBe(true);
});
