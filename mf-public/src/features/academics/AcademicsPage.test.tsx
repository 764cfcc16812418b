import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import AcademicsPage from './AcademicsPage';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';

beforeEach(() => mockFetch(contentRoutes()));

describe('AcademicsPage', () => {
  it('describes the three parts of the quality assurance body and lists sample council members under the principal', async () => {
    renderWithProviders(<AcademicsPage />);
    await untilContentLoaded();
    for (const name of ['Academic Council', 'Academic Coordination Committee', 'Phase Coordination Groups']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const council = screen.getByRole('region', { name: /Members of the Academic Council/ });
    expect(within(council).getByText('Sample entry')).toBeInTheDocument();
    expect(within(council).getByText('The Academic Council is chaired by the principal.')).toBeInTheDocument();
    expect(within(council).getAllByRole('listitem')[0]).toHaveTextContent('Principal (Chair)');
  });
});
