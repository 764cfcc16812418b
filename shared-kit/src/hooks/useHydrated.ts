import { startTransition, useEffect, useMemo, useReducer, useState } from 'react';

/** Set once any frame has finished its first render in this page: later mounts start hydrated. */
let hydratedOnce = false;

/**
 * False on the server and while the browser hydrates its HTML, true in later renders. Markup that
 * depends on what only the browser knows (the window's width) is decided by CSS until then, so the
 * server's HTML fits every screen.
 *
 * The switch to true is a transition, not the synchronous re-render `useSyncExternalStore` forces when
 * its server and browser values differ: that re-render ran in the same task as hydration's commit and
 * added about 30 ms of blocking time on a phone. As a transition React renders it in slices
 * after the page is hydrated; CSS has drawn the right markup meanwhile.
 */
export function useHydrated(
  /**
   * Whether a mount after the frame's first render starts hydrated. False for a remote's page: its
   * lazy boundary may hydrate the server's HTML after the frame has, and must draw that HTML first.
   */
  afterFrame = true,
): boolean {
  const [hydrated, setHydrated] = useState(afterFrame && hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * `window.matchMedia(query).matches` once hydrated (read while rendering, so it changes in the same
 * render as `hydrated` and the markup never shows the wrong variant), null before; follows changes.
 */
export function useMediaQueryOnceHydrated(query: string, hydrated: boolean): boolean | null {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  // One MediaQueryList per query, read by every render and watched by the effect.
  const list = useMemo(
    () => (hydrated && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [hydrated, query],
  );
  useEffect(() => {
    if (!list) return;
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [list]);
  if (!hydrated) return null;
  return list?.matches ?? false;
}
