import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Faculty } from '@gsvmc/shared-types';
import { DEPARTMENTS } from '@gsvmc/shared-types';
import type { AppStore } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';
import { fileOf, installCanvas, uninstallCanvas } from '../../../test/fakeCanvas';
import FacultyManagementPage from './FacultyManagementPage';

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
  publications: [{ title: 'null' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const toasts = (store: AppStore) => store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup(list: Faculty[] = [], extra: Record<string, MockHandler> = {}) {
  let current = list;
  const fetchMock = mockFetch({
    'GET /faculty': () => json(current),
    'DELETE /faculty/:id': () => json({ message: 'deleted' }),
    ...extra,
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/faculties" element={<FacultyManagementPage />} />
        <Route path="/admin/editFaculty/:id" element={<p>Edit page</p>} />
      </Routes>
      <Where />
    </>,
    { route: '/admin/faculties', preloadedState: authState('admin') },
  );
  return {
    ...view,
    fetchMock,
    setList: (next: Faculty[]) => (current = next),
    user: userEvent.setup({ applyAccept: false, delay: null }),
  };
}

const form = () => screen.getByRole('form', { name: 'Add Faculty Member' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const f = within(form());
  await user.type(f.getByLabelText(/^Name/), 'Dr. Karim Hossain');
  await user.type(f.getByLabelText(/^Registration No/), 'B-2002');
  fireEvent.change(f.getByLabelText(/^Date of Birth/), { target: { value: '1980-06-15' } });
  await user.type(f.getByLabelText(/^Designation/), 'Associate Professor');
  await user.selectOptions(f.getByLabelText(/^Department/), 'Physiology');
  await user.type(f.getByLabelText(/^Degree/), 'MBBS');
  await user.type(f.getByLabelText(/^Year/), '2005');
  await user.type(f.getByLabelText(/^Role/), 'Lecturer');
  fireEvent.change(f.getByLabelText(/^Start Date/), { target: { value: '2006-01-01' } });
  fireEvent.change(f.getByLabelText(/^End Date/), { target: { value: '2010-12-31' } });
  await user.type(f.getByLabelText(/^Title/), 'null');
}

describe('FacultyManagementPage: add form', () => {
  it('offers the 34 departments of shared-types', () => {
    setup();
    const options = within(within(form()).getByLabelText(/^Department/)).getAllByRole('option');
    expect(options.slice(1).map((o) => o.textContent)).toEqual([...DEPARTMENTS]);
    expect(options).toHaveLength(35);
  });

  it('shows every required message of SPEC §5 next to its field, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Faculty' }));
    const expected: [RegExp, string][] = [
      [/^Name/, 'Name is required'],
      [/^Registration No/, 'Registration No is required'],
      [/^Date of Birth/, 'Date of Birth is required'],
      [/^Designation/, 'Designation is required'],
      [/^Department/, 'Department is required'],
      [/^Degree/, 'Degree is required'],
      [/^Year/, 'Year is required'],
      [/^Role/, 'Role is required'],
      [/^Start Date/, 'Start Date is required'],
      [/^End Date/, 'End Date is required'],
      [/^Title/, 'Title is required, If zero then write null'],
    ];
    for (const [label, message] of expected) {
      const field = within(form()).getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(within(form()).getByLabelText(/^Link/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.calls.some((c) => c.method === 'POST')).toBe(false);
    await waitFor(() => expect(within(form()).getByLabelText(/^Name/)).toHaveFocus());
  });

  it('clears a message once its field is filled', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Faculty' }));
    await user.type(within(form()).getByLabelText(/^Name/), 'X');
    expect(within(form()).getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Registration No is required')).toBeInTheDocument();
  });

  it('validates every added row, and shows Remove only while a list has more than one row', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: /^Remove qualification/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Qualification' }));
    expect(within(form()).getAllByLabelText(/^Degree/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove qualification 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove qualification 2' })).toBeInTheDocument();
    expect(within(form()).getAllByLabelText(/^Degree/)[1]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Experience' }));
    await user.click(screen.getByRole('button', { name: 'Add Publication' }));
    await user.click(screen.getByRole('button', { name: 'Add Faculty' }));
    expect(screen.getAllByText('Degree is required')).toHaveLength(2);
    expect(screen.getAllByText('End Date is required')).toHaveLength(2);
    expect(screen.getAllByText('Title is required, If zero then write null')).toHaveLength(2);

    await user.type(within(form()).getAllByLabelText(/^Degree/)[0]!, 'MBBS');
    await user.click(screen.getByRole('button', { name: 'Remove qualification 2' }));
    expect(within(form()).getAllByLabelText(/^Degree/)).toHaveLength(1);
    expect(within(form()).getByLabelText(/^Degree/)).toHaveValue('MBBS');
    expect(screen.queryByRole('button', { name: /^Remove qualification/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove experience 1' })).toBeInTheDocument();
  });

  it('accepts only images as the picture, with a preview', async () => {
    const { user } = setup();
    const input = within(form()).getByLabelText(/^Picture/);
    await user.upload(input, new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/Picture must be an image/);
    expect(screen.queryByRole('img', { name: 'Preview of the selected picture' })).not.toBeInTheDocument();
    await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('img', { name: 'Preview of the selected picture' })).toBeInTheDocument();
  });

  describe('a phone’s photo as the picture', () => {
    afterEach(uninstallCanvas);

    it('is sent made smaller: a 25 MB, 48-megapixel photo goes as a 2560 px JPEG', async () => {
      const { drawn } = installCanvas({ width: 6000, height: 8000, encodedBytes: 1_100_000 });
      let posted: FormData | null = null;
      const { user, store } = setup([], {
        'POST /faculty': async ({ request }) => {
          posted = await request.formData();
          return json({ ...member, _id: 'f3' }, 201);
        },
      });
      await fillValid(user);
      const input = within(form()).getByLabelText(/^Picture/);
      await user.upload(input, fileOf('IMG_3001.JPG', 'image/jpeg', 25 * 1024 * 1024));
      // Chosen without a word: its size is judged once it is smaller.
      expect(input).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('button', { name: 'Add Faculty' }));
      await waitFor(() => expect(toasts(store)).toContain('success: Faculty member added successfully!'));
      expect(drawn.canvas).toEqual({ width: 1920, height: 2560 });
      const sent = (posted as unknown as FormData).get('facultyPicture') as File;
      expect(sent.name).toBe('IMG_3001.jpg');
      expect(sent.type).toBe('image/jpeg');
      expect(sent.size).toBe(1_100_000);
    });

    it('is refused beside its field, and nothing sent, when it is still over 20 MB', async () => {
      // A picture this browser cannot read goes as it is, so its size is its own.
      const { fetchMock, user } = setup();
      await fillValid(user);
      const input = within(form()).getByLabelText(/^Picture/);
      await user.upload(input, fileOf('huge.jpg', 'image/jpeg', 21 * 1024 * 1024));
      await user.click(screen.getByRole('button', { name: 'Add Faculty' }));
      await waitFor(() => expect(input).toHaveAccessibleDescription(/Picture must be 20 MB or smaller/));
      expect(input).toHaveFocus();
      expect(fetchMock.calls.some((c) => c.method === 'POST')).toBe(false);
    });
  });

  it('sends a multipart form, then resets and refreshes the directory without a reload', async () => {
    let posted: FormData | null = null;
    const { user, store, setList } = setup([], {
      'POST /faculty': async ({ request }) => {
        posted = await request.formData();
        setList([
          {
            ...member,
            _id: 'f2',
            name: 'Dr. Karim Hossain',
            department: 'Physiology',
            designation: 'Associate Professor',
          },
        ]);
        return json({ ...member, _id: 'f2' }, 201);
      },
    });
    expect(await screen.findByText('No faculty members found.')).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add Publication' }));
    const titles = within(form()).getAllByLabelText(/^Title/);
    await user.type(titles[1]!, 'Anaemia in rural Savar');
    await user.type(within(form()).getAllByLabelText(/^Link/)[1]!, 'https://example.org/paper');
    await user.upload(within(form()).getByLabelText(/^Picture/), new File(['png'], 'karim.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add Faculty' }));

    await waitFor(() => expect(toasts(store)).toContain('success: Faculty member added successfully!'));
    const body = posted as unknown as FormData;
    expect(body.get('name')).toBe('Dr. Karim Hossain');
    expect(body.get('registrationNo')).toBe('B-2002');
    expect(body.get('dateOfBirth')).toBe('1980-06-15');
    expect(body.get('designation')).toBe('Associate Professor');
    expect(body.get('department')).toBe('Physiology');
    expect(JSON.parse(body.get('qualifications') as string)).toEqual([{ degree: 'MBBS', year: '2005' }]);
    expect(JSON.parse(body.get('workExperience') as string)).toEqual([
      { role: 'Lecturer', startDate: '2006-01-01', endDate: '2010-12-31' },
    ]);
    expect(JSON.parse(body.get('publications') as string)).toEqual([
      { title: 'null' },
      { title: 'Anaemia in rural Savar', link: 'https://example.org/paper' },
    ]);
    expect((body.get('facultyPicture') as File).name).toBe('karim.png');

    expect(await screen.findByRole('row', { name: /Dr. Karim Hossain/ })).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(form()).getAllByLabelText(/^Title/)).toHaveLength(1);
  });

  it('shows the server error and keeps what was typed', async () => {
    const { user, store } = setup([], { 'POST /faculty': () => apiError(409, 'Registration No already exists') });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add Faculty' }));
    expect(
      await screen.findByText('Registration No already exists', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(toasts(store)).toContain('error: Registration No already exists');
    expect(within(form()).getByLabelText(/^Name/)).toHaveValue('Dr. Karim Hossain');
  });
});

describe('FacultyManagementPage: directory', () => {
  it('lists faculty; a row click or Enter on a focused row opens the edit page', async () => {
    const { user } = setup([member]);
    const row = await screen.findByRole('row', { name: /Dr. Rahima Akter/ });
    expect(within(row).getByText('Professor')).toBeInTheDocument();
    expect(within(row).getByText('Anatomy')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Dr. Rahima Akter' })).toHaveAttribute(
      'href',
      '/admin/editFaculty/f1',
    );
    await user.click(within(row).getByText('Anatomy'));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/editFaculty/f1');
  });

  it('opens the edit page from the keyboard', async () => {
    const { user } = setup([member]);
    const row = await screen.findByRole('row', { name: /Dr. Rahima Akter/ });
    row.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/editFaculty/f1');
  });

  it('deletes after confirmation, without opening the edit page', async () => {
    const { user, store, setList, fetchMock } = setup([member]);
    await user.click(await screen.findByRole('button', { name: 'Delete Dr. Rahima Akter' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/faculties');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete “Dr. Rahima Akter”? It goes to the Trash; you can restore it there.');
    setList([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No faculty members found.')).toBeInTheDocument();
    expect(fetchMock.calls.find((c) => c.method === 'DELETE')?.path).toBe('/faculty/f1');
    expect(toasts(store)).toContain('success: “Dr. Rahima Akter” is in the Trash.');
  });

  it('says "Failed to delete faculty member" when the delete fails', async () => {
    const { user, store } = setup([member], { 'DELETE /faculty/:id': () => apiError(500, 'boom') });
    await user.click(await screen.findByRole('button', { name: 'Delete Dr. Rahima Akter' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts(store).some((t) => t.startsWith('error: Failed to delete faculty member'))).toBe(true),
    );
    expect(screen.getByRole('row', { name: /Dr. Rahima Akter/ })).toBeInTheDocument();
  });

  it('shows "Failed to load faculty data" with Retry', async () => {
    let fail = true;
    mockFetch({ 'GET /faculty': () => (fail ? apiError(500, 'down') : json([member])) });
    renderWithProviders(<FacultyManagementPage />, { preloadedState: authState('admin') });
    expect(await screen.findByText('Failed to load faculty data')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Dr. Rahima Akter/ })).toBeInTheDocument();
  });
});
