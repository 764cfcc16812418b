import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { LocaleProvider } from '@gsvmc/shared-kit';
import type { AttentionResponse } from '@gsvmc/shared-types';
import DashboardPage from './DashboardPage';

// Whole-form journeys with typing; generous when the machine is busy.
jest.setTimeout(30_000);

const nothing: AttentionResponse = {
  drafts: [],
  scheduledNotices: [],
  trash: { count: 0, nextPurge: null },
  untranslated: [],
  recent: [],
};
const quiet = { 'GET /admin/attention': () => json(nothing) };

const plenty: AttentionResponse = {
  drafts: [
    {
      slug: 'admission',
      title: 'Admission',
      titleBn: 'ভর্তি',
      updatedAt: '2026-11-27T09:11:00.000Z',
      updatedBy: 'editor@college.test',
      publishAt: null,
    },
    { slug: '@site', title: 'Site settings', updatedAt: '2026-11-26T04:00:00.000Z', updatedBy: null, publishAt: null },
  ],
  scheduledNotices: [{ _id: 'n1', title: 'Exam routine', publishAt: '2026-12-01T03:00:00.000Z' }],
  trash: { count: 3, nextPurge: '2026-12-20T06:30:00.000Z' },
  untranslated: [{ slug: 'contact', title: 'Contact', titleBn: 'যোগাযোগ', texts: 2 }],
  recent: [
    {
      _id: 9,
      at: '2026-11-27T08:00:00.000Z',
      who: 'editor@college.test',
      action: 'delete',
      entity: 'faculty',
      entityId: 'f1',
      label: 'Dr. Rahim',
    },
    {
      _id: 8,
      at: '2026-11-27T07:00:00.000Z',
      who: null,
      action: 'weird',
      entity: 'thing',
      entityId: null,
      label: null,
    },
  ],
};
const busy = { 'GET /admin/attention': () => json(plenty) };
const panel = (name: string) => screen.getByRole('region', { name });

const card = (label: string) => screen.getByRole('heading', { name: label }).closest('li') as HTMLElement;

