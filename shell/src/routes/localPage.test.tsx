import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { lazyShellPage } from './localPage';
import { translate } from '@gsvmc/shared-kit';
import { appMessages } from '../app/messages';

const UNAVAILABLE_MESSAGE = translate(appMessages, 'en', 'unavailable');

describe('lazyShellPage', () => {
  it('shows the fallback when its chunk fails to load, and Retry loads the page again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const Page = lazyShellPage('LoginPage', async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed to load');
      return () => <h1>Login</h1>;
    });
    renderWithProviders(<Page />);
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
