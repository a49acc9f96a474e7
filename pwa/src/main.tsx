import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { PwaUpdatePrompt, registerServiceWorker } from './app/pwa-update';
import { AppRouter } from './app/router';
import { refreshBusinessTz } from './lib/business-day';
import { startSyncEngine } from './sync/runtime';

void refreshBusinessTz();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
      <PwaUpdatePrompt />
    </Providers>
  </StrictMode>,
);

// The app shell works offline after one visit; the local database syncs in the background.
registerServiceWorker();
startSyncEngine();
