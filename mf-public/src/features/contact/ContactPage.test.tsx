import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { seedSettings } from '@gsvmc/shared-types';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import ContactPage, { ContactDetails } from './ContactPage';
import { contactFromSettings } from './data';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';

const CONTACT = contactFromSettings(seedSettings());

beforeEach(() => mockFetch(contentRoutes()));

describe('ContactPage', () => {
  it('lists the five offices with phone and email, marked as placeholders, and the office hours', async () => {
    renderWithProviders(<ContactPage />);
    await untilContentLoaded();
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

  it('draws the details the college published in the site settings', async () => {
    const settings = seedSettings();
    settings.contact.officeHours = { en: 'Sunday - Thursday 9:00 AM - 4:00 PM' };
    settings.social = [{ name: 'Facebook', url: 'https://www.facebook.com/gsvmc' }];
    mockFetch(contentRoutes({ settings }));
    renderWithProviders(<ContactPage />);
    await untilContentLoaded();
    expect(screen.getByText('Sunday - Thursday 9:00 AM - 4:00 PM')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Follow Us' })).getByRole('link', { name: 'Facebook' }),
    ).toHaveAttribute('href', 'https://www.facebook.com/gsvmc');
  });

  it('has no dead links: placeholder contacts are text and the dummy social links are left out', async () => {
    renderWithProviders(<ContactPage />);
    await untilContentLoaded();
    const hrefs = screen.queryAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => /^(tel|mailto):/.test(h ?? ''))).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Follow Us' })).not.toBeInTheDocument();
  });

  it('links the campus to a map application by address, with no script of a third party', async () => {
    renderWithProviders(<ContactPage />);
    await untilContentLoaded();
    const map = screen.getByRole('link', { name: /Find the campus on a map/ });
    const url = new URL(map.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toMatch(/Savar/);
    expect(document.querySelectorAll('script, iframe')).toHaveLength(0);
  });

  it('makes real phones and e-mails tel: and mailto: links, and keeps placeholders as text', async () => {
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
    renderWithProviders(<ContactDetails contact={contact} social={[]} />);
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
