import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true in every later render (and at once
 * in a page drawn only in the browser). Markup that depends on what only the browser knows (the
 * window's width) is decided by CSS until then, so the server's HTML fits every screen.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
