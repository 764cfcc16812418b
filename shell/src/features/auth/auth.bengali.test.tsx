// Login, register and profile on Bengali pages (/bn/login …): Bengali words, rules with Bengali digits,
// dates as Bengali writes them; the English rules keep the words shared-types states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULES_TEXT } from '@gsvmc/shared-types';
import { renderApp, resetShell } from '../../../test/renderApp';
import { setRemoteModule } from '../../../test/stubs/mfRuntime';

describe('the account pages in Bengali', () => {
  beforeEach(() => resetShell());

  it('asks for both fields in Bengali on the login page', async () => {
    const { fetchMock } = renderApp('/login', { locale: 'bn' });
    const submit = await screen.findByRole('button', { name: 'লগইন' });
    expect(screen.getByLabelText('ইমেইল')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নিবন্ধন করুন' })).toHaveAttribute('href', '/bn/register');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('ইমেইল ও পাসওয়ার্ড দুটোই লিখুন');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/auth/login'), expect.anything());
  });

  it('states the password rules in Bengali digits and refuses a short password in Bengali', async () => {
    renderApp('/register', { locale: 'bn' });
    await screen.findByRole('button', { name: 'নিবন্ধন করুন' });
    expect(screen.getByText(/^কমপক্ষে ৮ অক্ষর \(সর্বোচ্চ ১২৮\)/)).toHaveTextContent('১০,০০০টি');
    await userEvent.type(screen.getByLabelText('ব্যবহারকারীর নাম'), 'rahima');
    await userEvent.type(screen.getByLabelText('ইমেইল'), 'rahima@example.org');
    await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'নিবন্ধন করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('পাসওয়ার্ডে কমপক্ষে ৮টি অক্ষর থাকতে হবে।');
  });

  it('keeps the English rules word for word', async () => {
    renderApp('/register');
    await screen.findByRole('button', { name: 'Register' });
    expect(screen.getByText(PASSWORD_RULES_TEXT)).toBeInTheDocument();
  });

  it('shows the profile with its joined date in Bengali', async () => {
    renderApp('/profile', { locale: 'bn', session: 'user' });
    expect(await screen.findByRole('heading', { name: 'প্রোফাইল', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('যোগদান')).toBeInTheDocument();
    expect(screen.getByText('১৫ জানুয়ারি, ২০২৬')).toHaveAttribute('datetime', '2026-01-15T10:00:00.000Z');
    expect(screen.getByRole('heading', { name: 'পাসওয়ার্ড পরিবর্তন' })).toBeInTheDocument();
  });

  it('links a staff profile to the Bengali portal', async () => {
    renderApp('/profile', { locale: 'bn', session: 'admin' });
    expect(await screen.findByRole('link', { name: 'কর্মীদের পোর্টালে যান' })).toHaveAttribute('href', '/bn/admin');
  });

  it('says in Bengali that a page could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setRemoteModule('mf_directories/GalleryPage', async () => {
      throw new Error('remote down');
    });
    renderApp('/gallery', { locale: 'bn' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('এই অংশটি সাময়িকভাবে পাওয়া যাচ্ছে না');
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'প্রথম পাতায় যান' })).toHaveAttribute('href', '/bn');
    jest.restoreAllMocks();
  });
});
