import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTypedDraft } from './useTypedDraft';

/** A search box whose query lives in the address (`q`); the draft is shown beside it. */
function Box({ q }: { q: string }) {
  const draft = useTypedDraft(q);
  return (
    <>
      <input aria-label="Search" ref={draft.ref} value={draft.value} onChange={(e) => draft.setDraft(e.target.value)} />
      <p>Draft: {draft.value}</p>
    </>
  );
}

describe('useTypedDraft', () => {
  it('keeps the words typed into the server’s HTML before hydration, and a new address replaces them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Box q="" />);
    document.body.appendChild(container);
    // The visitor types before the script runs.
    container.querySelector('input')!.value = 'hostel';
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Box q="" />);
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('hostel');
    expect(screen.getByText('Draft: hostel')).toBeInTheDocument();

    // A search made elsewhere puts its words in the address: the box takes them.
    await act(async () => root.render(<Box q="library" />));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('library');
    await act(async () => root.unmount());
    container.remove();
  });

  it('starts from the address, follows typing, and is not reset by a render with the same address', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Box q="fee" />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('fee');
    await user.clear(box);
    await user.type(box, 'admission');
    rerender(<Box q="fee" />);
    expect(box).toHaveValue('admission');
  });
});
