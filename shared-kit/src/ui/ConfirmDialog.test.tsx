import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from './ConfirmDialog';
import { sessionExpired } from '../auth/authSlice';
import { authState, renderWithProviders } from '../../test/renderWithProviders';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirm('Are you sure you want to delete this notice?')))}
      >
        Ask
      </button>
      <p>answer: {answer}</p>
    </>
  );
}

describe('useConfirm', () => {
  it('answers yes when confirmed and no when cancelled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure you want to delete this notice?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('answer: true')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with "no" when the session ends while it is open', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Asker />, {
      preloadedState: { auth: { ...authState('admin').auth, token: 'tok-admin' } },
    });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionExpired());
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('answer: false')).toBeInTheDocument();
  });

  it('closes with "no" when the browser goes back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('answer: false')).toBeInTheDocument();
  });
});
