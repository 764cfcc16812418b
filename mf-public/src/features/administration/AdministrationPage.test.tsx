import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import AdministrationPage from './AdministrationPage';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';

beforeEach(() => mockFetch(contentRoutes()));

describe('AdministrationPage', () => {
  it('shows the placeholder text and a way to reach the main office', async () => {
    renderWithProviders(<AdministrationPage />);
    await untilContentLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByText(/will be published on this page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact the main office' })).toHaveAttribute('href', '/contact');
  });
});
