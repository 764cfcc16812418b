import { screen, within } from '@testing-library/react';
import { seedSettings } from '@gsvmc/shared-types';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import ContactPage from './ContactPage';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';
import { renderInBengali } from '../../../test/inBengali';

describe('ContactPage in Bengali', () => {
  it('reads the seeded details and the page’s words in Bengali', async () => {
    mockFetch(contentRoutes());
    renderInBengali(<ContactPage />);
    await untilContentLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeInTheDocument();
    expect(screen.getByText('সোমবার - শুক্রবার, সকাল ৮:০০ - বিকেল ৫:০০')).not.toHaveAttribute('lang');
    expect(screen.getByText('সাভার, ঢাকা, বাংলাদেশ')).toBeInTheDocument();
    const offices = screen.getByRole('region', { name: 'দপ্তরসমূহ' });
    expect(
      within(offices)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent?.replace('অস্থায়ী তথ্য', '').trim()),
    ).toEqual(['প্রধান কার্যালয়', 'ভর্তি দপ্তর', 'একাডেমিক দপ্তর', 'শিক্ষার্থী সেবা দপ্তর', 'হাসপাতাল অভ্যর্থনা']);
    expect(within(offices).getAllByText('ফোন')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /মানচিত্রে ক্যাম্পাস খুঁজুন/ })).toBeInTheDocument();
  });

  it('marks the office hours as English where the college typed no Bengali', async () => {
    const settings = seedSettings();
    settings.contact.officeHours = { en: 'Sunday - Thursday 9:00 AM - 4:00 PM' };
    mockFetch(contentRoutes({ settings }));
    renderInBengali(<ContactPage />);
    await untilContentLoaded();
    expect(await screen.findByText('Sunday - Thursday 9:00 AM - 4:00 PM')).toHaveAttribute('lang', 'en');
  });
});
