// The browser's tab titles of the shell's own pages agree with the titles the site's server writes
// into their HTML (routes/pageTable.ts), in both languages: a page does not change its name when its
// code starts.
import { screen } from '@testing-library/react';
import type { Locale } from '@gsvmc/shared-kit';
import { json } from '@gsvmc/shared-kit/test/mockFetch';
import { renderApp, resetShell } from '../../test/renderApp';
import { entryText, matchPage, pageTitle } from '../routes/pageTable';

const serverTitle = (path: string, locale: Locale) => {
  const prefixed = locale === 'bn' ? `/bn${path}` : path;
  const entry = matchPage(prefixed)?.entry;
  return pageTitle(entryText(entry && !('page' in entry) ? entry : null, locale).title, locale);
};

const PAGES: Array<{ path: string; heading: Record<Locale, string>; session?: 'user' }> = [
  { path: '/login', heading: { en: 'Login', bn: 'লগইন' } },
  { path: '/register', heading: { en: 'Register', bn: 'নিবন্ধন' } },
  { path: '/profile', heading: { en: 'Profile', bn: 'প্রোফাইল' }, session: 'user' },
  { path: '/unauthorized', heading: { en: 'Not authorised', bn: 'অনুমতি নেই' } },
  { path: '/no/such/page', heading: { en: 'Page not found', bn: 'পাতাটি পাওয়া যায়নি' } },
  { path: '/reset-password?token=t1', heading: { en: 'Set a new password', bn: 'নতুন পাসওয়ার্ড দিন' } },
];

const resetLink = {
  'GET /auth/reset': () => json({ email: 'rahima@example.org', username: 'rahima', expiresAt: '2026-11-22T10:00:00Z' }),
};

describe.each<Locale>(['en', 'bn'])('tab titles in %s', (locale) => {
  beforeEach(() => resetShell());

  it.each(PAGES)('$path has the title the server gives it', async ({ path, heading, session }) => {
    renderApp(path, { locale, session, api: resetLink });
    await screen.findByRole('heading', { name: heading[locale], level: 1 });
    expect(document.title).toBe(serverTitle(path.split('?')[0]!, locale));
    if (locale === 'bn') expect(document.title).toMatch(/ · GSVMC$/);
  });
});
