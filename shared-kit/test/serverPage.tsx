// A page as the site's server draws it, then taken over by the browser's script (hydration): for
// tests of what a visitor does in the server's page before the script has run. As on the site, the
// router is already running when the page's body hydrates in its own boundary (the body is a lazy
// component there). Beside the page, an <output aria-label="address"> shows the router's address.
import { Suspense, act, lazy, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { KitProviders } from '../src/theme/KitProviders';
import type { AppStore } from '../src/store/makeStore';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

export interface ServerPageOptions {
  /** The store the server drew from, which the browser's script starts with. */
  store: AppStore;
  /** The address opened, and the route's path pattern. */
  route: string;
  path: string;
  Page: ComponentType;
  /** Where the server's HTML is put (in the document). */
  container: HTMLElement;
  /** What the visitor does in the server's page before the script runs. */
  before?: (page: HTMLElement) => void;
}

/** Draws the server's page into `container`, lets `before` act on it, then hydrates it: the root. */
export async function serverThenHydrate({
  store,
  route,
  path,
  Page,
  container,
  before = () => {},
}: ServerPageOptions): Promise<Root> {
  const LaterPage = lazy(async () => ({ default: Page }));
  const page = (body: ReactNode) => (
    <KitProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                <Suspense fallback={null}>{body}</Suspense>
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </KitProviders>
  );
  container.innerHTML = renderToString(page(<Page />));
  before(container);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, page(<LaterPage />));
  });
  return root;
}

/**
 * For a test file about one page: a fresh container in the document for each test (its root unmounted
 * and the container removed after it), and `open(route, before?)`, which draws the server's page from
 * the store `store()` gives and hydrates it.
 */
export function serverPageEachTest({
  path,
  Page,
  store,
}: Pick<ServerPageOptions, 'path' | 'Page'> & { store: () => Promise<AppStore> }) {
  let container: HTMLElement;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
  });
  return async (route: string, before?: (page: HTMLElement) => void) => {
    root = await serverThenHydrate({ store: await store(), route, path, Page, container, before });
  };
}
