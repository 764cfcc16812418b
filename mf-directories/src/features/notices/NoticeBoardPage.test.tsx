import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, apiError, mockFetch, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import NoticeBoardPage from './NoticeBoardPage';

const older = { _id: 'n1', title: 'Exam routine', date: '2026-01-10T04:00:00.000Z', pdfUrl: '/uploads/notices/a.pdf' };
const newer = {
  _id: 'n2',
  title: 'Admission circular',
  date: '2026-11-20T04:00:00.000Z',
  description: 'Session 2026-27',
  pdfUrl: '/uploads/notices/b.pdf',
};

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('NoticeBoardPage', () => {
  it('lists notices newest first with short date, description, download and view links', async () => {
    mockFetch({ 'GET /notices': () => json([older, newer]) });
    renderWithProviders(<NoticeBoardPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices...');
    const list = await screen.findByRole('list', { name: 'Notices' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Admission circular');
    expect(items[0]).toHaveTextContent('2026 Nov 20');
    expect(items[0]).toHaveTextContent('Session 2026-27');
    expect(items[1]).toHaveTextContent('Exam routine');
    expect(items[1]).toHaveTextContent('2026 Jan 10');

    const download = within(items[0]!).getByRole('link', { name: /^Download Admission circular/ });
    expect(download).toHaveAttribute('href', '/uploads/notices/b.pdf');
    expect(download).toHaveAttribute('download');
    const view = within(items[0]!).getByRole('link', { name: /^View Admission circular/ });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(document.title).toBe('Notice Board · GSVMC');
  });

  it('prefixes file paths with the configured file origin', async () => {
    setRuntimeConfig({ fileBaseUrl: 'https://files.example.org' });
    mockFetch({ 'GET /notices': () => json([older]) });
    renderWithProviders(<NoticeBoardPage />);
    expect(await screen.findByRole('link', { name: /^Download/ })).toHaveAttribute(
      'href',
      'https://files.example.org/uploads/notices/a.pdf',
    );
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /notices': () => json([]) });
    renderWithProviders(<NoticeBoardPage />);
    expect(await screen.findByText('No notices available at this time')).toBeInTheDocument();
  });

  it('shows a failure with Retry that loads again', async () => {
    let fail = true;
    mockFetch({ 'GET /notices': () => (fail ? networkError() : json([older])) });
    renderWithProviders(<NoticeBoardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notices');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Exam routine')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('treats a server error like any failure', async () => {
    mockFetch({ 'GET /notices': () => apiError(500, 'boom') });
    renderWithProviders(<NoticeBoardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notices');
  });
});
