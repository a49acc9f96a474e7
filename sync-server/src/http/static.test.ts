import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { mountPwa } from './static';

const dirs: string[] = [];
function builtApp(withPages: boolean) {
  const dist = mkdtempSync(join(tmpdir(), 'bv-dist-'));
  dirs.push(dist);
  writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
  const shell = `<style>:root{--chakra-colors-red:red}${' '.repeat(2000)}</style><div id="root"></div>`;
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(shell));
  if (withPages) {
    mkdirSync(join(dist, 'pages'));
    const landing = `<div id="prerendered"><h1>Your bins to the curb</h1>${' '.repeat(2000)}</div>`;
    writeFileSync(join(dist, 'pages', 'landing.html'), landing);
    writeFileSync(join(dist, 'pages', 'landing.html.br'), brotliCompressSync(landing));
    writeFileSync(join(dist, 'pages', 'track.html'), '<div id="prerendered">Loading your service</div>');
    writeFileSync(
      join(dist, 'pages', 'routes.json'),
      JSON.stringify({ '/': 'pages/landing.html', '/track/:token': 'pages/track.html' }),
    );
  }
  const app = new Hono<AppEnv>();
  mountPwa(app, dist);
  return app;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the prerendered public pages', () => {
  it('are served for their routes, compressed when the browser takes it, and every other page gets the shell', async () => {
    const app = builtApp(true);
    const landing = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-encoding')).toBe('br');
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    const body = brotliDecompressSync(Buffer.from(await landing.arrayBuffer())).toString('utf8');
    expect(body).toContain('Your bins to the curb');

    const tracking = await app.request('/track/0123456789abcdef');
    expect(await tracking.text()).toContain('Loading your service');

    const office = await app.request('/admin');
    expect(await office.text()).toBe('<div id="root"></div>');
  });

  it("serves the shell's compressed copy to a browser that takes it, uncached, on any client route", async () => {
    const app = builtApp(false);
    const crew = await app.request('/crew-dashboard', { headers: { 'Accept-Encoding': 'br' } });
    expect(crew.status).toBe(200);
    expect(crew.headers.get('content-encoding')).toBe('br');
    expect(crew.headers.get('content-type')).toContain('text/html');
    expect(crew.headers.get('cache-control')).toBe('no-cache');
    const body = brotliDecompressSync(Buffer.from(await crew.arrayBuffer())).toString('utf8');
    expect(body).toContain('--chakra-colors-red');
    // A file path is never answered with the shell.
    expect((await app.request('/missing.js')).status).toBe(404);
  });

  it('are optional: a build without them serves the shell everywhere', async () => {
    const app = builtApp(false);
    expect(await (await app.request('/')).text()).toBe('<div id="root"></div>');
    expect(await (await app.request('/track/abc')).text()).toBe('<div id="root"></div>');
  });
});
