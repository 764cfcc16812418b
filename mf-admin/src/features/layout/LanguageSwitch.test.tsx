import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocaleProvider, type Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { installMatchMedia } from '../../../test/matchMedia';
import AdminLayout from './AdminLayout';

jest.setTimeout(30_000);

/** The shell's part, as PageLocale plays it: the chosen language redraws the portal. */
function Portal({ initial, chosen }: { initial: Locale; chosen: Locale[] }) {
  const [locale, setLocale] = useState<Locale>(initial);
  return (
    <LocaleProvider
      locale={locale}
      choosePortalLocale={(next) => {
        chosen.push(next);
        setLocale(next);
      }}
    >
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route index element={<p>Dashboard content</p>} />
        </Route>
      </Routes>
    </LocaleProvider>
  );
}

function renderPortal(initial: Locale, chosen: Locale[] = []): ReturnType<typeof renderWithProviders> {
  return renderWithProviders(<Portal initial={initial} chosen={chosen} />, {
    route: '/admin',
    preloadedState: authState('admin'),
  });
}

describe('the portal in Bengali', () => {
  beforeEach(() => installMatchMedia(1280));

  it('reads the sidebar in Bengali', () => {
    renderPortal('bn');
    expect(screen.getByText('অ্যাডমিন পোর্টাল')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'অ্যাডমিন' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'ড্যাশবোর্ড',
      'নোটিশ আপলোড',
      'শিক্ষকমণ্ডলী ব্যবস্থাপনা',
      'প্রাক্তন শিক্ষার্থী ব্যবস্থাপনা',
      'ফটো গ্যালারি ব্যবস্থাপনা',
      'পাতাসমূহ',
      'সাইট সেটিংস',
      'জার্নাল',
      'প্রাক্তন শিক্ষার্থী ইমপোর্ট',
      'ট্র্যাশ',
      'ব্যবহারকারী',
      'অডিট লগ',
      'হোম',
    ]);
    expect(screen.getByRole('button', { name: 'লগ আউট' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'admin হিসেবে সাইন ইন করা আছে' })).toBeInTheDocument();
  });

  it('switches to Bengali at once and saves the choice on the account', async () => {
    const fetchMock = mockFetch({ 'PATCH /auth/me': () => json({ language: 'bn' }) });
    const chosen: Locale[] = [];
    const { store } = renderPortal('en', chosen);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(group).getByRole('button', { name: 'বাংলা' }));

    expect(chosen).toEqual(['bn']);
    expect(screen.getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user?.language).toBe('bn'));
    const call = fetchMock.calls.find((c) => c.method === 'PATCH');
    expect(call?.path).toBe('/auth/me');
    expect(await call?.request.json()).toEqual({ language: 'bn' });
    expect(store.getState().toast.items).toEqual([]);
  });

  it('keeps the choice in this browser and says so when the account cannot save it', async () => {
    mockFetch({ 'PATCH /auth/me': () => apiError(404, 'Not found', 'NOT_FOUND') });
    const chosen: Locale[] = [];
    const { store } = renderPortal('en', chosen);

    await userEvent.click(screen.getByRole('button', { name: 'বাংলা' }));

    expect(chosen).toEqual(['bn']);
    await waitFor(() =>
      expect(store.getState().toast.items.map((t) => t.message)).toEqual([
        'ভাষাটি আপনার অ্যাকাউন্টে সংরক্ষণ করা যায়নি; এই ব্রাউজারে মনে রাখা হলো।',
      ]),
    );
    expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().auth.user?.language).toBeUndefined();
  });

  it('offers no switch outside the shell, where nothing would redraw the portal', () => {
    renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminLayout />} />
      </Routes>,
      { route: '/admin', preloadedState: authState('admin') },
    );
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });
});
