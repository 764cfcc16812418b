// Renders the whole shell (routes, frame, guards, toasts) at a route, with the session of a visitor,
// a user or an admin established the real way: a stored token and the profile call made on load.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { KitProviders, makeStore, pathInLocale, setRuntimeConfig, tokenStorage, type Locale } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { seedSettings } from '@gsvmc/shared-types';
import { apiError, json, mockFetch, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';
import { App } from '../src/app/App';
import { initFederation, resetFederationForTests } from '../src/federation/remotes';
import { forgetAllRemotePages } from '../src/federation/RemotePage';
import { resetRemoteStubs } from './stubs/mfRuntime';

export const REMOTES = {
  mf_public: 'http://localhost:3001/mf-manifest.json',
  mf_directories: 'http://localhost:3002/mf-manifest.json',
  mf_admin: 'http://localhost:3003/mf-manifest.json',
};

export const userOf = (role: 'admin' | 'editor' | 'user') => ({
  _id: role === 'admin' ? 'a1' : role === 'editor' ? 'e1' : 'u1',
  username: role === 'admin' ? 'Admin' : role === 'editor' ? 'Editor' : 'rahima',
  email: `${role}@example.org`,
  role,
  createdAt: '2026-01-15T10:00:00.000Z',
});

export type Session = 'admin' | 'editor' | 'user' | 'visitor' | 'profile-fails';

export function sessionRoutes(session: Session): Record<string, MockHandler> {
  if (session === 'visitor') return {};
  if (session === 'profile-fails') return { 'GET /auth/profile': () => apiError(500, 'Database unavailable') };
  return { 'GET /auth/profile': () => json(userOf(session)) };
}

/** The site settings the frame's banner and footer show: those a new site starts with. */
export function siteRoutes(): Record<string, MockHandler> {
  return { 'GET /site': () => json({ content: seedSettings(), revision: 1, publishedAt: '2026-11-01T00:00:00.000Z' }) };
}

/** Fresh federation state, config and stubs; call in beforeEach of every suite that renders the app. */
export function resetShell() {
  resetFederationForTests();
  forgetAllRemotePages();
  resetRemoteStubs();
  setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '', remotes: REMOTES });
  initFederation();
}

/**
 * The app at `route` (a path without language prefix). With `locale: 'bn'` it is the Bengali page:
 * the address `/bn…`, the router's basename `/bn`, as bootstrap.tsx draws it.
 */
export function renderApp(
  route = '/',
  {
    session = 'visitor',
    api = {},
    locale = 'en',
  }: { session?: Session; api?: Record<string, MockHandler>; locale?: Locale } = {},
) {
  if (session !== 'visitor') tokenStorage.set(`token-${session}`);
  const fetchMock = mockFetch({ ...siteRoutes(), ...sessionRoutes(session), ...api });
  if (locale === 'en') return { ...renderWithProviders(<App />, { route }), fetchMock };
  const store = makeStore();
  const view = render(
    <KitProviders store={store}>
      <MemoryRouter basename="/bn" initialEntries={[pathInLocale(route, locale)]}>
        <App addressLocale={locale} />
      </MemoryRouter>
    </KitProviders>,
  );
  return { ...view, store, fetchMock };
}
