// The journal page and its full list under /bn: the page's own words in Bengali, dates and counts in
// Bengali digits, the English records marked lang="en", and the links keeping the /bn address.
import type { ReactElement } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { KitProviders, LocaleProvider, makeStore } from '@gsvmc/shared-kit';
import { apiError, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { contentRoutes } from '../../../test/contentRoutes';
import { journalRoutes, makePublications } from '../../../test/journalRoutes';
import JournalPage from './JournalPage';
import JournalPublicationsPage from './JournalPublicationsPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** As the shell draws a Bengali page: the router's basename is /bn and the language is Bengali. */
function renderUnderBn(route: string, element: ReactElement) {
  return render(
    <KitProviders store={makeStore()}>
      <MemoryRouter basename="/bn" initialEntries={[`/bn${route}`]}>
        <LocaleProvider locale="bn">
          <Routes>
            <Route path="/journal" element={<JournalPage />} />
            <Route
              path="/journal/publications"
              element={
                <>
                  {element}
                  <Where />
                </>
              }
            />
          </Routes>
        </LocaleProvider>
      </MemoryRouter>
    </KitProviders>,
  );
}

describe('The journal in Bengali', () => {
  it('reads in Bengali, with Bengali dates and the English records marked as English', async () => {
    mockFetch({ ...contentRoutes(), ...journalRoutes(makePublications(12)) });
    renderUnderBn('/journal', <JournalPublicationsPage />);
    expect(screen.getByRole('navigation', { name: /./ })).toHaveTextContent('প্রথম পাতা');
    const recent = screen.getByRole('region', { name: 'সাম্প্রতিক প্রকাশনা' });
    const cards = await within(recent).findAllByRole('heading', { level: 3 });
    expect(cards.map((c) => c.textContent)).toEqual(['Article 1 (প্রবন্ধটি খুলবে)', 'Article 2 (PDF)', 'Article 3']);
    expect(within(recent).getByText('Article 1')).toHaveAttribute('lang', 'en');
    expect(within(recent).getAllByText('Rahman, A., Khatun, S.')[0]).toHaveAttribute('lang', 'en');
    expect(within(recent).getByText('২৮ ডিসেম্বর, ২০২৫')).toBeInTheDocument();
    expect(within(recent).getByRole('list', { name: 'ট্যাগ' })).toHaveAttribute('lang', 'en');
    expect(within(recent).getAllByText('Community Medicine')[0]).toHaveAttribute('lang', 'en');
    expect(document.title).toContain('জার্নাল');
  });

  it('"সব প্রকাশনা দেখুন" opens the full list and stays under /bn', async () => {
    mockFetch({ ...contentRoutes(), ...journalRoutes(makePublications(23)) });
    renderUnderBn('/journal', <JournalPublicationsPage />);
    const viewAll = screen.getByRole('link', { name: 'সব প্রকাশনা দেখুন' });
    expect(viewAll).toHaveAttribute('href', '/bn/journal/publications');
    fireEvent.click(viewAll);
    expect(await screen.findByRole('heading', { level: 1, name: 'সব প্রকাশনা' })).toBeInTheDocument();
    expect(await screen.findByText('পাতা ১ / ৩ · মোট ২৩টি প্রকাশনা')).toBeInTheDocument();
  });

  it('pages and filters in Bengali, the form and the page links keeping /bn', async () => {
    mockFetch(journalRoutes(makePublications(23)));
    const { container } = renderUnderBn('/journal/publications', <JournalPublicationsPage />);
    expect(await screen.findByText('পাতা ১ / ৩ · মোট ২৩টি প্রকাশনা')).toBeInTheDocument();
    expect(container.querySelector('form')).toHaveAttribute('action', '/bn/journal/publications');
    expect(screen.getByRole('option', { name: 'সব বিষয়' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Dentistry' })).toHaveAttribute('lang', 'en');
    const pager = screen.getByRole('navigation', { name: 'প্রকাশনার পাতাসমূহ' });
    const next = within(pager).getByRole('link', { name: 'পরের পাতা →' });
    expect(next).toHaveAttribute('href', '/bn/journal/publications?page=2');
    fireEvent.click(next);
    expect(await screen.findByText('পাতা ২ / ৩ · মোট ২৩টি প্রকাশনা')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: '← আগের পাতা' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('বিষয়'), { target: { value: 'Dentistry' } });
    expect(await screen.findByText('পাতা ১ / ১ · মোট ৮টি প্রকাশনা')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Dentistry বিষয়ের প্রকাশনা' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/journal/publications?category=Dentistry',
    );
  });

  it('says in Bengali when a page is past the end or a category is empty', async () => {
    mockFetch(journalRoutes(makePublications(23)));
    const { unmount } = renderUnderBn('/journal/publications?page=9', <JournalPublicationsPage />);
    expect(await screen.findByText(/৯ নম্বর পাতা নেই।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'প্রথম পাতায় যান' })).toHaveAttribute('href', '/bn/journal/publications');
    unmount();
    renderUnderBn('/journal/publications?category=Nursing', <JournalPublicationsPage />);
    expect(await screen.findByText(/Nursing বিষয়ে কোনো প্রকাশনা নেই।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব বিষয় দেখুন' })).toHaveAttribute('href', '/bn/journal/publications');
  });

  it('says in Bengali when the list cannot be loaded, and offers to try again', async () => {
    mockFetch({ ...contentRoutes(), 'GET /publications': () => apiError(500, 'down') });
    renderUnderBn('/journal', <JournalPublicationsPage />);
    expect(await screen.findByText('প্রকাশনাগুলো লোড করা যায়নি')).toBeInTheDocument();
    expect(screen.getByText('অনুগ্রহ করে ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /আবার চেষ্টা করুন/ })).toBeInTheDocument();
  });
});
