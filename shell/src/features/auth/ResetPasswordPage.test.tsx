import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json } from '@gsvmc/shared-kit/test/mockFetch';
import { renderApp, resetShell } from '../../../test/renderApp';

// Typing whole passwords; generous when the machine is busy.
jest.setTimeout(30_000);

const TOKEN = 'a'.repeat(43);
const fill = async (label: string, value: string) => userEvent.type(screen.getByLabelText(label), value);

describe('reset-password page', () => {
  beforeEach(() => resetShell());

  it("names the link's account, checks the two passwords, sets the password once and goes to login", async () => {
    let sent: unknown;
    renderApp(`/reset-password?token=${TOKEN}`, {
      api: {
        'GET /auth/reset': (req) =>
          req.search.get('token') === TOKEN
            ? json({ email: 'editor@example.org', username: 'Editor', expiresAt: '2026-11-27T10:00:00.000Z' })
            : apiError(410, 'gone'),
        'POST /auth/reset': async (req) => {
          sent = await req.request.json();
          return json({ message: 'Your new password is set. You can log in with it now.' });
        },
      },
    });
    expect(await screen.findByText('editor@example.org')).toBeInTheDocument();
    await fill('New password', 'Brand-New-Pass-77');
    await fill('New password again', 'Brand-New-Pass-78');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same');
    await userEvent.clear(screen.getByLabelText('New password again'));
    await fill('New password again', 'Brand-New-Pass-77');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(sent).toEqual({ token: TOKEN, password: 'Brand-New-Pass-77' });
  });

  it('says plainly when the link was used, expired or replaced', async () => {
    renderApp(`/reset-password?token=${TOKEN}`, {
      api: {
        'GET /auth/reset': () =>
          apiError(410, 'This reset link is not valid any more: it was used, it expired, or a newer one was issued.'),
      },
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This reset link is not valid any more'));
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });
});
