import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { customers, employees, type TodaySlice, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, assignTask, createTestApp, seedJob, type TestApp } from '../test-support';

/**
 * GET /crew-dashboard through the real app, with the crew renderer built from the app's source (as
 * `npm run build` does) into a temporary DIST_DIR beside a small page template and shell.
 */
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const TEMPLATE =
  '<!doctype html><html><head><!--first-screen:head--></head><body><div id="prerendered"><!--first-screen:body--></div><div id="root"></div></body></html>';

let dist = '';
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bv-crew-dist-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  const built = spawnSync(process.execPath, ['build/build-crew-renderer.mjs', join(dist, 'server')], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building the crew renderer failed: ${built.stderr}`);
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'server', 'crew-page.html'), TEMPLATE);
}, 120_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

let t: TestApp;
afterEach(() => t?.cleanup());

/** A crew member with one stop today (Mine Customer) and a colleague's stop they do not hold. */
async function crewDay() {
  t = await createTestApp({ DIST_DIR: dist }, { serveStatic: true });
  const today = todayIn(t.config.businessTz);
  const crew = await t.userWithRole('crew');
  const other = await t.userWithRole('crew');
  const mine = seedJob(t, today, 'Mine Customer');
  const theirs = seedJob(t, today, 'Theirs Customer');
  assignTask(t, mine.curb.id, crew.id);
  assignTask(t, theirs.curb.id, other.id);
  return { today, crew };
}

const page = (cookie?: string, encoding?: string) =>
  t.app.request('http://localhost:3000/crew-dashboard', {
    headers: { ...(cookie ? { cookie } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

/** The JSON the page hands the app, from its script element. */
function pageData(html: string): { me: { user: { id: number } }; today: TodaySlice; businessTz: string } {
  const json = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page has no first-screen data');
  return JSON.parse(json);
}

describe('GET /crew-dashboard for a signed-in crew member', () => {
  it("has the day's stops in the HTML, the data the app would ask for, and is never stored on the way", async () => {
    const { today, crew } = await crewDay();
    const res = await page(crew.cookie, 'br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    // The copy: the screen's heading and the crew member's stop, read-only until the app replaces it.
    const copy = html.slice(html.indexOf('<div id="prerendered">'), html.indexOf('<div id="root">'));
    expect(copy).toContain('Crew Dashboard');
    expect(copy).toContain('Mine Customer');
    expect(copy).not.toContain('Theirs Customer');
    expect(copy).toMatch(/<button disabled=""[^>]*>[^<]*Complete/);
    // The same answers GET /api/auth/me and GET /api/sync/today give.
    const data = pageData(html);
    expect(data.me.user.id).toBe(crew.id);
    expect(data.businessTz).toBe(t.config.businessTz);
    const api = await as(t, crew.cookie).get<TodaySlice>(`/api/sync/today?date=${today}`);
    expect(data.today).toEqual(api.body);
    // The page's one inline script runs under the content security policy, by its hash only.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('keeps text a customer typed from ending the data script', async () => {
    const { crew } = await crewDay();
    t.store.write((db) => db.update(customers).set({ name: '</script><script>alert(1)</script>' }).run());
    const html = await (await page(crew.cookie)).text();
    expect(pageData(html).today.rows.customers?.[0]?.name).toBe('</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('GET /crew-dashboard for anyone else', () => {
  it('is the plain shell for a visitor, an office account, and a crew member who must change their password', async () => {
    await crewDay();
    expect(await (await page()).text()).toBe(SHELL);
    const manager = await t.userWithRole('manager');
    expect(await (await page(manager.cookie)).text()).toBe(SHELL);
    const newcomer = await t.userWithRole('crew');
    t.store.write((db) =>
      db.update(employees).set({ mustChangePassword: true }).where(eq(employees.id, newcomer.id)).run(),
    );
    expect(await (await page(newcomer.cookie)).text()).toBe(SHELL);
  });

  it('is the plain shell when the built renderer fails to load (a partial deploy), and says so in the log', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'bv-crew-broken-'));
    try {
      writeFileSync(join(broken, 'index.html'), SHELL);
      mkdirSync(join(broken, 'server'));
      writeFileSync(join(broken, 'server', 'crew-page.html'), TEMPLATE);
      writeFileSync(join(broken, 'server', 'crew-first-screen.mjs'), "throw new Error('half-copied file');\n");
      t = await createTestApp({ DIST_DIR: broken }, { serveStatic: true });
      const crew = await t.userWithRole('crew');
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await page(crew.cookie);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SHELL);
      expect(String(logged.mock.calls[0]?.[0])).toContain('[crew-first-screen]');
      logged.mockRestore();
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("never serves the server's own files", async () => {
    await crewDay();
    expect((await t.app.request('http://localhost:3000/server/crew-page.html')).status).toBe(404);
    expect((await t.app.request('http://localhost:3000/server/crew-first-screen.mjs')).status).toBe(404);
  });
});
