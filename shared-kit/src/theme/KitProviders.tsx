import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from '../store/makeStore';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import { ConfirmProvider } from '../ui/ConfirmDialog';

/** Store, theme, global style and the confirm dialog: what every page needs above it. */
export function KitProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ConfirmProvider>{children}</ConfirmProvider>
      </ThemeProvider>
    </Provider>
  );
}
