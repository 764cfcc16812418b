// Test helper (STYLE.md): the same store and providers as the app, at a chosen route.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { KitProviders, SessionConfirmProvider } from '../src/theme/KitProviders';
import { GlobalStyle } from '../src/theme/GlobalStyle';
import { LocaleProvider, type Locale } from '../src/i18n/locale';
import { makeStore, type AppStore, type PreloadedState } from '../src/store/makeStore';

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    preloadedState,
    store = makeStore(preloadedState),
    locale,
    ...options
  }: {
    route?: string | { pathname: string; state?: unknown };
    /** Draw in this language, as the shell does (its confirm questions too). Default: no provider, English. */
    locale?: Locale;
    preloadedState?: PreloadedState;
    store?: AppStore;
  } & Omit<RenderOptions, 'wrapper'> = {},
) {
  return {
    store,
    ...render(ui, {
      wrapper: ({ children }) => (
        <KitProviders store={store}>
          <GlobalStyle />
          <MemoryRouter initialEntries={[route]}>
            {locale ? (
              <LocaleProvider locale={locale}>
                <SessionConfirmProvider>{children}</SessionConfirmProvider>
              </LocaleProvider>
            ) : (
              children
            )}
          </MemoryRouter>
        </KitProviders>
      ),
      ...options,
    }),
  };
}

/** A logged-in admin or user, for preloadedState. */
export function authState(role: 'admin' | 'editor' | 'user' | null) {
  if (!role)
    return { auth: { user: null, isLoggedIn: false, isAdmin: false, isStaff: false, status: 'ready' as const } };
  return {
    auth: {
      user: { _id: '1', username: role, email: `${role}@example.org`, role, createdAt: '2026-01-01T00:00:00.000Z' },
      isLoggedIn: true,
      isAdmin: role === 'admin',
      isStaff: role === 'admin' || role === 'editor',
      status: 'ready' as const,
    },
  };
}
