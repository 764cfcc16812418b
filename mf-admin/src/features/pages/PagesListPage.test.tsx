// The Pages list names each page in the portal's language: by its Bengali title in the Bengali portal,
// by its English one where a page has no Bengali title, and by the English title in the English portal.
import { screen, within } from '@testing-library/react';
import type { PageSummary } from '@gsvmc/shared-types';
import type { Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import PagesListPage from './PagesListPage';

const inStep = { bnMissing: 0, enMissing: 0, bnOlder: 0, enOlder: 0 };
const summary = (over: Partial<PageSummary>): PageSummary => ({
  slug: 'admission',
  path: '/admission',
  title: 'Admission',
  titleBn: 'ভর্তি',
  unpublished: false,
  publishAt: null,
  updatedAt: '2026-11-27T09:11:00.000Z',
  publishedAt: '2026-11-27T09:11:00.000Z',
  translation: inStep,
  ...over,
});

const PAGES = [
  summary({}),
  summary({ slug: 'research', path: '/research', title: 'Research', titleBn: null }),
  summary({ slug: 'contact', path: '/contact', title: 'Contact', titleBn: '  ' }),
];

function setup(locale: Locale) {
  mockFetch({ 'GET /pages': () => json(PAGES) });
  renderWithProviders(<PagesListPage />, { route: '/admin/pages', preloadedState: authState('admin'), locale });
}

const pageLinks = async () => {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('link');
};

test('the Bengali portal names pages by their Bengali titles, and by the English one where there is none', async () => {
  setup('bn');
  const links = await pageLinks();
  expect(links.map((a) => a.textContent)).toEqual(['ভর্তি', 'Research', 'Contact']);
  expect(links[0]).toHaveAttribute('href', '/admin/pages/admission');
  expect(links[0]).not.toHaveAttribute('lang');
  // The English fallback is marked as English for a screen reader.
  expect(links[1]).toHaveAttribute('lang', 'en');
  expect(links[1]).toHaveAttribute('href', '/admin/pages/research');
});

test('the English portal names them by their English titles', async () => {
  setup('en');
  const links = await pageLinks();
  expect(links.map((a) => a.textContent)).toEqual(['Admission', 'Research', 'Contact']);
  expect(links[1]).not.toHaveAttribute('lang');
});
