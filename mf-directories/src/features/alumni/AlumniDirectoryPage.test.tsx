import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alumni } from '@gsvmc/shared-types';
import { ToastArea, tokenStorage } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, networkError, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';
import { installFakeXhr, lastXhr } from '@gsvmc/shared-kit/test/fakeXhr';
import { getDisclosure, isOpen } from '@gsvmc/shared-kit/test/disclosure';
import { setViewportWidth } from '../../test/matchMedia';
import AlumniDirectoryPage from './AlumniDirectoryPage';

// Whole-page journeys with typing (and a 300 ms search pause). A bound against a hang, not a
// measurement: on a busy 2-core machine (load average 30) the paging test, which draws 50-row tables
// and types a search key by key, took over 30 s.
jest.setTimeout(120_000);

const rahim: Alumni = {
  _id: 'a1',
  alumniId: 'GS-001',
  fullName: 'Rahim Uddin',
  graduationYear: 2012,
  degree: 'MBBS',
  major: 'Medicine',
  email: 'rahim@example.org',
  currentCompany: 'BSMMU',
  jobTitle: 'Registrar',
  location: 'Dhaka',
  linkedInProfile: 'linkedin.com/in/rahim',
  phone: '+880 1711-000000',
  achievements: 'Gold medal in surgery',
};
const karima: Alumni = {
  _id: 'a2',
  fullName: 'Karima Begum',
  graduationYear: 2018,
  degree: 'BDS',
  major: 'Dentistry',
  jobTitle: 'Dental Surgeon',
  location: 'Savar',
};
const salma: Alumni = {
  _id: 'a3',
  fullName: 'Salma Akter',
  graduationYear: 2012,
  degree: 'MBBS',
  major: 'Medicine',
  currentCompany: 'icddr,b',
};

function setup(routes: Record<string, MockHandler>, role: 'admin' | 'user' | null = null) {
  const fetchMock = mockFetch({ 'GET /alumni': () => json({ data: [rahim, karima, salma] }), ...routes });
  const utils = renderWithProviders(
    <>
      <AlumniDirectoryPage />
      <ToastArea />
    </>,
    { route: '/alumniTable', preloadedState: authState(role) },
  );
  return { fetchMock, ...utils };
}

