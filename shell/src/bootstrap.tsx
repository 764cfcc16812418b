// Start-up: read config.json (remote URLs, API base), register the public remotes, create the one store
// of the page, render. mf_admin is registered later, by the admin guard.
// When the site's server has rendered the page (shell/server/ssr), the root already holds its markup and
// the page carries the store state the server rendered it with: the app hydrates that markup instead of
// drawing it again, from the same state, so the API calls already answered are not made again.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { KitProviders, loadRuntimeConfig, makeStore, type RootState } from '@gsvmc/shared-kit';
import { initFederation } from './federation/remotes';
import { preloadRemotePage } from './federation/RemotePage';
import { App } from './app/App';
import { serverRenderedPage } from './app/serverState';
import { hydrateInSlices } from './app/hydrate';

/**
 * Ends the current task, so the browser can paint and handle input between the steps of start-up: on a
 * phone each step is tens of milliseconds, and in one task they add up to a long one (issue 10).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await loadRuntimeConfig('/config.json');
  initFederation();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const server = serverRenderedPage(document, window.location.pathname);
  const store = makeStore(server?.state as Partial<RootState> | undefined);
  const app = (
    <StrictMode>
      <KitProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </KitProviders>
    </StrictMode>
  );
  if (!server) {
    createRoot(root).render(app);
    return;
  }
  await nextTask();
  // The page's code before hydrating, so hydration does not suspend (see preloadRemotePage). If it
  // cannot be loaded the page hydrates lazily and its error boundary shows the fallback.
  if (server.page) await preloadRemotePage(server.page).catch(() => undefined);
  await nextTask();
  // In slices, not one long task (app/hydrate.ts).
  hydrateInSlices(root, app);
}

void start();
