import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAdoptedChoice } from './useAdoptedChoice';

/** A category filter whose value lives in the page's state, as a page keeps it in the address. */
function Filter({ initial, onAdopt }: { initial: string; onAdopt?: (value: string) => void }) {
  const [category, setCategory] = useState(initial);
  const field = useAdoptedChoice<HTMLSelectElement>(category, (chosen) => {
    onAdopt?.(chosen);
    setCategory(chosen);
  });
  return (
    <>
      <select aria-label="Category" ref={field.ref} value={field.value} onChange={(e) => field.choose(e.target.value)}>
        <option value="">All</option>
        <option value="examination">Examination</option>
        <option value="results">Results</option>
      </select>
      <p>Showing: {category || 'all'}</p>
    </>
  );
}

/** The same filter whose address has not caught up yet: the router applies a choice in a transition. */
function WaitingFilter({ tick, onChoose }: { tick: number; onChoose: (value: string) => void }) {
  const address = '';
  const field = useAdoptedChoice<HTMLSelectElement>(address, onChoose);
  return (
    <select
      aria-label="Category"
      data-tick={tick}
      ref={field.ref}
      value={field.value}
      onChange={(e) => field.choose(e.target.value)}
    >
      <option value="">All</option>
      <option value="examination">Examination</option>
    </select>
  );
}

describe('useAdoptedChoice', () => {
  it('keeps and applies a choice made in the server’s HTML before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filter initial="" />);
    document.body.appendChild(container);
    // The visitor picks a category before the script has run.
    container.querySelector('select')!.value = 'examination';
    const adopted: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Filter initial="" onAdopt={(v) => adopted.push(v)} />);
    });
    expect(adopted).toEqual(['examination']);
    expect(container.querySelector('select')!.value).toBe('examination');
    expect(container.querySelector('p')!.textContent).toBe('Showing: examination');
    container.remove();
  });

  it('changes nothing when the field shows what the page rendered', async () => {
    const adopted: string[] = [];
    render(<Filter initial="results" onAdopt={(v) => adopted.push(v)} />);
    expect(adopted).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'examination');
    expect(adopted).toEqual(['examination']);
    expect(screen.getByText('Showing: examination')).toBeInTheDocument();
  });

  it('keeps showing an adopted choice through renders before the address catches up', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WaitingFilter tick={0} onChoose={() => undefined} />);
    document.body.appendChild(container);
    const select = container.querySelector('select')!;
    select.value = 'examination';
    const chosen: string[] = [];
    let root: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <WaitingFilter tick={0} onChoose={(v) => chosen.push(v)} />);
    });
    // Another render (the store answering) before the router's transition has landed.
    await act(async () => root.render(<WaitingFilter tick={1} onChoose={(v) => chosen.push(v)} />));
    expect(select.value).toBe('examination');
    // The browser's change for the same pick, dispatched after, reads the visitor's choice, not "all".
    await act(async () => {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(chosen).toEqual(['examination', 'examination']);
    await act(async () => root.unmount());
    container.remove();
  });
});
