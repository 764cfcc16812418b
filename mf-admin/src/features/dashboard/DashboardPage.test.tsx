import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { LocaleProvider } from '@gsvmc/shared-kit';
import DashboardPage from './DashboardPage';

// Whole-form journeys with typing; generous when the machine is busy.
jest.setTimeout(30_000);

const card = (label: string) => screen.getByRole('heading', { name: label }).closest('li') as HTMLElement;

describe('DashboardPage', () => {
  it('welcomes the admin and shows the four counts from GET /stats with links to each page', async () => {
    mockFetch({ 'GET /stats': () => json({ faculty: 12, notices: 5, photos: 30, alumni: 240 }) });
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
    });
    renderWithProviders(<DashboardPage />, { preloadedState: authState('admin') });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading dashboard...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard figures');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(card('Alumni records')).findByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DashboardPage in Bengali', () => {
  it('welcomes in Bengali and writes the counts in Bengali digits', async () => {
    mockFetch({ 'GET /stats': () => json({ faculty: 12, notices: 5, photos: 30, alumni: 12345 }) });
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
  });
});
