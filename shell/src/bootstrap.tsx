// Start-up: read config.json (remote URLs, API base), register the public remotes, create the one store
// of the page, render. mf_admin is registered later, by the admin guard.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { KitProviders, loadRuntimeConfig, makeStore } from '@gsvmc/shared-kit';
import { initFederation } from './federation/remotes';
import { App } from './app/App';

async function start() {
  await loadRuntimeConfig('/config.json');
  initFederation();
  const store = makeStore();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <KitProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </KitProviders>
    </StrictMode>,
  );
}

void start();
