import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import AuditPage from './AuditPage';

jest.setTimeout(30_000);

const entry = (n: number): AuditEntry => ({
  _id: n,
  at: '2026-11-25T08:00:00.000Z',
  actorId: 'e1',
  actorEmail: 'editor@example.org',
  actorRole: 'editor',
  ip: '10.0.0.5',
  route: 'DELETE /api/notices/:id',
  action: 'delete',
  entity: 'notice',
  entityId: `n${n}`,
  summary: `Moved notice “Notice ${n}” to the trash`,
  before: { title: `Notice ${n}` },
  after: null,
  changes: [],
});

/** A save of the Admission page's draft, as the API words its change. */
const pageEdit: AuditEntry = {
  ...entry(9),
  route: 'PUT /api/pages/:slug/draft',
  action: 'save-draft',
  entity: 'page',
  entityId: 'admission',
  summary: 'Saved the draft of admission (version 4)',
  before: null,
  after: null,
  changes: [
    {
      field: 'Admission · Text block 2 · English',
      parts: [{ text: 'Admission', bn: 'ভর্তি' }, { word: 'paragraph', n: 2 }, { word: 'en' }],
      before: 'Applications open on 1 March for the new session.',
      after: 'Applications open on 15 March for the new session.',
    },
  ],
};

