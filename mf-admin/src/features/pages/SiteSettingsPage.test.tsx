import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedSettings } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import SiteSettingsPage from './SiteSettingsPage';

jest.setTimeout(30_000);

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

const draft = () => ({
  content: seedSettings(),
  version: 3,
  updatedAt: '2026-11-25T06:00:00.000Z',
  updatedBy: null,
  unpublished: false,
});

describe('the site settings editor and the one link rule', () => {
  it.each([
    ['en', /^Webmail address/, 'Save draft', /^This link is not allowed\. Write a page of this site as one \//],
    ['bn', /^ওয়েবমেইলের ঠিকানা/, 'খসড়া সংরক্ষণ', /^এই লিংকটি গ্রহণযোগ্য নয়।/],
  ] as const)(
    "refuses a webmail link that leaves the site, in the editor's language, before sending (%s)",
    async (locale, label, save, sentence) => {
      const puts: unknown[] = [];
      mockFetch({
        'GET /site/draft': () => json(draft()),
        'GET /site/revisions': () => json([]),
        'PUT /site/draft': (req) => (puts.push(req), json(draft())),
      });
      renderWithProviders(<SiteSettingsPage />, { preloadedState: authState('admin'), locale });
      const field = await screen.findByLabelText(label);
      fireEvent.change(field, { target: { value: '/\\evil.example/mail' } });
      await userEvent.click(screen.getByRole('button', { name: save }));
      const alerts = await screen.findAllByRole('alert');
      expect(
        alerts.some(
          (a) => sentence.test(a.textContent ?? '') || sentence.test((a.textContent ?? '').replace(/^[^:]*: /, '')),
        ),
      ).toBe(true);
      expect(puts).toEqual([]);
      // A good link is sent.
      fireEvent.change(field, { target: { value: 'https://mail.gsvmc.edu.bd/' } });
      await userEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(puts).toHaveLength(1));
    },
  );
});
