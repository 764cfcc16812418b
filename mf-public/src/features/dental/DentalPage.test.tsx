import { screen, within } from '@testing-library/react';
import { DENTAL_DEPARTMENTS } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import DentalPage from './DentalPage';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';

beforeEach(() => mockFetch(contentRoutes()));

describe('DentalPage', () => {
  it('gives the history, the admission rule and the twelve departments', async () => {
    renderWithProviders(<DentalPage />);
    await untilContentLoaded();
    expect(screen.getByText(/dental college started in 1997/)).toBeInTheDocument();
    expect(screen.getByText(/2012-2013 session/)).toBeInTheDocument();
    expect(screen.getByText('Admission to the dental unit is as per government rule.')).toBeInTheDocument();
    const departments = screen.getByRole('region', { name: 'Departments (12)' });
    expect(
      within(departments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...DENTAL_DEPARTMENTS]);
  });

  it('shows 15 faculty cards with every field, marked as samples, with no links to made-up contacts', async () => {
    renderWithProviders(<DentalPage />);
    await untilContentLoaded();
    const faculty = screen.getByRole('region', { name: 'Faculty' });
    const cards = within(faculty).getAllByRole('listitem');
    expect(cards).toHaveLength(15);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'Dr. Shirin Haque (sample)' })).toBeInTheDocument();
    // Sample names in the seeded faculty's style, not a numbered template.
    expect(within(faculty).queryByText(/Faculty Member \d+/)).not.toBeInTheDocument();
    const names = cards.map((card) => within(card).getByRole('heading').textContent);
    expect(new Set(names).size).toBe(15);
    for (const name of names) expect(name).toMatch(/^Dr\. \S+ \S+ \(sample\)$/);
    // Compact card: position and department on one line, still named for screen readers.
    expect(first).toHaveTextContent('Position: Professor · Department: ' + DENTAL_DEPARTMENTS[0]);
    for (const term of ['Registration', 'Mobile', 'Email']) {
      expect(within(first).getByText(term)).toBeInTheDocument();
    }
    expect(within(first).getByText('BDS, MS (sample)')).toBeInTheDocument();
    expect(within(first).getByText('dental.faculty01@example.org')).toBeInTheDocument();
    expect(within(faculty).queryAllByRole('link')).toHaveLength(0);
    // One mark for the list; each sample name ends "(sample)" (checked above).
    expect(within(faculty).getAllByText('Sample entry')).toHaveLength(1);
    expect(within(faculty).getByText(/stand in until the college publishes its dental faculty/)).toBeInTheDocument();
  });
});
