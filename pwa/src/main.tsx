import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { PwaUpdatePrompt, registerServiceWorkerWhenIdle } from './app/pwa-update';
import { AppRouter, preloadScreenFor } from './app/router';
import { ErrorBoundary } from './app/screen-error-boundary';
import { hasRememberedUser } from './app/session-store';
import { businessTzReady } from './lib/business-day';
import { startSyncEngineSoon } from './sync/start';

void businessTzReady();
// Not tied to the first render: a screen that fails must not also cost the phone its offline copy.
registerServiceWorkerWhenIdle();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The screen's chunk (and its local data) is fetched now; the first render waits for it at most 250 ms
// (docs/decisions/0011-hand-written-lazy-screen-loader.md).
void Promise.race([preloadScreenFor(window.location.pathname), new Promise((r) => setTimeout(r, 250))]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
        <PwaUpdatePrompt />
      </Providers>
    </StrictMode>,
  );
  // The local database syncs in the background for staff who signed in on this device (public visitors
  // have nothing to sync: no pull, no 401 in the console).
  if (hasRememberedUser()) startSyncEngineSoon();
});
