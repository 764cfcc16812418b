import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import ContactPage from './ContactPage';
import { CONTACT } from './data';

describe('ContactPage', () => {
  it('lists the five offices with phone and email, marked as placeholders, and the office hours', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByText(/stand in until the college publishes its contact details/)).toBeInTheDocument();
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
    const hrefs = screen.queryAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => /^(tel|mailto):/.test(h ?? ''))).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Follow Us' })).not.toBeInTheDocument();
  });

  it('links the campus to a map application by address, with no script of a third party', () => {
    renderWithProviders(<ContactPage />);
    const map = screen.getByRole('link', { name: /Find the campus on a map/ });
    const url = new URL(map.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toMatch(/Savar/);
    expect(document.querySelectorAll('script, iframe')).toHaveLength(0);
  });

  it('makes real phones and e-mails tel: and mailto: links, and keeps placeholders as text', () => {
    const contact = {
      ...CONTACT,
      offices: [
        {
          name: 'Admissions',
          phone: { value: '+880 17-1234-5678', real: true },
          email: { value: 'admissions@gsvmc.edu.bd', real: true },
        },
        {
          name: 'Hospital Reception',
          phone: { value: '+880 XX-XXXX-XXX5', real: false },
          email: { value: 'hospital@example.org', real: false },
        },
      ],
    };
    renderWithProviders(<ContactPage contact={contact} />);
    const [real, sample] = within(screen.getByRole('region', { name: 'Offices' })).getAllByRole('listitem');
    expect(
      within(real!)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['+880 17-1234-5678', 'tel:+8801712345678'],
      ['admissions@gsvmc.edu.bd', 'mailto:admissions@gsvmc.edu.bd'],
    ]);
    expect(within(real!).queryByText('Placeholder')).not.toBeInTheDocument();
    expect(within(sample!).queryAllByRole('link')).toHaveLength(0);
    expect(within(sample!).getByText('Placeholder')).toBeInTheDocument();
  });
});
