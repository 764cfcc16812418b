// Delete with a named confirm and Undo, as every admin list does it; driven through the faculty list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faculty, TrashItem } from '@gsvmc/shared-types';
import { ToastArea } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import FacultyManagementPage from '../features/faculty/FacultyManagementPage';

jest.setTimeout(30_000);

const member = {
  _id: 'f1',
  name: 'Dr. Rahim',
  registrationNo: 'A-1001',
  dateOfBirth: '1975-04-02',
  designation: 'Professor',
  department: 'Anatomy',
  qualifications: [],
  workExperience: [],
  publications: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as Faculty;

const trashed = (entity: TrashItem['entity'], entityId: string, id: string): TrashItem => ({
  _id: id,
  entity,
  entityId,
  label: 'Dr. Rahim',
  files: [],
  deletedAt: '2026-11-27T08:00:00.000Z',
  deletedByEmail: 'admin@test.local',
  purgeAfter: '2026-12-27T08:00:00.000Z',
});

/** The faculty list over a small API whose trash holds what was deleted, and the toasts. */
function setup(locale: 'en' | 'bn' = 'en', trashHolds = true) {
  let list: Faculty[] = [member];
  let trash: TrashItem[] = [trashed('photo', 'f1', 't-other')];
  const fetchMock = mockFetch({
    'GET /faculty': () => json(list),
    'DELETE /faculty/:id': () => {
      list = [];
      if (trashHolds) trash = [trashed('faculty', 'f1', 't-1'), ...trash];
      return json({ message: 'deleted' });
    },
    'GET /trash': () => json(trash),
    'POST /trash/:id/restore': ({ path }) => {
      const id = path.split('/')[2];
      trash = trash.filter((item) => item._id !== id);
      list = [member];
      return json({ message: 'Restored' });
    },
  });
  renderWithProviders(
    <>
      <FacultyManagementPage />
      <ToastArea />
    </>,
    { route: '/admin/faculties', preloadedState: authState('editor'), locale },
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

test('the question names the item and the Trash; Undo in the toast restores that very item and the row returns', async () => {
  const { fetchMock, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Dr. Rahim' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete “Dr. Rahim”? It goes to the Trash; you can restore it there.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const toast = await screen.findByText('“Dr. Rahim” is in the Trash.');
  expect(await screen.findByText('No faculty members found.')).toBeInTheDocument();

  await user.click(within(toast.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('“Dr. Rahim” is back where it was.')).toBeInTheDocument();
  // The faculty member's own trash item, not the photo that happens to share its id.
  expect(fetchMock.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/trash/t-1/restore']);
  expect(await screen.findByRole('button', { name: 'Delete Dr. Rahim' })).toBeInTheDocument();
});

test('when the item is no longer in the trash, Undo says so and sends the clerk to the Trash', async () => {
  const { fetchMock, user } = setup('en', false);
  await user.click(await screen.findByRole('button', { name: 'Delete Dr. Rahim' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not bring back “Dr. Rahim”. Restore it from the Trash.',
  );
  expect(fetchMock.calls.some((c) => c.method === 'POST')).toBe(false);
});

test('in Bengali: the named question, the toast and its Undo', async () => {
  const { user } = setup('bn');
  await user.click(await screen.findByRole('button', { name: 'মুছুন Dr. Rahim' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('“Dr. Rahim” মুছবেন? এটি ট্র্যাশে যাবে; সেখান থেকে ফিরিয়ে আনা যাবে।');
  await user.click(within(dialog).getByRole('button', { name: 'মুছুন' }));
  expect(await screen.findByText('“Dr. Rahim” ট্র্যাশে গেছে।')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'ফিরিয়ে আনুন' }));
  await waitFor(() => expect(screen.getByText('“Dr. Rahim” আগের জায়গায় ফিরে এসেছে।')).toBeInTheDocument());
});
