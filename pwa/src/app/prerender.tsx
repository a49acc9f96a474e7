import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes, preloadScreenFor } from './router';
import { ErrorBoundary } from './screen-error-boundary';

/**
 * The HTML a public page renders before anything is fetched, for the build to put in that page's
 * shell (build/prerender.ts): over a slow link the page is read while the app's code is still on its way.
 */
export async function renderPage(pathname: string): Promise<string> {
  await preloadScreenFor(pathname);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <ErrorBoundary>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </ErrorBoundary>
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