const users = () => json([]);

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('AuditPage', () => {
  it('shows who did what, filters by person, kind and days, and pages', async () => {
    const fetchMock = mockFetch({
      'GET /users': () =>
        json([
          {
            _id: 'e1',
            username: 'Editor',
            email: 'editor@example.org',
            role: 'editor',
            createdAt: '',
            lastLoginAt: null,
            disabled: false,
            disabledAt: null,
          },
        ]),
      'GET /audit': (req) => {
        const page = Number(req.search.get('page') ?? 1);
        return json({ data: [entry(page === 1 ? 2 : 1)], total: 51, page, pageSize: 50 });
      },
    });
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin') });
    expect(await screen.findByText('Moved notice “Notice 2” to the trash')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 (51 entries)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Moved notice “Notice 1” to the trash')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'editor@example.org' });
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'e1');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'notice');
    await userEvent.type(screen.getByLabelText('From (day)'), '2026-11-26');
    await userEvent.type(screen.getByLabelText('To (day)'), '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The “From” day must not be after the “To” day.');
    await userEvent.clear(screen.getByLabelText('From (day)'));
    await userEvent.type(screen.getByLabelText('From (day)'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const last = fetchMock.calls.filter((c) => c.path === '/audit').at(-1)!;
      expect(Object.fromEntries(last.search)).toEqual({
        kind: 'changes',
        actor: 'e1',
        entity: 'notice',
        from: '2026-11-01',
        to: '2026-11-25',
        page: '1',
        pageSize: '50',
      });
    });
  });

  it('shows each change as the words taken out and put in, named as a person would', async () => {
    mockFetch({ 'GET /users': users, 'GET /audit': () => json({ data: [pageEdit], total: 1, page: 1, pageSize: 50 }) });
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin') });
    const name = await screen.findByText('Admission · Text block 2 · English');
    const change = name.closest('li')!;
    expect(change.querySelector('del')).toHaveTextContent('Removed: 1');
    expect(change.querySelector('ins')).toHaveTextContent('Added: 15');
    expect(change).toHaveTextContent('Applications open on');
    expect(screen.getByText('Times are Dhaka time (UTC+6).')).toBeInTheDocument();
    // 08:00 UTC is 14:00 in Dhaka.
    expect(screen.getByText(/25 Nov 2026, 14:00/)).toBeInTheDocument();
  });

  it('says the same in Bengali: the field named in Bengali, Dhaka time named once', async () => {
    mockFetch({ 'GET /users': users, 'GET /audit': () => json({ data: [pageEdit], total: 1, page: 1, pageSize: 50 }) });
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin'), locale: 'bn' });
    const name = await screen.findByText('ভর্তি · লেখার ব্লক ২ · ইংরেজি');
    expect(name.closest('li')!.querySelector('ins')).toHaveTextContent('যোগ করা হয়েছে: 15');
    expect(screen.getByText('সব সময় ঢাকার সময় (ইউটিসি+৬)।')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'পাতা' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'সাইটের সেটিংস' })).toBeInTheDocument();
  });

  it('words a yes-or-no field as Yes/No in English and হ্যাঁ/না in Bengali, never true/false', async () => {
    const consent: AuditEntry = {
      ...entry(10),
      route: 'PUT /api/alumni/:id',
      action: 'update',
      entity: 'alumni',
      summary: 'Updated alumni record “Rahim”',
      changes: [
        {
          field: 'Alumni record · Contact consent',
          parts: [{ word: 'alumni' }, { word: 'contactConsent' }],
          before: 'true',
          after: 'false',
          yesNo: true,
        },
      ],
    };
    mockFetch({ 'GET /users': users, 'GET /audit': () => json({ data: [consent], total: 1, page: 1, pageSize: 50 }) });
    const { unmount } = renderWithProviders(<AuditPage />, { preloadedState: authState('admin') });
    const change = (await screen.findByText('Alumni record · Contact consent')).closest('li')!;
    expect(change).toHaveTextContent(/Yes.*No/);
    expect(change).not.toHaveTextContent(/true|false/);
    unmount();
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin'), locale: 'bn' });
    const bn = (await screen.findByText('অ্যালামনাই রেকর্ড · যোগাযোগের সম্মতি')).closest('li')!;
    expect(bn).toHaveTextContent(/হ্যাঁ.*না/);
    expect(bn).not.toHaveTextContent(/true|false/);
  });

  it('searches the whole log on the server, offers pages and settings, and keeps sign-ins apart', async () => {
    const fetchMock = mockFetch({
      'GET /users': users,
      'GET /audit': (req) =>
        json({
          data:
            req.search.get('kind') === 'signin'
              ? [{ ...entry(3), entity: 'session', action: 'login', summary: 'a@b.c signed in' }]
              : [pageEdit],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
    });
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin') });
    await screen.findByText('Admission · Text block 2 · English');
    const kinds = [...(screen.getByLabelText('Kind') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(kinds).toEqual(expect.arrayContaining(['Everything', 'Page', 'Site settings', 'Notice']));
    expect(kinds).not.toContain('Sign-in');

    await userEvent.type(screen.getByLabelText('Search'), ' admission ');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const last = fetchMock.calls.filter((c) => c.path === '/audit').at(-1)!;
      expect(Object.fromEntries(last.search)).toEqual({
        kind: 'changes',
        q: 'admission',
        entity: 'page',
        page: '1',
        pageSize: '50',
      });
    });

    await userEvent.click(screen.getByRole('button', { name: 'Sign-ins' }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign-ins' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Kind')).not.toBeInTheDocument();
    const last = fetchMock.calls.filter((c) => c.path === '/audit').at(-1)!;
    expect(Object.fromEntries(last.search)).toEqual({ kind: 'signin', q: 'admission', page: '1', pageSize: '50' });
  });

  it('says what a page, settings or sign-in row did in the portal’s language, naming the page by its title', async () => {
    const admission = { title: { en: 'Admission', bn: 'ভর্তি' }, blocks: [] };
    const rows: AuditEntry[] = [
      { ...pageEdit, _id: 1, after: admission },
      {
        ...entry(2),
        entity: 'page',
        entityId: 'admission',
        action: 'publish',
        summary: 'Published admission as revision 5',
        after: { number: 5, publishedAt: '2026-11-25T08:00:00.000Z', content: admission },
      },
      {
        ...entry(3),
        entity: 'page',
        entityId: 'admission',
        action: 'publish',
        summary: 'Published admission as revision 6 from 2026-11-26T04:00:00.000Z',
        after: { number: 6, publishedAt: '2026-11-26T04:00:00.000Z', content: admission },
      },
      {
        ...entry(4),
        entity: 'settings',
        entityId: 'site',
        action: 'restore',
        summary: 'Restored revision 2 of site as revision 7',
        after: null,
      },
      {
        ...entry(5),
        entity: 'session',
        action: 'login-failed',
        summary: 'Failed sign-in as x@y.z: wrong password',
        after: { email: 'x@y.z', outcome: 'wrong-password' },
      },
      entry(6),
    ];
    const answer = () => json({ data: rows, total: rows.length, page: 1, pageSize: 50 });
    mockFetch({ 'GET /users': users, 'GET /audit': answer });
    const { unmount } = renderWithProviders(<AuditPage />, { preloadedState: authState('admin') });
    expect(await screen.findByText('Saved the draft of Admission')).toBeInTheDocument();
    expect(screen.getByText('Published Admission')).toBeInTheDocument();
    // Published for a later time (10:00 in Dhaka): said so, in Dhaka time.
    expect(screen.getByText('Published Admission for visitors from 26 Nov 2026, 10:00')).toBeInTheDocument();
    expect(screen.getByText('Restored an earlier version of the site settings')).toBeInTheDocument();
    expect(screen.getByText('Sign-in as x@y.z refused: wrong email or password')).toBeInTheDocument();
    // Other rows keep the API's sentence in English: it carries details (an import's counts).
    expect(screen.getByText('Moved notice “Notice 6” to the trash')).toBeInTheDocument();
    unmount();

    mockFetch({ 'GET /users': users, 'GET /audit': answer });
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin'), locale: 'bn' });
    expect(await screen.findByText('খসড়া সংরক্ষণ করা হয়েছে: ভর্তি')).toBeInTheDocument();
    expect(screen.getByText('প্রকাশ করা হয়েছে: ভর্তি')).toBeInTheDocument();
    expect(screen.getByText('আগের একটি সংস্করণ ফিরিয়ে আনা হয়েছে: সাইটের সেটিংস')).toBeInTheDocument();
    expect(screen.queryByText(/Saved the draft|admission as revision/)).not.toBeInTheDocument();
    // In Bengali they are worded as the dashboard's recent activity is, by the record's own name: no
    // English sentence is left in the Bengali portal.
    expect(screen.getByText('নোটিশ “Notice 6” ট্র্যাশে পাঠিয়েছেন')).toBeInTheDocument();
    expect(screen.queryByText(/to the trash/)).not.toBeInTheDocument();
  });
});
