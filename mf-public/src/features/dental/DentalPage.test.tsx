import { screen, within } from '@testing-library/react';
import { DENTAL_DEPARTMENTS } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import DentalPage from './DentalPage';

describe('DentalPage', () => {
  it('gives the history, the admission rule and the twelve departments', () => {
    renderWithProviders(<DentalPage />);
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

  it('shows 15 faculty cards with every field, marked as samples, with no links to made-up contacts', () => {
    renderWithProviders(<DentalPage />);
    const faculty = screen.getByRole('region', { name: 'Faculty' });
    const cards = within(faculty).getAllByRole('listitem');
    expect(cards).toHaveLength(15);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'Faculty Member 01' })).toBeInTheDocument();
    expect(within(first).getByText('Sample entry')).toBeInTheDocument();
    for (const term of ['Position', 'Department', 'Registration', 'Mobile', 'Email']) {
      expect(within(first).getByText(term)).toBeInTheDocument();
    }
    expect(within(first).getByText('BDS (sample)')).toBeInTheDocument();
    expect(within(first).getByText('dental.faculty01@example.org')).toBeInTheDocument();
    expect(within(faculty).queryAllByRole('link')).toHaveLength(0);
    expect(within(faculty).getAllByText('Sample entry')).toHaveLength(15);
  });
});
