import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ToastArea } from './ToastArea';
import { useToast } from './useToast';

function Raiser() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved!')}>ok</button>
      <button onClick={() => toast.error('Failed!')}>fail</button>
    </>
  );
}

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each toast at once and closes it after 3000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <>
        <Raiser />
        <ToastArea />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    act(() => jest.advanceTimersByTime(1500));
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed!');

    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    expect(screen.getByText('Failed!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('Failed!')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', async () => {
    renderWithProviders(
      <>
        <Raiser />
        <ToastArea />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });

  it('lives in a labelled region at the top right', () => {
    renderWithProviders(<ToastArea />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    // Top right (SPEC.md §2.1), below the public frame's fixed header (measured in
    // e2e/tests/layout.spec.ts).
    expect(region).toHaveStyle({
      position: 'fixed',
      top: 'calc(var(--site-header-height, 0px) + 12px)',
      right: '16px',
    });
  });

  it("runs a toast's button once and closes it; a toast with a button stays 10 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const undone = jest.fn();
    function Undoer() {
      const toast = useToast();
      return (
        <button onClick={() => toast.withAction('Slide 2 removed.', { label: 'Undo', onPress: undone })}>rm</button>
      );
    }
    renderWithProviders(
      <>
        <Undoer />
        <ToastArea />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'rm' }));
    act(() => jest.advanceTimersByTime(9000));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Slide 2 removed.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'rm' }));
    act(() => jest.advanceTimersByTime(9999));
    expect(screen.getByText('Slide 2 removed.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2));
    expect(screen.queryByText('Slide 2 removed.')).not.toBeInTheDocument();
    expect(undone).toHaveBeenCalledTimes(1);
  });
});
