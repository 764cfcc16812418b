// The staff's tools come as a chunk of their own: fetched for staff only, offered again after a failed
// fetch, and gone when the session ends.
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alumni } from '@gsvmc/shared-types';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { setViewportWidth } from '../../test/matchMedia';
import AlumniDirectoryPage from './AlumniDirectoryPage';
import { useStaffTools, type StaffTools } from './staffTools';

// Whole-page renders on a busy 2-core machine: a bound against a hang, not a measurement.
jest.setTimeout(60_000);

// The staff's chunk as the page fetches it (import('./staff')), unreachable while this is false.
let mockStaffChunkReachable = true;
jest.mock('./staff', () => {
  if (!mockStaffChunkReachable) throw new Error('Loading chunk failed');
  return jest.requireActual('./staff');
});

/** Stands for the fetched tools where only their arrival matters. */
const staffTools = { fetched: true } as unknown as StaffTools;

/** A loader whose answers the test gives one at a time. */
function controlledLoader() {
  const calls: { resolve: (tools: StaffTools) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<StaffTools>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

describe('useStaffTools', () => {
  it('fetches nothing for a visitor or a plain user', () => {
    const { load } = controlledLoader();
    const { result } = renderHook(() => useStaffTools(false, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.tools).toBeNull();
    expect(result.current.failed).toBe(false);
  });

  it('fetches the tools once for staff, and drops them when the session ends', async () => {
    const { load, calls } = controlledLoader();
    const { result, rerender } = renderHook(({ isStaff }) => useStaffTools(isStaff, load), {
      initialProps: { isStaff: true },
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.tools).toBeNull();
    await act(async () => calls[0]!.resolve(staffTools));
    expect(result.current.tools).toBe(staffTools);

    rerender({ isStaff: false });
    expect(result.current.tools).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the fetch failed, and fetches again on retry', async () => {
    const { load, calls } = controlledLoader();
    const { result } = renderHook(() => useStaffTools(true, load));
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(result.current.failed).toBe(true);
    expect(result.current.tools).toBeNull();

    act(() => result.current.retry());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.failed).toBe(false);
    await act(async () => calls[1]!.resolve(staffTools));
    expect(result.current.tools).toBe(staffTools);
  });
});

const rahim: Alumni = {
  _id: 'a1',
  fullName: 'Rahim Uddin',
  graduationYear: 2012,
  degree: 'MBBS',
  major: 'Medicine',
  email: 'rahim@example.org',
  phone: '+880 1711-000000',
  contactConsent: false,
};
const nadia: Alumni = {
  _id: 'a2',
  fullName: 'Nadia Islam',
  graduationYear: 2015,
  degree: 'MBBS',
  major: 'Medicine',
  email: 'nadia@example.org',
  contactConsent: true,
};

describe('the alumni page with the staff’s chunk', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockFetch({ 'GET /alumni': () => json({ data: [rahim, nadia] }) });
  });
  afterEach(() => {
    mockStaffChunkReachable = true;
  });

  // First in this file: a fetch that succeeded is kept for the rest of the page's life.
  it('says when the tools could not be fetched, and Retry brings them', async () => {
    mockStaffChunkReachable = false;
    renderWithProviders(<AlumniDirectoryPage />, { route: '/alumniTable', preloadedState: authState('admin') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    await screen.findByRole('table', { name: 'Medicine alumni' });
    expect(screen.queryByRole('button', { name: 'Edit Rahim Uddin' })).not.toBeInTheDocument();

    mockStaffChunkReachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Download Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Rahim Uddin' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Please check your connection and try again.')).not.toBeInTheDocument(),
    );
  });

  it('marks, for staff, a phone and e-mail their owner did not agree to show', async () => {
    renderWithProviders(<AlumniDirectoryPage />, { route: '/alumniTable', preloadedState: authState('admin') });
    const table = await screen.findByRole('table', { name: 'Medicine alumni' });
    const row = within(table).getByRole('row', { name: /Rahim Uddin/ });
    expect(await within(row).findByText('Staff only')).toHaveAttribute(
      'title',
      'No consent: visitors do not see this phone or e-mail',
    );
    expect(within(within(table).getByRole('row', { name: /Nadia Islam/ })).queryByText('Staff only')).toBeNull();
  });
});
