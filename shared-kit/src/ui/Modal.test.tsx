import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Modal } from './Modal';
import { useConfirm } from './ConfirmDialog';

// A form dialog that asks for confirmation before discarding, as an edit dialog does.
function EditDialog() {
  const [open, setOpen] = useState(true);
  const [answer, setAnswer] = useState('none');
  const confirm = useConfirm();
  return (
    <>
      <p>{`answer: ${answer}`}</p>
      {open && (
        <Modal title="Edit alumnus" onClose={() => setOpen(false)}>
          <label>
            Name
            <input defaultValue="Rahima" />
          </label>
          <button
            type="button"
            onClick={async () => setAnswer(String(await confirm('Discard the changes?', { confirmLabel: 'Discard' })))}
          >
            Discard
          </button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, closes on Escape and gives focus back', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <Modal title="Details" onClose={() => setOpen(false)}>
              <button type="button">Inside</button>
            </Modal>
          )}
        </>
      );
    }
    renderWithProviders(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix gives focus back one tick after the dialog unmounts.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes only the top dialog on Escape: a confirm over a form dialog leaves the form open', async () => {
    renderWithProviders(<EditDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('dialog', { name: 'Please confirm' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit alumnus' })).toBeInTheDocument();
    expect(screen.getByText('answer: false')).toBeInTheDocument();
    // Focus is back in the form dialog, and Escape now closes that one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the top dialog only', async () => {
    renderWithProviders(<EditDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const confirmDialog = screen.getByRole('dialog', { name: 'Please confirm' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(confirmDialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
