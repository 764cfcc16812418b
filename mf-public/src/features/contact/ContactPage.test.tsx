import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  it('lists the five offices with phone and email, marked as placeholders, and the office hours', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByText(/are placeholders until the college publishes/)).toBeInTheDocument();
    const offices = screen.getByRole('region', { name: 'Offices' });
    expect(
      within(offices)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent?.replace('Placeholder', '').trim()),
    ).toEqual(['Main Office', 'Admissions', 'Academic Affairs', 'Student Services', 'Hospital Reception']);
    expect(within(offices).getAllByText('Phone')).toHaveLength(5);
    expect(within(offices).getAllByText('Email')).toHaveLength(5);
    expect(screen.getByText('Monday - Friday 8:00 AM - 5:00 PM')).toBeInTheDocument();
  });

  it('has no dead links: placeholder contacts are text and the dummy social links are left out', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.queryAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/']);
    expect(screen.queryByRole('region', { name: 'Follow Us' })).not.toBeInTheDocument();
  });
});