describe('AlumniDirectoryPage on a desktop', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the loading text, then a table per major with every column rule', async () => {
    setup({});
    expect(screen.getByRole('heading', { level: 1, name: 'Alumni Directory' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading alumni data...');

    const medicine = await screen.findByRole('table', { name: 'Medicine alumni' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Dentistry (1)',
      'Medicine (2)',
    ]);
    expect(
      within(medicine)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Full Name', 'Graduation Year', 'Degree', 'Current Position', 'Location', 'Connect']);
    const row = within(medicine).getByRole('row', { name: /Rahim Uddin/ });
    expect(row).toHaveTextContent('Registrar at BSMMU');
    expect(row).toHaveTextContent('2012');
    expect(row).toHaveTextContent('Dhaka');
    expect(within(row).getByRole('link', { name: 'Email Rahim Uddin' })).toHaveAttribute(
      'href',
      'mailto:rahim@example.org',
    );
    expect(within(row).getByRole('link', { name: 'Call Rahim Uddin' })).toHaveAttribute('href', 'tel:+8801711000000');
    const linkedIn = within(row).getByRole('link', { name: /LinkedIn profile of Rahim Uddin/ });
    expect(linkedIn).toHaveAttribute('href', 'https://linkedin.com/in/rahim');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');

    // Company without a title, and links only when present.
    const salmaRow = within(medicine).getByRole('row', { name: /Salma Akter/ });
    expect(salmaRow).toHaveTextContent('icddr,b');
    expect(salmaRow).not.toHaveTextContent(' at ');
    expect(within(salmaRow).queryAllByRole('link')).toHaveLength(0);
    const dentistry = screen.getByRole('table', { name: 'Dentistry alumni' });
    expect(within(dentistry).getByRole('row', { name: /Karima Begum/ })).toHaveTextContent('Dental Surgeon');
    expect(within(dentistry).getByRole('row', { name: /Karima Begum/ })).not.toHaveTextContent(' at ');
  });

  it('hides the admin controls from visitors and plain users', async () => {
    setup({}, 'user');
    await screen.findByRole('table', { name: 'Medicine alumni' });
    expect(screen.queryByRole('button', { name: 'Download Template' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Excel file/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('filters by search text and graduation year', async () => {
    setup({});
    await screen.findByRole('table', { name: 'Medicine alumni' });
    const yearSelect = screen.getByLabelText('Graduation year');
    expect(
      within(yearSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All years', '2018', '2012']);

    // The search waits for a pause in typing (300 ms) before it asks again, hence the waitFor.
    const gone = (name: string) => waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('Search alumni'), 'savar');
    await gone('Rahim Uddin');
    expect(await screen.findByText('Karima Begum')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search alumni'));
    await userEvent.type(screen.getByLabelText('Search alumni'), 'bsmmu');
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    await gone('Salma Akter');

    await userEvent.clear(screen.getByLabelText('Search alumni'));
    await userEvent.selectOptions(yearSelect, '2012');
    expect(await screen.findByText('Salma Akter')).toBeInTheDocument();
    await gone('Karima Begum');

    await userEvent.type(screen.getByLabelText('Search alumni'), 'savar');
    expect(await screen.findByText(/No alumni match your search/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByText('Karima Begum')).toBeInTheDocument();
  });

  it('starts from the search in the URL, where a site-search hit links', async () => {
    mockFetch({ 'GET /alumni': () => json({ data: [rahim, karima, salma] }) });
    renderWithProviders(<AlumniDirectoryPage />, { route: '/alumniTable?q=Karima%20Begum' });
    expect(await screen.findByText('Karima Begum')).toBeInTheDocument();
    expect(screen.getByLabelText('Search alumni')).toHaveValue('Karima Begum');
    expect(screen.queryByText('Rahim Uddin')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup({ 'GET /alumni': () => json({ data: [] }) });
    expect(await screen.findByText('No alumni records found')).toBeInTheDocument();
  });

  it('shows the error box, and Try Again goes back to loading and refetches', async () => {
    let fail = true;
    let release: () => void = () => {};
    setup({
      'GET /alumni': async () => {
        if (fail) return networkError();
        await new Promise<void>((r) => (release = r));
        return json({ data: [rahim] });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch alumni data');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loading alumni data...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
  });
});

describe('AlumniDirectoryPage on a phone', () => {
  beforeEach(() => setViewportWidth(375));

  it('lists alumni and opens a row to show the details and links', async () => {
    setup({});
    const list = await screen.findByRole('list', { name: 'Medicine alumni' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // A native <details>: it opens from the server's HTML, before the script runs and without it.
    const toggle = getDisclosure(list, /^Rahim Uddin/);
    expect(isOpen(toggle)).toBe(false);
    expect(screen.getByText('Gold medal in surgery')).not.toBeVisible();

    await userEvent.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    const panel = toggle.closest('details')!;
    expect(screen.getByText('Gold medal in surgery')).toBeVisible();
    expect(panel).toHaveTextContent('MBBS (2012)');
    expect(panel).toHaveTextContent('Dhaka');
    expect(panel).toHaveTextContent('Gold medal in surgery');
    expect(within(panel).getByRole('link', { name: 'Email Rahim Uddin' })).toHaveTextContent('Email');
    expect(within(panel).getByRole('link', { name: 'Call Rahim Uddin' })).toHaveTextContent('Call');
    const linkedIn = within(panel).getByRole('link', { name: /LinkedIn profile of Rahim Uddin/ });
    expect(linkedIn).toHaveAttribute('href', 'https://linkedin.com/in/rahim');
    expect(linkedIn).toHaveAttribute('target', '_blank');

    await userEvent.click(toggle);
    expect(isOpen(toggle)).toBe(false);
    expect(screen.getByText('Gold medal in surgery')).not.toBeVisible();
  });
});

describe('AlumniDirectoryPage for an admin', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    window.localStorage.clear();
  });

  it('downloads the template with the bearer token and saves it as alumni_template.xlsx', async () => {
    tokenStorage.set('admin-token');
    const { fetchMock } = setup(
      {
        'GET /alumni/download/template': () =>
          new Response(new Blob(['xlsx']), {
            headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          }),
      },
      'admin',
    );
    const clicked: HTMLAnchorElement[] = [];
    const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('alumni_template.xlsx');
    const call = fetchMock.calls.find((c) => c.path === '/alumni/download/template')!;
    expect(call.headers.get('Authorization')).toBe('Bearer admin-token');
    spy.mockRestore();
  });

  it('says when the template download fails', async () => {
    setup({ 'GET /alumni/download/template': () => apiError(500, 'boom') }, 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Download Template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download template');
  });

  // The import is an upload mutation with progress: it goes through XMLHttpRequest (shared-kit).
  beforeEach(() => installFakeXhr());

  /** The preview's answer for a file of these rows (nothing written yet). */
  const preview = (errors: { row: number; field: string; message: string }[], added = 1, updated = 1) => ({
    dryRun: true,
    added,
    updated,
    unchanged: 0,
    skipped: new Set(errors.map((e) => e.row)).size,
    toAdd: added ? [{ row: 2, fullName: 'Nadia Islam', graduationYear: 2015 }] : [],
    toUpdate: updated ? [{ row: 3, fullName: 'Rahim Uddin', graduationYear: 2012, changes: ['jobTitle'] }] : [],
    errors,
  });

  it('asks for a file, rejects other types, previews, imports on Import and shows the count and the row errors', async () => {
    let listCalls = 0;
    setup(
      {
        'GET /alumni': () => {
          listCalls += 1;
          return json({ data: [rahim] });
        },
      },
      'admin',
    );
    await screen.findByText('Rahim Uddin');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file');

    const input = screen.getByLabelText('Excel file (.xlsx or .xls)');
    // applyAccept off: a user can still choose "All files" in the picker.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'alumni.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only Excel files (.xlsx or .xls) can be uploaded');

    await userEvent.upload(input, new File(['sheet'], 'alumni.xlsx'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload?dryRun=true'));
    expect(((lastXhr().body as FormData).get('file') as File).name).toBe('alumni.xlsx');
    const rowErrors = [{ row: 4, field: 'graduationYear', message: 'must be a year' }];
    lastXhr().respond(200, preview(rowErrors));
    // The preview: counts in words, the rows under each, the skipped row; nothing written, the list not reloaded.
    const box = await screen.findByRole('region', { name: /^Preview of alumni\.xlsx/ });
    expect(box).toHaveTextContent('1 row to add');
    expect(box).toHaveTextContent('1 row to update');
    expect(box).toHaveTextContent('1 row skipped');
    expect(within(box).getByText(/Row 3: Rahim Uddin \(2012\) — changes Job Title/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1 row will be skipped' })).toHaveTextContent(
      'Row 4: Graduation Year: must be a year',
    );
    expect(listCalls).toBe(1);
    await userEvent.click(within(box).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload'));
    lastXhr().respond(200, { count: 2, errors: rowErrors, importId: 'b1', added: 1, updated: 1 });
    expect(await screen.findByText(/Successfully processed 2 alumni records/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import history (undo an import)' })).toHaveAttribute(
      'href',
      '/admin/alumniImports',
    );
    const rows = screen.getByRole('region', { name: '1 row was not imported' });
    // Changed on purpose: the template's column name, not the internal key.
    expect(within(rows).getByRole('listitem')).toHaveTextContent('Row 4: Graduation Year: must be a year');
    // The upload invalidates the list, which loads again.
    await waitFor(() => expect(listCalls).toBe(2));
  });

  it('cancels the check of a file still being sent: the request is stopped and nothing is previewed', async () => {
    setup({}, 'admin');
    await screen.findByText('Rahim Uddin');
    await userEvent.upload(screen.getByLabelText('Excel file (.xlsx or .xls)'), new File(['sheet'], 'alumni.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload?dryRun=true'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(lastXhr().aborted).toBe(true);
    expect(
      await screen.findByText(
        'Upload cancelled. Nothing was checked or imported; choose the file again when you are ready.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Preview of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's upload error, or a fallback", async () => {
    setup({}, 'admin');
    await screen.findByText('Rahim Uddin');
    const input = screen.getByLabelText('Excel file (.xlsx or .xls)');
    await userEvent.upload(input, new File(['sheet'], 'alumni.xls'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    lastXhr().respond(415, { message: 'The file is not a spreadsheet', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a spreadsheet');

    await userEvent.upload(input, new File(['sheet'], 'alumni.xls'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    lastXhr().fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file');
  });

  it('edits a record with the full object and shows a failure', async () => {
    let sent: unknown;
    let fail = true;
    setup(
      {
        'PUT /alumni/:id': async (req) => {
          sent = await req.request.json();
          return fail
            ? apiError(409, 'Email belongs to another record', 'CONFLICT')
            : json({ ...rahim, jobTitle: 'Consultant' });
        },
      },
      'admin',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rahim Uddin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Rahim Uddin' });
    const title = within(dialog).getByLabelText('Job Title');
    expect(title).toHaveValue('Registrar');
    await userEvent.clear(title);
    await userEvent.type(title, 'Consultant');
    await userEvent.clear(within(dialog).getByLabelText('Achievements'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email belongs to another record');
    expect(sent).toEqual({
      alumniId: 'GS-001',
      fullName: 'Rahim Uddin',
      graduationYear: 2012,
      degree: 'MBBS',
      major: 'Medicine',
      email: 'rahim@example.org',
      currentCompany: 'BSMMU',
      jobTitle: 'Consultant',
      location: 'Dhaka',
      linkedInProfile: 'linkedin.com/in/rahim',
      phone: '+880 1711-000000',
      // A record without the consent field is sent as "not agreed", never as agreed.
      contactConsent: false,
    });

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Alumni record updated')).toBeInTheDocument();
  });

  it('deletes after confirmation, and shows a failure', async () => {
    let deletes = 0;
    let fail = true;
    setup(
      {
        'DELETE /alumni/:id': () => {
          deletes += 1;
          return fail ? apiError(500, 'Database is busy') : json({ message: 'Deleted' });
        },
      },
      'admin',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Karima Begum' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the record of Karima Begum?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Karima Begum' }));
    dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Database is busy')).toBeInTheDocument();
    expect(deletes).toBe(1);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Karima Begum' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Alumni record deleted')).toBeInTheDocument();
    expect(screen.queryByText('Database is busy')).not.toBeInTheDocument();
  });

  // Changed on purpose: the actions are on every row, without opening it first,
  // on a phone and beside the admin portal's sidebar (below 1100 px).
  it.each([375, 820])('shows Edit and Delete on every row, unopened, at %i px', async (width) => {
    setViewportWidth(width);
    setup({}, 'admin');
    expect(await screen.findByRole('button', { name: 'Edit Karima Begum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Karima Begum' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(isOpen(getDisclosure(document.body, /^Karima Begum/))).toBe(false);
  });

  it('counts refused rows, not errors, names columns as the template does, and offers them as a CSV', async () => {
    const errors = [
      { row: 3, field: 'fullName', message: 'Full Name is required' },
      { row: 3, field: 'graduationYear', message: 'Graduation Year is required' },
      { row: 3, field: 'degree', message: 'Degree is required' },
      { row: 3, field: 'major', message: 'Major is required' },
      { row: 7, field: 'email', message: 'Email is not a valid email address' },
    ];
    setup({ 'GET /alumni': () => json({ data: [rahim] }) }, 'admin');
    await screen.findByText('Rahim Uddin');
    await userEvent.upload(screen.getByLabelText('Excel file (.xlsx or .xls)'), new File(['sheet'], 'alumni.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload?dryRun=true'));
    lastXhr().respond(200, preview(errors, 3, 0));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload'));
    lastXhr().respond(200, { count: 5, errors });
    const rows = await screen.findByRole('region', { name: '2 rows were not imported' });
    const items = within(rows).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Row 3: Full Name is required; Graduation Year is required; Degree is required; Major is required',
      'Row 7: Email is not a valid email address',
    ]);
    expect(rows).not.toHaveTextContent(/fullName|graduationYear/);

    const saved: Blob[] = [];
    const create = jest.fn((blob: Blob) => (saved.push(blob), 'blob:refused'));
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('alumni_rows_not_imported.csv');
    });
    await userEvent.click(within(rows).getByRole('button', { name: 'Download the rows not imported (CSV)' }));
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    const text = await saved[0]!.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      '"Row","Column","Reason"',
      '3,"Full Name","Full Name is required"',
      '3,"Graduation Year","Graduation Year is required"',
      '3,"Degree","Degree is required"',
      '3,"Major","Major is required"',
      '7,"Email","Email is not a valid email address"',
      '',
    ]);
  });

  it('asks the API for one page at a time, with the search and year, and pages on', async () => {
    const people = Array.from({ length: 120 }, (_, i) => ({
      ...rahim,
      _id: `a${i}`,
      fullName: `Person ${String(i).padStart(3, '0')}`,
      major: i < 60 ? 'Medicine' : 'Surgery',
    }));
    const { fetchMock } = setup({
      'GET /alumni': ({ search }) => {
        const page = Number(search.get('page'));
        const size = Number(search.get('pageSize'));
        const q = search.get('q') ?? '';
        const matching = people.filter((p) => p.fullName.includes(q));
        return json({
          data: matching.slice((page - 1) * size, page * size),
          total: matching.length,
          page,
          pageSize: size,
          years: [2018],
          majors: [
            { major: 'Medicine', count: matching.filter((p) => p.major === 'Medicine').length },
            { major: 'Surgery', count: matching.filter((p) => p.major === 'Surgery').length },
          ],
        });
      },
    });
    expect(await screen.findByText('Showing 1–50 of 120')).toBeInTheDocument();
    const first = fetchMock.calls.find((c) => c.path === '/alumni')!;
    expect(Object.fromEntries(first.search)).toEqual({ page: '1', pageSize: '50' });
    // The heading counts the major over every page, not only this one.
    expect(screen.getByRole('heading', { name: 'Medicine (60)' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(51);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Person 050')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Surgery (60)' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search alumni'), 'Person 11');
    // The debounced search may fire for what was typed so far before the last keys: wait
    // for the request of the whole search, not for a moment on the clock, then for its rows.
    await waitFor(() => {
      const last = fetchMock.calls.filter((c) => c.path === '/alumni').at(-1)!;
      expect(Object.fromEntries(last.search)).toEqual({ page: '1', pageSize: '50', q: 'Person 11' });
    });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11));
    expect(screen.getByText('Person 119')).toBeInTheDocument();
    expect(screen.queryByText('Person 100')).not.toBeInTheDocument();
    // Ten matches fit one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Alumni pages' })).not.toBeInTheDocument();
  });
});
