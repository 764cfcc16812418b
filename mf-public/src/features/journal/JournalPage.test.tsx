import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { contentRoutes } from '../../../test/contentRoutes';
import { journalRoutes, makePublications } from '../../../test/journalRoutes';
import JournalPage from './JournalPage';

describe('JournalPage', () => {
  it('shows the three newest publications with authors, date, category, tags and where to read them', async () => {
    const fetch = mockFetch({ ...contentRoutes(), ...journalRoutes(makePublications(12)) });
    renderWithProviders(<JournalPage />);
    const recent = screen.getByRole('region', { name: 'Recent Publications' });
    const cards = await within(recent).findAllByRole('heading', { level: 3 });
    expect(cards.map((c) => c.textContent)).toEqual(['Article 1 (opens the article)', 'Article 2 (PDF)', 'Article 3']);
    expect(within(recent).getByRole('link', { name: /Article 1/ })).toHaveAttribute(
      'href',
      'https://example.org/article-1',
    );
    expect(within(recent).getByRole('link', { name: /Article 2/ })).toHaveAttribute(
      'href',
      '/uploads/journal/00000000-0000-4000-8000-000000000001.pdf',
    );
    expect(within(recent).getAllByText('Rahman, A., Khatun, S.')).toHaveLength(3);
    expect(within(recent).getByText('2025 Dec 28')).toBeInTheDocument();
    expect(within(recent).getByText('maternal health')).toBeInTheDocument();
    // The first page asks for exactly what the route table's preload hint names.
    expect(fetch.calls.find((c) => c.path === '/publications')?.search.toString()).toBe('limit=3&offset=0');
  });

  it('"View All Publications" opens the full list', async () => {
    mockFetch({ ...contentRoutes(), ...journalRoutes(makePublications(3)) });
    renderWithProviders(
      <Routes>
        <Route path="/journal" element={<JournalPage />} />
        <Route path="/journal/publications" element={<h1>All of them</h1>} />
      </Routes>,
      { route: '/journal' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'View All Publications' }));
    expect(await screen.findByRole('heading', { name: 'All of them' })).toBeInTheDocument();
  });

  it('says so when there are none, and offers Retry when the list fails', async () => {
    mockFetch({ ...contentRoutes(), ...journalRoutes([]) });
    const { unmount } = renderWithProviders(<JournalPage />);
    expect(await screen.findByText('No publications yet.')).toBeInTheDocument();
    unmount();
    mockFetch({ ...contentRoutes(), 'GET /publications': () => apiError(500, 'down') });
    renderWithProviders(<JournalPage />);
    expect(await screen.findByText('Failed to load publications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
