import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlumniImportBatch } from '@gsvmc/shared-types';
import { setRuntimeConfig, type AppStore } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, type MockRequest } from '@gsvmc/shared-kit/test/mockFetch';
import AlumniImportsPage from './AlumniImportsPage';

jest.setTimeout(30_000);

const batch = (over: Partial<AlumniImportBatch> = {}): AlumniImportBatch => ({
  _id: 'b1',
  createdAt: '2026-11-25T06:00:00.000Z',
  actorEmail: 'editor@example.org',
  fileName: 'class-of-2020.xlsx',
  added: 120,
  updated: 4,
  unchanged: 0,
  skipped: 2,
  undoneAt: null,
  undoneByEmail: null,
  ...over,
});
const toasts = (store: AppStore) => store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('AlumniImportsPage', () => {
  it('lists imports and undoes one after confirming; an undone one offers no Undo', async () => {
    let undone = false;
    mockFetch({
      'GET /alumni/imports': () =>
        json([batch(undone ? { undoneAt: '2026-11-26T06:00:00.000Z', undoneByEmail: 'admin@example.org' } : {})]),
      'POST /alumni/imports/:id/undo': () => (
        (undone = true),
        json({
          message: 'Import undone: 120 record(s) removed, 4 record(s) put back as they were',
          removed: 120,
          restored: 4,
        })
      ),
    });
    const { store } = renderWithProviders(<AlumniImportsPage />, { preloadedState: authState('editor') });
    const button = await screen.findByRole('button', { name: /^Undo import class-of-2020\.xlsx of/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The 120 record(s) it added are removed and the 4 record(s) it changed go back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    await waitFor(() =>
      expect(toasts(store)).toContain(
        'success: Import undone: 120 record(s) removed, 4 record(s) put back as they were',
      ),
    );
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo import/ })).not.toBeInTheDocument();
  });

  it('names the records edited since the import in a dialog, and undoes the rest only when asked', async () => {
    const undoCalls: string[] = [];
    mockFetch({
      'GET /alumni/imports': () => json([batch()]),
      'POST /alumni/imports/:id/undo': (req: MockRequest) => {
        undoCalls.push(req.search.toString());
        if (req.search.get('keepEdited') !== '1')
          return json(
            {
              message: 'server words',
              code: 'IMPORT_EDITED_SINCE',
              edited: [
                { _id: 'a1', fullName: 'Rahim Uddin' },
                { _id: 'a2', fullName: 'Karima Begum' },
              ],
            },
            409,
          );
        return json({
          message:
            'Import undone: 119 record(s) removed, 3 record(s) put back as they were; 2 record(s) edited since kept as they are',
          removed: 119,
          restored: 3,
          kept: 2,
        });
      },
    });
    const { store } = renderWithProviders(<AlumniImportsPage />, { preloadedState: authState('editor') });
    await userEvent.click(await screen.findByRole('button', { name: /^Undo import/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo import' }));
    const choice = await screen.findByRole('dialog', { name: 'Records edited after this import' });
    expect(choice).toHaveTextContent(
      '2 records were edited after this import: Rahim Uddin, Karima Begum. Undo the rest, or keep everything.',
    );
    expect(undoCalls).toEqual(['']);
    await userEvent.click(within(choice).getByRole('button', { name: 'Undo the rest' }));
    await waitFor(() =>
      expect(toasts(store)).toContain(
        'success: Import undone: 119 record(s) removed, 3 record(s) put back as they were; 2 record(s) edited since kept as they are',
      ),
    );
    expect(undoCalls).toEqual(['', 'keepEdited=1']);
  });

  it('keeps everything when the clerk chooses so, and says nothing was undone', async () => {
    const undoCalls: string[] = [];
    mockFetch({
      'GET /alumni/imports': () => json([batch()]),
      'POST /alumni/imports/:id/undo': (req: MockRequest) => {
        undoCalls.push(req.search.toString());
        return json(
          { message: 'x', code: 'IMPORT_EDITED_SINCE', edited: [{ _id: 'a1', fullName: 'Rahim Uddin' }] },
          409,
        );
      },
    });
    const { store } = renderWithProviders(<AlumniImportsPage />, {
      preloadedState: authState('editor'),
      locale: 'bn',
    });
    await userEvent.click(await screen.findByRole('button', { name: /^ইমপোর্ট বাতিল করুন/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ইমপোর্ট বাতিল করুন' }));
    const choice = await screen.findByRole('dialog', { name: 'ইমপোর্টের পরে সম্পাদিত তথ্য' });
    expect(choice).toHaveTextContent('এই ইমপোর্টের পরে ১টি তথ্য সম্পাদনা করা হয়েছে: Rahim Uddin।');
    await userEvent.click(within(choice).getByRole('button', { name: 'সবকিছু রেখে দিন' }));
    await waitFor(() => expect(toasts(store)).toContain('success: কিছুই বাতিল হয়নি: ইমপোর্ট ও পরের সম্পাদনা দুটোই রইল।'));
    expect(undoCalls).toEqual(['']);
    expect(screen.getByRole('button', { name: /^ইমপোর্ট বাতিল করুন/ })).toBeEnabled();
  });

  it('says why an undo was refused', async () => {
    mockFetch({
      'GET /alumni/imports': () => json([batch()]),
      'POST /alumni/imports/:id/undo': () =>
        apiError(409, 'A later import changed some of the same records. Undo that import first.', 'CONFLICT'),
    });
    const { store } = renderWithProviders(<AlumniImportsPage />, { preloadedState: authState('editor') });
    await userEvent.click(await screen.findByRole('button', { name: /^Undo import/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo import' }));
    await waitFor(() =>
      expect(toasts(store)).toContain(
        'error: A later import changed some of the same records. Undo that import first.',
      ),
    );
  });
});
