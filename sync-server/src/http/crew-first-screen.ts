import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type TodaySlice, todayIn } from '@bin-valet/schema';
import type { Context, Hono } from 'hono';
import type { AppEnv, SessionUser } from '../app-env';
import { currentUser, meAnswer } from '../auth/guard';
import { todaySlice } from '../sync/today';
import { compressedBody } from './compression';
import { policyAllowingScript } from './security-headers';

/** What the build's renderer (dist/server/crew-first-screen.mjs, from pwa/src/app/crew-first-screen.tsx) exports. */
interface CrewRenderer {
  renderCrewPage(
    template: string,
    input: { user: SessionUser & { mustChangePassword: boolean }; businessTz: string; slice: TodaySlice },
  ): Promise<string>;
  /** The page's one inline script, which the content security policy allows by its hash. */
  FIRST_SCREEN_START: string;
}

const SERVER_DIR = 'server';
const TEMPLATE = 'crew-page.html';
const RENDERER = 'crew-first-screen.mjs';

/**
 * GET /crew-dashboard for a signed-in crew member: the page with today's cards already in the HTML, and
 * the session and day the app would otherwise ask for, so a phone over a slow link reads its route before
 * the app's code arrives (docs/decisions/0058-crew-first-screen-from-the-server.md). Anyone else, a build
 * without the renderer, or a render that fails gets the plain shell, as before.
 */
export function mountCrewFirstScreen(app: Hono<AppEnv>, distDir: string) {
  const dir = join(distDir, SERVER_DIR);
  // The server's own files, never a browser's.
  app.all(`/${SERVER_DIR}/*`, (c) => c.text('Not found', 404));
  let loaded: Promise<{ template: string; renderer: CrewRenderer; csp: string }> | undefined;
  const load = async () => {
    const renderer = (await import(pathToFileURL(join(dir, RENDERER)).href)) as CrewRenderer;
    const hash = createHash('sha256').update(renderer.FIRST_SCREEN_START).digest('base64');
    return { template: readFileSync(join(dir, TEMPLATE), 'utf8'), renderer, csp: await policyAllowingScript(hash) };
  };
  app.get('/crew-dashboard', async (c, next) => {
    if (!existsSync(join(dir, RENDERER))) return next();
    const signedIn = await currentUser(c);
    // Office roles plan every crew's day: their dashboard starts from the shell, as before.
    const user = signedIn?.role.toLowerCase() === 'crew' ? signedIn : undefined;
    if (!user) return next();
    const store = c.get('store');
    const me = meAnswer(store, user);
    // A password the office chose is changed first: that screen is not this one.
    if (me.user.mustChangePassword) return next();
    try {
      loaded ??= load();
      const { template, renderer, csp } = await loaded;
      const { businessTz } = c.get('config');
      const today = todayIn(businessTz);
      const html = await renderer.renderCrewPage(template, {
        user: me.user,
        businessTz,
        slice: todaySlice(store, today, user, today),
      });
      c.header('Content-Security-Policy', csp);
      return sendHtml(c, html);
    } catch (error) {
      loaded = undefined;
      console.error('[crew-first-screen] render failed, the plain shell is sent instead:', error);
      return next();
    }
  });
}

/** The page, compressed when the browser takes it; personal, so never stored by anything on the way. */
function sendHtml(c: Context<AppEnv>, html: string) {
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Cookie');
  return compressedBody(c, new TextEncoder().encode(html), 'text/html; charset=UTF-8');
}
