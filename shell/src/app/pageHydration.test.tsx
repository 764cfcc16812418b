import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { KitProviders, makeStore } from '@gsvmc/shared-kit';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { App } from './App';
import { hydrateInSlices } from './hydrate';
import { expectPageHydration, markPageHydrated, pageHydrated } from './pageHydration';
import { forgetAllRemotePages, preloadRemotePage } from '../federation/RemotePage';
import { resetShell, siteRoutes } from '../../test/renderApp';
import { setRemoteModule, stubPage } from '../../test/stubs/mfRuntime';

const PAGE = 'mf_directories/GalleryPage';

describe('pageHydrated', () => {
  it('is settled at once when the browser draws the page itself', async () => {
    await expect(pageHydrated()).resolves.toBeUndefined();
  });

  it('waits, once a hydration is expected, until the page says it has hydrated', async () => {
    expectPageHydration();
    let settled = false;
    void pageHydrated().then(() => {
      settled = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    markPageHydrated();
    await pageHydrated();
    expect(settled).toBe(true);
  });
});

describe('hydrating a server-rendered page', () => {
  beforeEach(() => {
    resetShell();
    forgetAllRemotePages();
  });

  it('checks the session only after the page body has hydrated, and keeps the server elements', async () => {
    mockFetch(siteRoutes());
    // What the site's server sends: the whole page, its body included.
    await preloadRemotePage(PAGE);
    const html = renderToString(
      <KitProviders store={makeStore()}>
        <MemoryRouter initialEntries={['/gallery']}>
          <App />
        </MemoryRouter>
      </KitProviders>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverHeading = container.querySelector('h1');
    expect(serverHeading).toHaveTextContent('GalleryPage');

    // The page's code arrives only when the test says so: until then its boundary stays the server's HTML.
    forgetAllRemotePages();
    let deliver!: () => void;
    setRemoteModule(PAGE, () => new Promise((resolve) => (deliver = () => resolve({ default: stubPage(PAGE) }))));

    const store = makeStore();
    expectPageHydration();
    await act(async () => {
      hydrateInSlices(
        container,
        <KitProviders store={store}>
          <MemoryRouter initialEntries={['/gallery']}>
            <App />
          </MemoryRouter>
        </KitProviders>,
      );
    });
    // The frame has hydrated (its effects ran: the site settings were asked for), the body has not:
    // the session check (which turns "checking" into "ready") has not touched the store yet.
    await waitFor(() => expect(store.getState().api.queries).not.toEqual({}));
    expect(store.getState().auth.status).toBe('checking');

    await act(async () => deliver());
    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    // Hydrated, not drawn again: the server's heading is still the one on screen.
    expect(container.querySelector('h1')).toBe(serverHeading);
    container.remove();
  });
});
