import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import FacilitiesPage from './FacilitiesPage';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';

beforeEach(() => mockFetch(contentRoutes()));

describe('FacilitiesPage', () => {
  it('shows the four facility cards and the library figures', async () => {
    renderWithProviders(<FacilitiesPage />);
    await untilContentLoaded();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Library',
      'Hostel',
      'Scholarship',
      'Extracurricular Activities',
    ]);
    expect(screen.getByText(/Open from 8:30 am to 8:30 pm on working days/)).toBeInTheDocument();
    expect(screen.getByText('Digital access to four online databases and 8500+ e-books.')).toBeInTheDocument();
  });
});
