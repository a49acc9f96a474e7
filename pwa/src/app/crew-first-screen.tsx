import type { TodaySlice } from '@bin-valet/schema';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { DaySeedContext, daySeedOf, FIRST_SCREEN_DATA_ID, type PageData } from '../db/day-seed';
import { BUSINESS_TZ_KEY, renderInZone } from '../lib/business-day';
import {
  FIRST_SCREEN_BODY,
  FIRST_SCREEN_HEAD,
  inertCopy,
  intoPageBar,
  PRERENDERED_ID,
  scriptJson,
  stylesToHead,
  withoutGlobalStyles,
} from './page-html';
import { Providers } from './providers';
import { AppRoutes, preloadScreenFor } from './router';
import { ErrorBoundary } from './screen-error-boundary';
import { LAST_USER_KEY, type SessionUser, useSession } from './session-store';

export const CREW_FIRST_SCREEN_PATH = '/crew-dashboard';

export interface CrewFirstScreenInput {
  user: SessionUser;
  /** The business's time zone: the day shown is its today, as on the phone. */
  businessTz: string;
  /** What GET /api/sync/today answers this user for that day. */
  slice: TodaySlice;
}

/**
 * The crew dashboard for a signed-in crew member, its first screen rendered by the server (this module is
 * built into dist/server/ by build/crew-first-screen.ts): on a phone that holds nothing yet, the day's cards
 * are on screen with the HTML, before the app's code arrives, and the app replaces them with the same cards
 * once it has stored the day (docs/decisions/0058-crew-first-screen-from-the-server.md). `template` is the
 * build's page with the two marks of ./page-html.ts.
 */
export async function renderCrewPage(template: string, input: CrewFirstScreenInput): Promise<string> {
  const rendered = withoutGlobalStyles(await renderCrewFirstScreen(input));
  const styles = stylesToHead(rendered);
  const data: PageData = { me: { user: input.user }, today: input.slice, businessTz: input.businessTz };
  const head = `${styles.head}\n    <script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(data)}</script>\n    <script>${FIRST_SCREEN_START}</script>`;
  return template
    .replace(FIRST_SCREEN_HEAD, () => head)
    .replace(FIRST_SCREEN_BODY, () => inertCopy(intoPageBar(styles.body)));
}

/**
 * Run in the head, before the copy is parsed. On a phone that holds nothing yet, the app takes the
 * session and the day from the page (lib/early-fetch.ts) instead of asking for them, in the business's
 * zone. A phone someone signed in on before has its own copy of the day, maybe with taps the server has not
 * seen: the server's copy and day are not used there, and the app starts as it would from the plain shell.
 */
export const FIRST_SCREEN_START = `(function () {
  var local = null;
  try { local = localStorage.getItem(${JSON.stringify(LAST_USER_KEY)}); } catch (e) {}
  var page = document.getElementById(${JSON.stringify(FIRST_SCREEN_DATA_ID)});
  if (local) {
    page.remove();
    var style = document.createElement('style');
    style.textContent = '#${PRERENDERED_ID} { display: none } #${PRERENDERED_ID}:not([hidden]) ~ #root { display: block }';
    document.head.appendChild(style);
    document.addEventListener('DOMContentLoaded', function () {
      var copy = document.getElementById('${PRERENDERED_ID}');
      if (copy) copy.remove();
    });
    return;
  }
  var data = JSON.parse(page.textContent);
  try { localStorage.setItem(${JSON.stringify(BUSINESS_TZ_KEY)}, data.businessTz); } catch (e) {}
  var answer = function (value) {
    return Promise.resolve(new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }));
  };
  var early = (window.__binValetEarly = window.__binValetEarly || {});
  early['/api/auth/me'] = answer(data.me);
  early['/api/sync/today?date=' + data.today.date] = answer(data.today);
})();`;

// The session and the zone are module state the screens read: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

function renderCrewFirstScreen(input: CrewFirstScreenInput): Promise<string> {
  const run = queue.then(() => render(input));
  queue = run.catch(() => undefined);
  return run;
}

async function render({ user, businessTz, slice }: CrewFirstScreenInput): Promise<string> {
  const restoreZone = renderInZone(businessTz);
  useSession.setState({ user, status: 'authenticated', fetchedAt: Date.now(), error: null });
  try {
    await preloadScreenFor(CREW_FIRST_SCREEN_PATH);
    const { prelude } = await prerender(
      <StrictMode>
        <Providers>
          <DaySeedContext.Provider value={daySeedOf(user.id, slice)}>
            <ErrorBoundary>
              <StaticRouter location={CREW_FIRST_SCREEN_PATH}>
                <AppRoutes />
              </StaticRouter>
            </ErrorBoundary>
          </DaySeedContext.Provider>
        </Providers>
      </StrictMode>,
      // One piece: a larger screen's content would otherwise come in a hidden copy that a script moves in.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    useSession.setState({ user: null, status: 'idle', fetchedAt: 0 });
    restoreZone();
  }
}
