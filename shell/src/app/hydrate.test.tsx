import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydrate';

/** Busy for `ms` while rendering, as a real page's components are on a slow phone. */
function Slow({ id, log }: { id: number; log: string[] }) {
  const end = performance.now() + 8;
  while (performance.now() < end) {
    /* working */
  }
  log.push(`render ${id}`);
  return <p>item {id}</p>;
}

const page = (log: string[]) => (
  <div>
    {Array.from({ length: 8 }, (_, id) => (
      <Slow key={id} id={id} log={log} />
    ))}
  </div>
);

it('hydrates server markup in slices, giving other tasks turns in between', async () => {
  const log: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(page([]));
  document.body.append(container);

  hydrateInSlices(container, page(log));
  // Another task of the page (an input, a timer): it asks for a turn until hydration is done.
  const renders = () => log.filter((entry) => entry.startsWith('render')).length;
  await new Promise<void>((resolve) => {
    const other = () => {
      if (renders() === 8) return resolve();
      log.push('other task');
      setTimeout(other, 0);
    };
    setTimeout(other, 0);
  });

  // One blocking hydration would render all eight in one task: no other task between the first and
  // the last render.
  const first = log.indexOf('render 0');
  const last = log.indexOf('render 7');
  expect(log.slice(first, last).filter((entry) => entry === 'other task').length).toBeGreaterThan(0);
  // And it is a hydration: the server's elements are kept.
  expect(container.querySelectorAll('p')).toHaveLength(8);
  expect(container.textContent).toBe(Array.from({ length: 8 }, (_, id) => `item ${id}`).join(''));
});
