import { act, fireEvent, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { KitProviders, makeStore } from '@gsvmc/shared-kit';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { App } from './App';
import { hydrateInSlices } from './hydrate';
import {
  BODY_FALLBACK_DELAY_MS,
  expectPageHydration,
  markPageHydrated,
  pageHydrated,
  releasePageBody,
} from './pageHydration';
import { forgetAllRemotePages, preloadRemotePage } from '../federation/RemotePage';
import { resetShell, siteRoutes } from '../../test/renderApp';
import { setRemoteModule, stubPage } from '../../test/stubs/mfRuntime';

const PAGE = 'mf_directories/GalleryPage';

/** The browser's idle callbacks, run only when a test says the browser is idle. */
let idle: IdleRequestCallback[] = [];
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
  window.cancelIdleCallback = (id: number) => {
    delete idle[id - 1];
  };
});
afterEach(() => {
  // Nothing held over into the next test (and no listeners left on the window).
  releasePageBody();
  markPageHydrated();
  // @ts-expect-error jsdom has none: each test installs its own.
  delete window.requestIdleCallback;
  // @ts-expect-error as above
  delete window.cancelIdleCallback;
});

async function browserIsIdle() {
  await act(async () => {
    for (const callback of idle.splice(0)) callback?.({ didTimeout: false, timeRemaining: () => 50 });
  });
}

/** Whether React has taken a server element over (hydrated it): it then carries React's fiber. */
const hydrated = (element: Element | null) =>
  !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** A page with a button that counts taps: the server draws it at 0. */
function TapPage() {
  const [taps, setTaps] = useState(0);
  return (
    <section>
      <h1>Taps</h1>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Tapped {taps}
      </button>
    </section>
  );
}

/** What the site's server sends for `path` with `Page` as the page's body, placed in the document. */
async function serverPage(path: string, tree: (children: ReactNode) => ReactNode = (app) => app) {
  await preloadRemotePage(PAGE);
  const html = renderToString(
    <KitProviders store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>{tree(<App />)}</MemoryRouter>
    </KitProviders>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Hydrates the server's page as the shell's start-up does: the body is expected to hydrate later. */
async function hydrateServerPage(
  container: Element,
  path: string,
  tree: (children: ReactNode) => ReactNode = (app) => app,
) {
  const store = makeStore();
  expectPageHydration();
  await act(async () => {
    hydrateInSlices(
      container,
      <KitProviders store={store}>
        <MemoryRouter initialEntries={[path]}>{tree(<App />)}</MemoryRouter>
      </KitProviders>,
    );
  });
  // The frame has hydrated (its effects ran: the site settings were asked for).
  await waitFor(() => expect(store.getState().api.queries).not.toEqual({}));
  return store;
}

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

    // Idle: the body goes on hydrating, and asks for its code.
    await browserIsIdle();
    expect(store.getState().auth.status).toBe('checking');
    await act(async () => deliver());
    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    // Hydrated, not drawn again: the server's heading is still the one on screen.
    expect(container.querySelector('h1')).toBe(serverHeading);
    container.remove();
  });

  it('keeps the body as the server drew it until the browser is idle, then hydrates it in place', async () => {
    mockFetch(siteRoutes());
    const container = await serverPage('/gallery');
    const heading = container.querySelector('main h1');
    expect(heading).toHaveTextContent('GalleryPage');

    const store = await hydrateServerPage(container, '/gallery');
    // The frame is React's, with its own idle wait begun; the body is still the server's HTML.
    expect(hydrated(container.querySelector('header'))).toBe(true);
    expect(idle).toHaveLength(1);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(hydrated(heading)).toBe(false);
    expect(store.getState().auth.status).toBe('checking');

    await browserIsIdle();
    await waitFor(() => expect(hydrated(heading)).toBe(true));
    // The same elements, taken over rather than drawn again; start-up then goes on.
    expect(container.querySelector('main h1')).toBe(heading);
    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    container.remove();
  });

  it('hydrates the held body at once when the visitor taps inside it, and the tap counts', async () => {
    mockFetch(siteRoutes());
    setRemoteModule(PAGE, async () => ({ default: TapPage }));
    const container = await serverPage('/gallery');
    const button = container.querySelector('main button')!;
    expect(button).toHaveTextContent('Tapped 0');

    const store = await hydrateServerPage(container, '/gallery');
    expect(hydrated(button)).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    // Not idle yet: the tap itself made React hydrate the body and hand it the click.
    expect(idle.filter(Boolean)).toHaveLength(0);
    expect(container.querySelector('main button')).toBe(button);
    expect(button).toHaveTextContent('Tapped 1');
    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    container.remove();
  });

  it('a tap on the frame leaves the body held', async () => {
    mockFetch(siteRoutes());
    const container = await serverPage('/gallery');
    const heading = container.querySelector('main h1');
    await hydrateServerPage(container, '/gallery');
    await act(async () => {
      fireEvent.click(container.querySelector('header')!);
    });
    expect(hydrated(heading)).toBe(false);
    await browserIsIdle();
    await waitFor(() => expect(hydrated(heading)).toBe(true));
    container.remove();
  });

  it('hydrates the held body, not a new one, when the address changes before the browser is idle', async () => {
    mockFetch(siteRoutes());
    let navigate!: NavigateFunction;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    const tree = (app: ReactNode) => (
      <>
        <Navigator />
        {app}
      </>
    );
    const container = await serverPage('/gallery', tree);
    const heading = container.querySelector('main h1');
    await hydrateServerPage(container, '/gallery', tree);
    expect(hydrated(heading)).toBe(false);

    // The same page with a query (a link in the frame, Back): React must hydrate what is there.
    await act(async () => {
      await navigate('/gallery?album=sports');
    });
    await waitFor(() => expect(hydrated(heading)).toBe(true));
    expect(container.querySelector('main h1')).toBe(heading);
    expect(container.querySelector('[role="status"]')).toBeNull();
    container.remove();
  });

  it('where the browser cannot say when it is idle, the body follows the frame after a short delay', async () => {
    // @ts-expect-error as Safari: no idle callbacks at all.
    delete window.requestIdleCallback;
    // That one delay runs when the test says; every other timer as usual.
    const delayed: Array<() => void> = [];
    const realSetTimeout = window.setTimeout;
    const spy = jest.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
      if (ms === BODY_FALLBACK_DELAY_MS) return delayed.push(run);
      return realSetTimeout(run, ms);
    }) as typeof window.setTimeout);
    try {
      mockFetch(siteRoutes());
      const container = await serverPage('/gallery');
      const heading = container.querySelector('main h1');
      await hydrateServerPage(container, '/gallery');
      expect(delayed).toHaveLength(1);
      expect(hydrated(heading)).toBe(false);
      await act(async () => delayed[0]!());
      await waitFor(() => expect(hydrated(heading)).toBe(true));
      expect(container.querySelector('main h1')).toBe(heading);
      container.remove();
    } finally {
      spy.mockRestore();
    }
  });
});
