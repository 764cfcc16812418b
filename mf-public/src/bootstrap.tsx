// Standalone dev mount (`npm run dev -w mf-public`): the remote's pages with their own store,
// providers and router, so this team can work without the shell. The dev server forwards /api and
// /uploads to the API on port 4000.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { KitProviders, ToastArea, makeStore } from '@gsvmc/shared-kit';
import { StandaloneApp } from './StandaloneApp';

const store = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <KitProviders store={store}>
      <BrowserRouter>
        <StandaloneApp />
        <ToastArea />
      </BrowserRouter>
    </KitProviders>
  </StrictMode>,
);
