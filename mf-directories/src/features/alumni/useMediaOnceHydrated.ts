import { startTransition, useEffect, useMemo, useReducer, useState } from 'react';

/**
 * `window.matchMedia(query).matches` once the page has hydrated, and null before: on the server and
 * while the browser hydrates the server's HTML, which was drawn without knowing the window's width.
 * Until then the page draws every variant and lets CSS show the one that fits, so the server's HTML is
 * already right on a phone and hydrating it moves nothing.
 *
 * The switch is a transition rather than the synchronous re-render `useSyncExternalStore` forces when
 * its server and browser values differ: that one would run in the same task as hydration and block a
 * slow phone's first taps. A page drawn in the browser (a link followed) takes the same step once,
 * usually before its records have come. Follows later changes of the width.
 */
export function useMediaOnceHydrated(query: string): boolean | null {
  const [hydrated, setHydrated] = useState(false);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const list = useMemo(
    () => (hydrated && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [hydrated, query],
  );
  useEffect(() => startTransition(() => setHydrated(true)), []);
  useEffect(() => {
    if (!list) return;
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [list]);
  if (!hydrated) return null;
  return list?.matches ?? false;
}
