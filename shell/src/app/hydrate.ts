// Hydration of a server-rendered page (shell/server/ssr) without one long blocking task.
//
// A plain `hydrateRoot` runs at React's default hydration priority, which is not time-sliced: the
// whole tree is hydrated in one task (0.2-0.5 s on a phone, all of it Total Blocking Time, measured
// with Lighthouse's mobile preset). Called inside `startTransition`, the same hydration gets a
// transition lane, which React works on in slices of about 5 ms, giving the main thread back between
// them. The page is already on screen from the HTML, so nothing waits for it; a click on a part not yet
// hydrated makes React hydrate that part at once and replay the click.
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

export function hydrateInSlices(container: Element, app: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  return root!;
}
