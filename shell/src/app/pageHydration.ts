// When the server's page has been taken over. React hydrates the frame (header, menu, footer) first and
// the page's body later, in its own Suspense boundary (federation/RemotePage). A store update that
// reaches that boundary before it has hydrated makes React hydrate all of it at once, synchronously: on
// a phone, one task of over a second before the visitor can tap anything (Total Blocking Time). So the
// work that changes the store on start-up (the session check) waits until the body has hydrated.
import { useEffect } from 'react';

let settle: (() => void) | undefined;
let settled: Promise<void> = Promise.resolve();

/**
 * Called before hydrating: the page's body is still the server's HTML until `markPageHydrated`. Not
 * called when the browser draws the page itself (nothing to wait for then).
 */
export function expectPageHydration(): void {
  settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
}

/** The page's body has hydrated (or failed and shows its fallback): start-up work may go on. */
export function markPageHydrated(): void {
  settle?.();
  settle = undefined;
}

/** Resolves once the page's body has hydrated; at once when the page was drawn in the browser. */
export function pageHydrated(): Promise<void> {
  return settled;
}

/** Rendered inside the page's Suspense boundary: its effect runs when that boundary has hydrated. */
export function PageHydratedMark(): null {
  useEffect(markPageHydrated, []);
  return null;
}