describe('DashboardPage', () => {
  it('welcomes the admin and shows the four counts from GET /stats with links to each page', async () => {
    mockFetch({ 'GET /stats': () => json({ faculty: 12, notices: 5, photos: 30, alumni: 240 }), ...quiet });
    renderWithProviders(<DashboardPage />, { preloadedState: authState('admin') });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Admin Dashboard' })).toBeInTheDocument();
    expect(await within(card('Faculty members')).findByText('12')).toBeInTheDocument();
    expect(within(card('Notices')).getByText('5')).toBeInTheDocument();
    expect(within(card('Photos')).getByText('30')).toBeInTheDocument();
    expect(within(card('Alumni records')).getByText('240')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage faculties' })).toHaveAttribute('href', '/admin/faculties');
    expect(screen.getByRole('link', { name: 'Upload notices' })).toHaveAttribute('href', '/admin/upload');
    expect(screen.getByRole('link', { name: 'Manage photo gallery' })).toHaveAttribute('href', '/admin/photoUpload');
    expect(screen.getByRole('link', { name: 'Manage alumni' })).toHaveAttribute('href', '/admin/alumniUpload');
  });

  it('shows a loading state, then an error with Retry that loads again', async () => {
    let fail = true;
    mockFetch({
      'GET /stats': () =>
        fail ? apiError(500, 'Database unavailable') : json({ faculty: 1, notices: 2, photos: 3, alumni: 4 }),
      ...quiet,
    });
    renderWithProviders(<DashboardPage />, { preloadedState: authState('admin') });
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(screen.getByText('Looking for what needs attention...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard figures');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(card('Alumni records')).findByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DashboardPage: what needs attention', () => {
  it('lists each thing with a link to where it is dealt with, times in Dhaka time, the zone named once', async () => {
    mockFetch({ 'GET /stats': () => json({ faculty: 1, notices: 2, photos: 3, alumni: 4 }), ...busy });
    renderWithProviders(<DashboardPage />, { preloadedState: authState('admin') });
    const drafts = await screen.findByRole('region', { name: 'Drafts not published' });
    expect(within(drafts).getByRole('link', { name: 'Admission' })).toHaveAttribute('href', '/admin/pages/admission');
    expect(drafts).toHaveTextContent('Saved by editor@college.test, 27 Nov 2026, 15:11');
    expect(within(drafts).getByRole('link', { name: 'Site settings' })).toHaveAttribute('href', '/admin/site');
    expect(drafts).toHaveTextContent('Saved by someone, 26 Nov 2026, 10:00');

    const scheduled = panel('Scheduled notices');
    expect(within(scheduled).getByRole('link', { name: 'Exam routine' })).toHaveAttribute('href', '/admin/upload');
    expect(scheduled).toHaveTextContent('Appears 1 Dec 2026, 09:00');

    const trash = panel('Trash');
    expect(trash).toHaveTextContent('3 items wait in the Trash. The first is removed for good on 20 Dec 2026, 12:30.');
    expect(within(trash).getByRole('link', { name: 'Open the Trash' })).toHaveAttribute('href', '/admin/trash');

    const untranslated = panel('Pages not translated');
    expect(within(untranslated).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/admin/pages/contact');
    expect(untranslated).toHaveTextContent('2 texts in one language only');
    expect(within(untranslated).queryByRole('link', { name: /more pages/ })).not.toBeInTheDocument();

    const recent = panel('Recent activity');
    expect(recent).toHaveTextContent('editor@college.test moved to the Trash the faculty member “Dr. Rahim”');
    expect(recent).toHaveTextContent('The system changed a record');
    expect(within(recent).getByRole('link', { name: 'The whole history' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getAllByText('Times are Dhaka time (UTC+6).')).toHaveLength(1);
  });

  it('names the first five untranslated pages and sends the rest to the Pages list', async () => {
    const pages = Array.from({ length: 8 }, (_, i) => ({ slug: `p${i}`, title: `Page ${i}`, texts: 1 }));
    mockFetch({
      'GET /stats': () => json({ faculty: 1, notices: 2, photos: 3, alumni: 4 }),
      'GET /admin/attention': () => json({ ...nothing, untranslated: pages }),
    });
    renderWithProviders(<DashboardPage />, { preloadedState: authState('editor') });
    const untranslated = await screen.findByRole('region', { name: 'Pages not translated' });
    expect(within(untranslated).getAllByRole('listitem')).toHaveLength(5);
    expect(within(untranslated).getByRole('link', { name: 'and 3 more pages in the Pages list' })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
  });

  it('says plainly when nothing waits, and an editor gets no link to the audit log', async () => {
    mockFetch({ 'GET /stats': () => json({ faculty: 1, notices: 2, photos: 3, alumni: 4 }), ...quiet });
    renderWithProviders(<DashboardPage />, { preloadedState: authState('editor') });
    expect(await screen.findByText('Every saved draft is published.')).toBeInTheDocument();
    expect(screen.getByText('No notice is waiting to appear.')).toBeInTheDocument();
    expect(screen.getByText('The Trash is empty.')).toBeInTheDocument();
    expect(screen.getByText('Every page has its texts in English and Bengali.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'The whole history' })).not.toBeInTheDocument();
  });

  it('says when it could not ask, and Retry asks again', async () => {
    let fail = true;
    mockFetch({
      'GET /stats': () => json({ faculty: 1, notices: 2, photos: 3, alumni: 4 }),
      'GET /admin/attention': () => (fail ? apiError(500, 'Database unavailable') : json(plenty)),
    });
    renderWithProviders(<DashboardPage />, { preloadedState: authState('admin') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not find out what needs attention');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Exam routine' })).toBeInTheDocument();
  });
});

describe('DashboardPage in Bengali', () => {
  it('welcomes in Bengali and writes the counts in Bengali digits', async () => {
    mockFetch({ 'GET /stats': () => json({ faculty: 12, notices: 5, photos: 30, alumni: 12345 }), ...busy });
    renderWithProviders(
      <LocaleProvider locale="bn">
        <DashboardPage />
      </LocaleProvider>,
      { preloadedState: authState('admin') },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ডে স্বাগতম' })).toBeInTheDocument();
    expect(await within(card('শিক্ষক')).findByText('১২')).toBeInTheDocument();
    expect(within(card('নোটিশ')).getByText('৫')).toBeInTheDocument();
    expect(within(card('প্রাক্তন শিক্ষার্থীর তথ্য')).getByText('১২,৩৪৫')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নোটিশ আপলোড করুন' })).toHaveAttribute('href', '/admin/upload');
    expect(document.title).toContain('অ্যাডমিন ড্যাশবোর্ড');
    const trash = screen.getByRole('region', { name: 'ট্র্যাশ' });
    expect(trash).toHaveTextContent('ট্র্যাশে ৩টি জিনিস আছে। প্রথমটি চিরতরে মুছে যাবে ২০ ডিসেম্বর, ২০২৬, ১২:৩০।');
    const recent = screen.getByRole('region', { name: 'সাম্প্রতিক কাজ' });
    expect(recent).toHaveTextContent('editor@college.test শিক্ষক “Dr. Rahim” ট্র্যাশে পাঠিয়েছেন');
    expect(screen.getByRole('region', { name: 'অপ্রকাশিত খসড়া' })).toHaveTextContent(
      'editor@college.test সংরক্ষণ করেছেন, ২৭ নভেম্বর, ২০২৬, ১৫:১১',
    );
    expect(screen.getByText('সব সময় ঢাকার সময় (ইউটিসি+৬)।')).toBeInTheDocument();
    // Pages by their Bengali titles in the Bengali portal.
    expect(
      within(screen.getByRole('region', { name: 'অপ্রকাশিত খসড়া' })).getByRole('link', { name: 'ভর্তি' }),
    ).toHaveAttribute('href', '/admin/pages/admission');
    expect(
      within(screen.getByRole('region', { name: 'অনুবাদ বাকি এমন পাতা' })).getByRole('link', { name: 'যোগাযোগ' }),
    ).toHaveAttribute('href', '/admin/pages/contact');
  });
});
