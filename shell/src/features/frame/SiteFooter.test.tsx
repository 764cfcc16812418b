import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { seedSettings } from '@gsvmc/shared-types';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { SiteFooter } from './SiteFooter';

afterEach(() => jest.useRealTimers());

it('dates the copyright by the year in Dhaka, wherever the page is rendered', () => {
  // 19:00 UTC on New Year's Eve is already 1 January in Dhaka (UTC+6): the server in UTC and a reader
  // anywhere draw the same year, so the server's HTML hydrates without a mismatch.
  jest.useFakeTimers({ now: new Date('2026-12-31T19:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
  renderWithProviders(<SiteFooter />);
  expect(screen.getByText(/© 2027 GSVMC/)).toBeInTheDocument();
});

it('shows the town, office hours and webmail link of the published site settings', async () => {
  const settings = seedSettings();
  settings.contact.officeHours = { en: 'Sunday - Thursday 9:00 AM - 4:00 PM' };
  settings.webmailUrl = 'https://mail.example.org/';
  mockFetch({ 'GET /site': () => json({ content: settings, revision: 2, publishedAt: '2026-11-01T00:00:00.000Z' }) });
  renderWithProviders(<SiteFooter />);
  const address = await screen.findByText(/Office hours: Sunday - Thursday 9:00 AM - 4:00 PM/);
  // The street address is still a placeholder, so only the town shows.
  expect(address).toHaveTextContent(/^Savar, Dhaka, BangladeshOffice hours/);
  expect(screen.getByRole('link', { name: /Webmail/ })).toHaveAttribute('href', 'https://mail.example.org/');
});
