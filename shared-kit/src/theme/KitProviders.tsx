import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from '../store/makeStore';
import { theme } from './theme';
import { ConfirmProvider } from '../ui/ConfirmDialog';
import { useAppSelector } from '../store/hooks';

/**
 * Store, theme and the confirm dialog: what every page needs above it. The base style is the page's
 * (the site's server writes it into the head); a page without it renders `GlobalStyle`
 * ('@gsvmc/shared-kit/globalStyle') inside these providers.
 */
export function KitProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SessionConfirmProvider>{children}</SessionConfirmProvider>
      </ThemeProvider>
    </Provider>
  );
}

/**
 * Confirm questions are bound to the session: ending it (or another login) answers them "no". The
 * shell places a second one inside its language provider, so a question's default words (title,
 * Delete, Cancel) are in the page's language; this one serves a remote run on its own and the tests.
 */
export function SessionConfirmProvider({ children }: { children: ReactNode }) {
  const token = useAppSelector((state) => state.auth.token);
  return <ConfirmProvider dismissKey={token}>{children}</ConfirmProvider>;
}
