// Draws a screen as it is under /bn: the shell hands the page's language down through LocaleProvider.
import type { ReactElement } from 'react';
import { LocaleProvider } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';

export function renderInBengali(ui: ReactElement, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<LocaleProvider locale="bn">{ui}</LocaleProvider>, options);
}
