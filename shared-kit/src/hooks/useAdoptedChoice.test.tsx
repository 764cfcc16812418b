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
      <select aria-label="Category" ref={field} value={category} onChange={(e) => setCategory(e.target.value)}>
        <option value="">All</option>
        <option value="examination">Examination</option>
        <option value="results">Results</option>
      </select>
      <p>Showing: {category || 'all'}</p>
    </>
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
    expect(adopted).toEqual([]);
    expect(screen.getByText('Showing: examination')).toBeInTheDocument();
  });
});
