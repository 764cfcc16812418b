import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from '../store/makeStore';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import { ConfirmProvider } from '../ui/ConfirmDialog';
import { useAppSelector } from '../store/hooks';

/**
 * Store, theme, global style and the confirm dialog: what every page needs above it. `globalStyle`
 * false leaves the base style out, for a page whose document carries it already (globalCss.ts).
 */
export function KitProviders({
  store,
  globalStyle = true,
  children,
}: {
  store: AppStore;
  globalStyle?: boolean;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        {globalStyle && <GlobalStyle />}
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
