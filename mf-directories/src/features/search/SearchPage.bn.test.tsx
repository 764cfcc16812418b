// The search page under /bn: Bengali headings, counts and states; lang=bn asked of the API; Bengali
// names of departments and designations; titles in the other language marked with theirs.
import { screen, within } from '@testing-library/react';
import type { SearchHit, SearchResponse } from '@gsvmc/shared-types';
import { LocaleProvider, setRuntimeConfig } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import SearchPage, { localHit } from './SearchPage';

const none = { page: [], notice: [], faculty: [], department: [], alumni: [] };
const answer = (results: Partial<SearchResponse['results']>, approximate = false): SearchResponse => ({
  query: 'x',
  approximate,
  results: { ...none, ...results },
});
// As the API answers lang=bn: the notice titled in Bengali, the rest as stored.
const bengali = answer({
  page: [
    {
      kind: 'page',
      id: 'admission:0',
      title: 'ভর্তি',
      snippet: 'ভর্তির বিজ্ঞপ্তি, তারিখ ও আবেদনের নিয়ম নোটিশ বোর্ডে প্রকাশ করা হয়।',
      url: '/admission',
      lang: 'bn',
    },
  ],
  notice: [
    {
      kind: 'notice',
      id: 'n1',
      title: 'এমবিবিএস ভর্তি বিজ্ঞপ্তি',
      detail: 'ভর্তি · 2026-11-20',
      url: '/uploads/notices/n1.pdf',
    },
    { kind: 'notice', id: 'n2', title: 'Admission test result', detail: 'Results · 2026-10-02', url: '/u/n2.pdf' },
  ],
  faculty: [
    {
      kind: 'faculty',
      id: 'f1',
      title: 'Dr Rahima',
      detail: 'Professor, Pharmacology & Therapeutics',
      url: '/facultyDetails/f1',
    },
  ],
  department: [
    {
      kind: 'department',
      id: 'Anatomy',
      title: 'Anatomy',
      detail: 'Medicine & Allied Subjects',
      url: '/department-detail?name=Anatomy',
    },
  ],
});

const renderBn = (route: string) =>
  renderWithProviders(
    <LocaleProvider locale="bn">
      <SearchPage />
    </LocaleProvider>,
    { route },
  );

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('SearchPage in Bengali', () => {
  it('asks for Bengali and reads in Bengali: headings, counts, names', async () => {
    const fetchMock = mockFetch({ 'GET /search': () => json(bengali) });
    renderBn('/search?q=vorti');
    expect(screen.getByRole('status')).toHaveTextContent('খোঁজা হচ্ছে...');
    expect(await screen.findByText('“vorti”-এর জন্য ৫টি ফলাফল')).toBeInTheDocument();
    expect(fetchMock.calls[0]!.search.get('q')).toBe('vorti');
    expect(fetchMock.calls[0]!.search.get('lang')).toBe('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'অনুসন্ধান' })).toBeInTheDocument();
    expect(document.title).toBe('অনুসন্ধান · GSVMC');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'পাতা (১)',
      'নোটিশ (২)',
      'শিক্ষক (১)',
      'বিভাগ (১)',
    ]);

    // A page hit at the page's top: the page's Bengali title, no section, its snippet.
    const pages = screen.getByRole('list', { name: 'পাতা' });
    expect(within(pages).getByRole('link', { name: 'ভর্তি' })).toHaveAttribute('href', '/admission');
    expect(within(pages).getByText(/নোটিশ বোর্ডে প্রকাশ করা হয়/)).not.toHaveAttribute('lang');

    const notices = screen.getByRole('list', { name: 'নোটিশ' });
    const first = within(notices).getByRole('link', { name: /এমবিবিএস ভর্তি বিজ্ঞপ্তি/ });
    expect(first.getAttribute('href')).toMatch(/\/notice\/n1$/);
    expect(within(notices).getByText('ভর্তি · ২০২৬-১১-২০')).toBeInTheDocument();
    // The English title of a notice without a Bengali one is marked English.
    expect(within(notices).getByText('Admission test result')).toHaveAttribute('lang', 'en');

    const faculty = screen.getByRole('list', { name: 'শিক্ষক' });
    expect(within(faculty).getByText('অধ্যাপক, ফার্মাকোলজি ও থেরাপিউটিকস')).toBeInTheDocument();
    const department = within(screen.getByRole('list', { name: 'বিভাগ' })).getByRole('link', { name: 'অ্যানাটমি' });
    expect(department).toHaveAttribute('href', '/department-detail?name=Anatomy');
    expect(screen.getByText('মেডিসিন ও সংশ্লিষ্ট বিষয়')).toBeInTheDocument();
  });

  it('says "no results", a close match and a failure in Bengali', async () => {
    mockFetch({ 'GET /search': () => json(answer({})) });
    const { unmount } = renderBn('/search?q=zzzz');
    expect(await screen.findByText('“zzzz”-এর জন্য কোনো ফলাফল পাওয়া যায়নি')).toBeInTheDocument();
    unmount();

    mockFetch({ 'GET /search': () => json(answer({ notice: bengali.results.notice.slice(0, 1) }, true)) });
    const second = renderBn('/search?q=vortii');
    expect(
      await screen.findByText('“vortii”-এর হুবহু কোনো মিল পাওয়া যায়নি; কাছাকাছি ১টি ফলাফল দেখানো হচ্ছে।'),
    ).toBeInTheDocument();
    second.unmount();

    mockFetch({ 'GET /search': () => networkError() });
    renderBn('/search?q=x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('অনুসন্ধান করা যায়নি');
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });

  it('says in Bengali that words over 200 characters are too long, without asking the API', () => {
    const fetchMock = mockFetch({});
    renderBn(`/search?q=${encodeURIComponent('ভর্তি '.repeat(41))}`);
    expect(screen.getByRole('status')).toHaveTextContent('খোঁজার শব্দগুলো অনেক লম্বা: সর্বোচ্চ ২০০ অক্ষর লিখুন।');
    expect(screen.queryByRole('button', { name: 'আবার চেষ্টা করুন' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a word in Bengali when there is none', () => {
    const fetchMock = mockFetch({});
    renderBn('/search');
    expect(
      screen.getByText('কলেজের পাতা, নোটিশ, শিক্ষক, বিভাগ ও প্রাক্তন শিক্ষার্থীদের মধ্যে খুঁজতে একটি শব্দ লিখুন।'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('পাতা, নোটিশ, শিক্ষক, বিভাগ ও প্রাক্তন শিক্ষার্থী খুঁজুন')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no lang from the English page', async () => {
    const fetchMock = mockFetch({ 'GET /search': () => json(answer({})) });
    renderWithProviders(<SearchPage />, { route: '/search?q=admission' });
    await screen.findByText('No results for “admission”');
    expect(fetchMock.calls[0]!.search.has('lang')).toBe(false);
  });

  it('leaves English hits alone and keeps a Bengali department name the API already gave', () => {
    const hit: SearchHit = { kind: 'department', id: 'Anatomy', title: 'অ্যানাটমি', url: '/d' };
    expect(localHit(hit, 'bn').title).toBe('অ্যানাটমি');
    expect(localHit({ ...hit, title: 'Anatomy' }, 'en').title).toBe('Anatomy');
    const notice: SearchHit = { kind: 'notice', id: 'n', title: 'Exam', detail: 'Examination · 2026-11-20', url: '/n' };
    expect(localHit(notice, 'bn').detail).toBe('Examination · 2026-11-20');
  });
});
