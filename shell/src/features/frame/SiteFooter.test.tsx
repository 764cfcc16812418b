import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { SiteFooter } from './SiteFooter';

afterEach(() => jest.useRealTimers());

it('dates the copyright by the year in Dhaka, wherever the page is rendered', () => {
  // 19:00 UTC on New Year's Eve is already 1 January in Dhaka (UTC+6): the server in UTC and a reader
  // anywhere draw the same year, so the server's HTML hydrates without a mismatch.
  jest.useFakeTimers({ now: new Date('2026-12-31T19:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
  renderWithProviders(<SiteFooter />);
  expect(screen.getByText(/© 2027 GSVMC/)).toBeInTheDocument();
});
