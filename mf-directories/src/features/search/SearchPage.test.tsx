import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import SearchPage from './SearchPage';

const none = { page: [], notice: [], faculty: [], department: [], alumni: [] };
const answer = (results: Partial<SearchResponse['results']>, approximate = false): SearchResponse => ({
  query: 'x',
  approximate,
  results: { ...none, ...results },
});
const full = answer({
  page: [
    {
      kind: 'page',
      id: 'academics:2',
      title: 'Academics',
      section: 'Phase 2',
      snippet: '… Pharmacology, Pathology and Microbiology are taught in the second phase …',
      url: '/academics#phase-2',
      lang: 'en',
    },
  ],
  notice: [
    {
      kind: 'notice',
      id: 'n1',
      title: 'Pharmacology exam routine',
      detail: 'Examination · 2026-11-20',
      url: '/uploads/notices/n1.pdf',
    },
  ],
  faculty: [
    {
      kind: 'faculty',
      id: 'f1',
      title: 'Dr Rahima (sample)',
      detail: 'Professor, Pharmacology & Therapeutics',
      url: '/facultyDetails/f1',
    },
  ],
  department: [
    {
      kind: 'department',
      id: 'Pharmacology & Therapeutics',
      title: 'Pharmacology & Therapeutics',
      url: '/department-detail?name=Pharmacology+%26+Therapeutics',
    },
  ],
});

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

// Submitting navigates inside a transition, so React builds `new FormData(form, submitter)` for
// useFormStatus. The test environment's FormData is Node's (jest.env-jsdom.cjs), which cannot read a
// jsdom form; a browser's can. Only here, it ignores the form: this page never reads form data.
const NodeFormData = FormData;
beforeAll(() => {
  global.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  global.FormData = NodeFormData;
});

describe('SearchPage', () => {
  it('searches for the query in the URL and groups hits by kind, each linking to its page', async () => {
    const fetchMock = mockFetch({ 'GET /search': () => json(full) });
    renderWithProviders(<SearchPage />, { route: '/search?q=pharm' });
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    expect(await screen.findByText('4 results for “pharm”')).toBeInTheDocument();
    expect(fetchMock.calls[0]!.search.get('q')).toBe('pharm');
    // The college's own pages come first.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pages (1)',
      'Notices (1)',
      'Faculty (1)',
      'Departments (1)',
    ]);
    const pages = screen.getByRole('list', { name: 'Pages' });
    const page = within(pages).getByRole('link', { name: /^Academics\s*, section: Phase 2$/ });
    expect(page).toHaveAttribute('href', '/academics#phase-2');
    expect(
      within(pages).getByText('… Pharmacology, Pathology and Microbiology are taught in the second phase …'),
    ).toBeInTheDocument();
    // A notice leads to its own page, where its text is, not to its PDF.
    const notice = within(screen.getByRole('list', { name: 'Notices' })).getByRole('link');
    expect(notice).toHaveAttribute('href', '/notice/n1');
    expect(notice).not.toHaveAttribute('target');
    expect(notice).toHaveTextContent('Pharmacology exam routine');
    expect(within(screen.getByRole('list', { name: 'Faculty' })).getByRole('link')).toHaveAttribute(
      'href',
      '/facultyDetails/f1',
    );
    expect(screen.getByText('Professor, Pharmacology & Therapeutics')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Departments' })).getByRole('link')).toHaveAttribute(
      'href',
      '/department-detail?name=Pharmacology+%26+Therapeutics',
    );
    expect(screen.queryByRole('list', { name: 'Alumni' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search pages, notices, faculty, departments and alumni')).toHaveValue('pharm');
    expect(document.title).toBe('Search · GSVMC');
  });

  it('says "No results for …" when nothing matches', async () => {
    mockFetch({ 'GET /search': () => json(answer({})) });
    renderWithProviders(<SearchPage />, { route: '/search?q=zzzz' });
    expect(await screen.findByText('No results for “zzzz”')).toBeInTheDocument();
  });

  it('says when the hits are close spellings rather than exact matches', async () => {
    mockFetch({
      'GET /search': () =>
        json(
          answer(
            {
              department: [
                {
                  kind: 'department',
                  id: 'Ophthalmology',
                  title: 'Ophthalmology',
                  url: '/department-detail?name=Ophthalmology',
                },
              ],
            },
            true,
          ),
        ),
    });
    renderWithProviders(<SearchPage />, { route: '/search?q=opthalmology' });
    expect(await screen.findByText('No exact matches for “opthalmology”; showing 1 close match.')).toBeInTheDocument();
  });

  it('is a GET form of this page, its box named q: Enter searches with JavaScript off too', async () => {
    mockFetch({ 'GET /search': () => json(full) });
    renderWithProviders(<SearchPage />, { route: '/search?q=pharm' });
    const form = screen.getByRole('search', { name: 'Search the site' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).not.toHaveAttribute('action');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('searchbox')).toHaveValue('pharm');
    expect(await screen.findByText('4 results for “pharm”')).toBeInTheDocument();
  });

  it('asks for a word when there is no query, and calls nothing', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<SearchPage />, { route: '/search' });
    expect(
      screen.getByText("Type a word to search the college's pages, notices, faculty, departments and alumni."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says plainly that words over 200 characters are too long, asks nothing and offers no Retry', () => {
    const fetchMock = mockFetch({
      'GET /search': () => apiError(400, 'querystring/q must NOT have more than 200 characters'),
    });
    const q = 'admission fees '.repeat(14).trim();
    expect(q.length).toBeGreaterThan(200);
    renderWithProviders(<SearchPage />, { route: `/search?q=${encodeURIComponent(q)}` });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The search words are too long: please use at most 200 characters.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The words stay in the box, to be shortened there.
    expect(screen.getByRole('searchbox')).toHaveValue(q);
  });

  it('searches 200 characters as usual', async () => {
    const fetchMock = mockFetch({ 'GET /search': () => json(full) });
    const q = 'a'.repeat(200);
    renderWithProviders(<SearchPage />, { route: `/search?q=${q}` });
    expect(await screen.findByText(`4 results for “${q}”`)).toBeInTheDocument();
    expect(fetchMock.calls[0]!.search.get('q')).toBe(q);
  });

  it('shows a failure with Retry that searches again', async () => {
    let fail = true;
    mockFetch({ 'GET /search': () => (fail ? networkError() : json(full)) });
    renderWithProviders(<SearchPage />, { route: '/search?q=pharm' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4 results for “pharm”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('treats a server error like any failure', async () => {
    mockFetch({ 'GET /search': () => apiError(500, 'boom') });
    renderWithProviders(<SearchPage />, { route: '/search?q=pharm' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  });

  it('a new search from the page puts the query in the URL and shows its hits', async () => {
    const fetchMock = mockFetch({
      'GET /search': ({ search }) => (search.get('q') === 'pharm' ? json(full) : json(answer({}))),
    });
    renderWithProviders(<SearchPage />, { route: '/search?q=nothing' });
    expect(await screen.findByText('No results for “nothing”')).toBeInTheDocument();
    const box = screen.getByLabelText('Search pages, notices, faculty, departments and alumni');
    await userEvent.clear(box);
    await userEvent.type(box, 'pharm');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('4 results for “pharm”')).toBeInTheDocument();
    expect(fetchMock.calls.at(-1)!.search.get('q')).toBe('pharm');
  });
});
