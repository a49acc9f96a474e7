// @vitest-environment jsdom
import { DEFAULT_BUSINESS_TZ, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_USER_KEY as APP_LAST_USER_KEY } from '../pwa/src/app/session-store';
import { BUSINESS_TZ_KEY as APP_BUSINESS_TZ_KEY } from '../pwa/src/lib/business-day';
import { earlyFetch } from '../pwa/src/lib/early-fetch';
import { BUSINESS_TZ_KEY, crewStartScript, DEFAULT_TZ, LAST_USER_KEY } from './vite-plugins';

/** The crew start script run as index.html runs it, against a recorded fetch (docs/decisions/0029-crew-startup-over-3g.md). */
const CHUNKS = { screen: ['/assets/crew-dashboard-page-abc.js'], newDevice: ['/assets/runtime-def.js'] };
let asked: string[];
let meStatus: number;

const run = (pathname: string) => {
  window.history.replaceState(null, '', pathname);
  new Function(crewStartScript('/crew-dashboard', CHUNKS))();
};
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  asked = [];
  meStatus = 200;
  localStorage.clear();
  document.head.innerHTML = '';
  delete window.__binValetEarly;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      if (path === '/api/auth/me') return new Response('{"user":{"id":7}}', { status: meStatus });
      return new Response(`{"date":"${path.split('=')[1]}"}`, { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('crew start script', () => {
  it("uses the app's storage keys and default zone", () => {
    expect(LAST_USER_KEY).toBe(APP_LAST_USER_KEY);
    expect(BUSINESS_TZ_KEY).toBe(APP_BUSINESS_TZ_KEY);
    expect(DEFAULT_TZ).toBe(DEFAULT_BUSINESS_TZ);
  });

  it("on an empty device asks who is signed in, then today's slice, and preloads the crew chunks", async () => {
    run('/crew-dashboard');
    const today = `/api/sync/today?date=${todayIn(DEFAULT_BUSINESS_TZ)}`;
    expect(asked).toEqual(['/api/auth/me']);
    expect(preloaded()).toEqual([...CHUNKS.screen, ...CHUNKS.newDevice]);
    // The app's own GETs take the answers, once each; a second GET goes to the network.
    expect(await (await earlyFetch('/api/auth/me')).json()).toEqual({ user: { id: 7 } });
    expect(await (await earlyFetch(today, { method: 'GET', credentials: 'include' })).json()).toEqual({
      date: todayIn(DEFAULT_BUSINESS_TZ),
    });
    expect(asked).toEqual(['/api/auth/me', today]);
    await earlyFetch('/api/auth/me');
    expect(asked).toEqual(['/api/auth/me', today, '/api/auth/me']);
  });

  it("uses the remembered business zone for today's date", async () => {
    localStorage.setItem(BUSINESS_TZ_KEY, 'Pacific/Kiritimati');
    run('/crew-dashboard');
    const today = `/api/sync/today?date=${todayIn('Pacific/Kiritimati')}`;
    await (await earlyFetch(today)).json();
    expect(asked).toEqual(['/api/auth/me', today]);
  });

  it('asks for no slice when signed out: the app then asks itself', async () => {
    meStatus = 401;
    run('/crew-dashboard');
    const today = `/api/sync/today?date=${todayIn(DEFAULT_BUSINESS_TZ)}`;
    expect((await earlyFetch('/api/auth/me')).status).toBe(401);
    await earlyFetch(today);
    expect(asked).toEqual(['/api/auth/me', today]);
  });

  it('asks for no slice nor the sync engine where someone signed in before (their days are stored)', async () => {
    localStorage.setItem(LAST_USER_KEY, '{"id":7}');
    run('/crew-dashboard');
    expect(preloaded()).toEqual(CHUNKS.screen);
    await earlyFetch('/api/auth/me');
    expect(asked).toEqual(['/api/auth/me']);
    expect(Object.keys(window.__binValetEarly ?? {})).toEqual([]);
  });

  it('does nothing on other pages', () => {
    run('/admin');
    expect(asked).toEqual([]);
    expect(preloaded()).toEqual([]);
    expect(window.__binValetEarly).toBeUndefined();
  });
});
