import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { PwaUpdatePrompt, registerServiceWorkerWhenIdle } from './app/pwa-update';
import { AppRouter, preloadScreenFor } from './app/router';
import { ErrorBoundary } from './app/screen-error-boundary';
import { hasRememberedUser } from './app/session-store';
import { firstSystem } from './app/theme';
import { businessTzReady } from './lib/business-day';
import { nextTask } from './lib/next-task';
import { startSyncEngineSoon } from './sync/start';

async function render(root: HTMLElement, prerendered: boolean) {
  // Chakra's system (about 90 ms on a slow phone) is made in a task before the first render's: together
  // they were one long task, which a tap could not come between.
  firstSystem();
  await nextTask();
  const app = (
    <StrictMode>
      <Providers>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
        <PwaUpdatePrompt />
      </Providers>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  if (prerendered) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
  // The local database syncs in the background for staff who signed in on this device (public visitors
  // have nothing to sync: no pull, no 401 in the console).
  if (hasRememberedUser()) startSyncEngineSoon();
}

/**
 * What the app does first, in a task after the one that evaluated its modules: on a slow phone the two
 * together were one long task.
 */
function start() {
  void businessTzReady();
  // Not tied to the first render: a screen that fails must not also cost the phone its offline copy.
  registerServiceWorkerWhenIdle();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // A public page the build rendered ahead is on screen already: the app renders once its screen's code is
  // all here, in small slices, and takes the prerendered copy's place in the same frame
  // (docs/decisions/0051-prerendered-public-pages.md).
  const prerendered = document.getElementById('prerendered') !== null;
  // Otherwise the screen's chunk (and its local data) is fetched now; the first render waits for it at most
  // 250 ms (docs/decisions/0011-hand-written-lazy-screen-loader.md).
  const screenLoaded = preloadScreenFor(window.location.pathname);
  void (prerendered ? screenLoaded : Promise.race([screenLoaded, new Promise((r) => setTimeout(r, 250))])).then(() =>
    render(root, prerendered),
  );
}

void nextTask().then(start);
