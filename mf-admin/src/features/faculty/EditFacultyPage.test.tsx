import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Faculty } from '@gsvmc/shared-types';
import type { AppStore } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';
import { fileOf, installCanvas, uninstallCanvas } from '../../../test/fakeCanvas';
import EditFacultyPage from './EditFacultyPage';
import { onBackGuard } from '../../lib/useLeaveWarning';

afterEach(uninstallCanvas);

// Whole-form journeys with typing; generous when the machine is busy.
jest.setTimeout(30_000);

const member: Faculty = {
  _id: 'f1',
  name: 'Dr. Rahima Akter',
  registrationNo: 'A-1001',
  dateOfBirth: '1975-04-02',
  designation: 'Professor',
  department: 'Anatomy',
  qualifications: [{ degree: 'MBBS', year: '1999' }],
  workExperience: [{ role: 'Lecturer', startDate: '2001-01-01', endDate: '2005-01-01' }],
  publications: [{ title: 'Cadaveric study', link: 'https://example.org/a' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const toasts = (store: AppStore) => store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`);

/** The editor of faculty member f1, on its route, for an admin (the API is each test's own mock). */
const renderEditor = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/editFaculty/:id" element={<EditFacultyPage />} />
    </Routes>,
    { route: '/admin/editFaculty/f1', preloadedState: authState('admin') },
  );

function setup(put: MockHandler = async ({ request }) => json({ ...member, ...(await request.clone().json()) })) {
  const bodies: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /faculty/:id': ({ path }) =>
      path === '/faculty/f1' ? json(member) : apiError(404, 'Faculty not found', 'NOT_FOUND'),
    'PUT /faculty/:id': async (req) => {
      bodies.push(await req.request.clone().json());
      return put(req);
    },
  });
  const view = renderEditor();
  return { ...view, fetchMock, bodies, user: userEvent.setup({ delay: null }) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('EditFacultyPage', () => {
  it('loads the member and shows the four parts, with a way back', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading faculty details...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Faculty: Dr. Rahima Akter' }),
    ).toBeInTheDocument();
    for (const name of ['Basic Profile', 'Qualifications', 'Work Experience', 'Publications'])
      expect(section(name)).toBeInTheDocument();
    expect(within(section('Qualifications')).getByText('MBBS (1999)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Faculty Management/ })).toHaveAttribute(
      'href',
      '/admin/faculties',
    );
  });

  it('edits the profile and sends only the profile fields; the mode closes and the page shows the change', async () => {
    const { user, bodies, fetchMock, store } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit basic profile' }));
    const name = within(section('Basic Profile')).getByLabelText(/^Name/);
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Prof. Rahima Akter');
    await user.selectOptions(within(section('Basic Profile')).getByLabelText(/^Department/), 'Physiology');
    await user.click(within(section('Basic Profile')).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit basic profile' })).toHaveFocus());
    expect(bodies).toEqual([
      {
        name: 'Prof. Rahima Akter',
        registrationNo: 'A-1001',
        dateOfBirth: '1975-04-02',
        designation: 'Professor',
        department: 'Physiology',
      },
    ]);
    expect(fetchMock.calls.find((c) => c.method === 'PUT')?.path).toBe('/faculty/f1');
    expect(within(section('Basic Profile')).getByText('Physiology')).toBeInTheDocument();
    expect(toasts(store)).toContain('success: Changes saved successfully!');
  });

  it.each([
    [
      'Qualifications',
      'qualifications',
      'Add Qualification',
      /^Degree/,
      'FCPS',
      {
        qualifications: [
          { degree: 'MBBS', year: '1999' },
          { degree: 'FCPS', year: '' },
        ],
      },
    ],
    [
      'Work Experience',
      'workExperience',
      'Add Experience',
      /^Role/,
      'Professor',
      {
        workExperience: [
          { role: 'Lecturer', startDate: '2001-01-01', endDate: '2005-01-01' },
          { role: 'Professor', startDate: '', endDate: '' },
        ],
      },
    ],
    [
      'Publications',
      'publications',
      'Add Publication',
      /^Title/,
      'New paper',
      { publications: [{ title: 'Cadaveric study', link: 'https://example.org/a' }, { title: 'New paper' }] },
    ],
  ])('edits %s and sends only that list', async (name, key, addLabel, firstLabel, value, expected) => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${name.toLowerCase()}` }));
    const part = section(name);
    await user.click(within(part).getByRole('button', { name: addLabel }));
    await user.type(within(part).getAllByLabelText(firstLabel)[1]!, value);
    await user.click(within(part).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(section(name)).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument(),
    );
    expect(bodies).toEqual([expected]);
    expect(Object.keys(bodies[0] as object)).toEqual([key]);
    expect(within(section(name)).getByText(new RegExp(value))).toBeInTheDocument();
  });

  it('keeps the four modes independent', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit qualifications' }));
    await user.click(screen.getByRole('button', { name: 'Edit publications' }));
    expect(within(section('Qualifications')).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(within(section('Publications')).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(within(section('Basic Profile')).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await user.click(within(section('Publications')).getByRole('button', { name: 'Cancel' }));
    expect(within(section('Publications')).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(within(section('Qualifications')).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows Remove only while a list has more than one row', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit qualifications' }));
    const part = section('Qualifications');
    expect(within(part).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(within(part).getByRole('button', { name: 'Add Qualification' }));
    await user.click(within(part).getByRole('button', { name: 'Remove qualification 1' }));
    expect(within(part).getAllByLabelText(/^Degree/)).toHaveLength(1);
    expect(within(part).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows a failed save in the section and as a toast, and keeps the mode open', async () => {
    const { user, store } = setup(() => apiError(400, 'registrationNo must not be empty'));
    await user.click(await screen.findByRole('button', { name: 'Edit publications' }));
    await user.click(within(section('Publications')).getByRole('button', { name: 'Save Changes' }));
    expect(await within(section('Publications')).findByRole('alert')).toHaveTextContent(
      'registrationNo must not be empty',
    );
    expect(toasts(store)).toContain('error: registrationNo must not be empty');
    expect(within(section('Publications')).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('asks for the required profile fields before saving', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit basic profile' }));
    await user.clear(within(section('Basic Profile')).getByLabelText(/^Name/));
    await user.click(within(section('Basic Profile')).getByRole('button', { name: 'Save Changes' }));
    expect(within(section('Basic Profile')).getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(bodies).toEqual([]);
  });

  it('says "Faculty not found" for an unknown id', async () => {
    mockFetch({ 'GET /faculty/:id': () => apiError(404, 'Faculty not found', 'NOT_FOUND') });
    renderWithProviders(
      <Routes>
        <Route path="/admin/editFaculty/:id" element={<EditFacultyPage />} />
      </Routes>,
      { route: '/admin/editFaculty/nope', preloadedState: authState('admin') },
    );
    expect(await screen.findByText('Faculty not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Faculty Management/ })).toBeInTheDocument();
  });

  it('offers Retry when loading fails', async () => {
    let fail = true;
    mockFetch({ 'GET /faculty/:id': () => (fail ? apiError(500, 'down') : json(member)) });
    renderEditor();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load faculty details');
    expect(alert).toHaveTextContent('Unable to retrieve faculty information');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Faculty: Dr. Rahima Akter' }),
    ).toBeInTheDocument();
  });

  it("changes the member's picture from the Basic Profile: the fields, then the picture", async () => {
    const sent: { field: FormDataEntryValue | null; method: string }[] = [];
    mockFetch({
      'GET /faculty/:id': () => json(member),
      'PUT /faculty/:id': async ({ request }) => json({ ...member, ...(await request.clone().json()) }),
      'PUT /faculty/:id/picture': async ({ request }) => {
        sent.push({ field: (await request.formData()).get('facultyPicture'), method: request.method });
        return json({ ...member, facultyPicture: '/uploads/faculty/new.png' });
      },
    });
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    renderEditor();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit basic profile' }));
    const profile = section('Basic Profile');
    await user.upload(within(profile).getByLabelText(/^Picture/), new File(['png'], 'new.png', { type: 'image/png' }));
    expect(within(profile).getByRole('img', { name: 'Preview of the new picture' })).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));

    const picture = await within(section('Basic Profile')).findByRole('img', { name: 'Picture of Dr. Rahima Akter' });
    expect(picture).toHaveAttribute('src', expect.stringContaining('/uploads/faculty/new.png'));
    expect(sent).toHaveLength(1);
    expect((sent[0]!.field as File).name).toBe('new.png');
  });

  it('sends a phone’s photo as the picture made smaller, and refuses one still over 20 MB beside its field', async () => {
    const sent: File[] = [];
    mockFetch({
      'GET /faculty/:id': () => json(member),
      'PUT /faculty/:id': async ({ request }) => json({ ...member, ...(await request.clone().json()) }),
      'PUT /faculty/:id/picture': async ({ request }) => {
        sent.push((await request.formData()).get('facultyPicture') as File);
        return json({ ...member, facultyPicture: '/uploads/faculty/new.jpg' });
      },
    });
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    renderEditor();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit basic profile' }));
    let input = within(section('Basic Profile')).getByLabelText(/^Picture/);

    // Still over the limit once prepared (this stand-in encodes 21 MB): refused, nothing sent.
    installCanvas({ width: 8000, height: 6000, encodedBytes: 21 * 1024 * 1024 });
    await user.upload(input, fileOf('IMG_9.JPG', 'image/jpeg', 30 * 1024 * 1024));
    await user.click(within(section('Basic Profile')).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Picture must be 20 MB or smaller/));
    expect(sent).toHaveLength(0);

    const { drawn } = installCanvas({ width: 8000, height: 6000, encodedBytes: 900_000 });
    input = within(section('Basic Profile')).getByLabelText(/^Picture/);
    await user.upload(input, fileOf('IMG_4001.JPG', 'image/jpeg', 9 * 1024 * 1024));
    await user.click(within(section('Basic Profile')).getByRole('button', { name: 'Save Changes' }));
    await within(section('Basic Profile')).findByRole('img', { name: 'Picture of Dr. Rahima Akter' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.name).toBe('IMG_4001.jpg');
    expect(sent[0]!.type).toBe('image/jpeg');
    expect(sent[0]!.size).toBe(900_000);
    expect(drawn.canvas).toEqual({ width: 2560, height: 1920 });
  });

  it('refuses a picture that is not an image, before sending anything', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit basic profile' }));
    const input = within(section('Basic Profile')).getByLabelText(/^Picture/);
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/Picture must be an image/);
    await user.click(within(section('Basic Profile')).getByRole('button', { name: 'Save Changes' }));
    expect(bodies).toHaveLength(0);
  });

  it('warns before leaving with unsaved changes, and stays unless the admin chooses to leave', async () => {
    mockFetch({ 'GET /faculty/:id': () => json(member) });
    renderWithProviders(
      <Routes>
        <Route path="/admin/editFaculty/:id" element={<EditFacultyPage />} />
        <Route path="/admin/faculties" element={<p>Faculty list</p>} />
      </Routes>,
      { route: '/admin/editFaculty/f1', preloadedState: authState('admin') },
    );
    const user = userEvent.setup({ delay: null });
    const back = await screen.findByRole('link', { name: /Back to Faculty Management/ });

    // Nothing changed: no question.
    await user.click(screen.getByRole('button', { name: 'Edit basic profile' }));
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.type(within(section('Basic Profile')).getByLabelText(/^Designation/), ' & Head');
    expect(unload()).toBe(true);
    await user.click(back);
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page and lose them?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Faculty list')).not.toBeInTheDocument();
    expect(within(section('Basic Profile')).getByLabelText(/^Designation/)).toHaveValue('Professor & Head');

    await user.click(back);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Faculty list')).toBeInTheDocument();
  });

  it('holds the browser’s Back while changes are unsaved: Back asks, and Cancel keeps the edit', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit basic profile' }));
    await user.type(within(section('Basic Profile')).getByLabelText(/^Designation/), ' & Head');
    // The portal's leave rule puts one history entry on top of the page while an edit is unsaved.
    await waitFor(() => expect(onBackGuard()).toBe(true));
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    act(() => window.history.back());
    await popped;
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(section('Basic Profile')).getByLabelText(/^Designation/)).toHaveValue('Professor & Head');
    await waitFor(() => expect(onBackGuard()).toBe(true));
  });

  it('asks nothing once the changes are saved', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit basic profile' }));
    await user.type(within(section('Basic Profile')).getByLabelText(/^Designation/), ' & Head');
    await user.click(within(section('Basic Profile')).getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit basic profile' });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
