// When the server's page has been taken over. React hydrates the frame (header, menu, footer) first and
// the page's body later, in its own Suspense boundary (federation/RemotePage). A store update that
// reaches that boundary before it has hydrated makes React hydrate all of it at once, synchronously: on
// a phone, one task of over a second before the visitor can tap anything (Total Blocking Time). So the
// work that changes the store on start-up (the session check) waits until the body has hydrated.
//
// The body also waits its turn: it stays the server's HTML (links, GET forms and <details> already work
// there) until the browser is idle after drawing the frame, or until the visitor acts on it. Its
// hydration then no longer competes with the frame's controls and the rest of start-up. The body starts
// right under the header, in view from the first paint, so being in view is no reason to hurry; a tap,
// a key or a focus inside it is.
import { use, useEffect } from 'react';

let settle: (() => void) | undefined;
let settled: Promise<void> = Promise.resolve();

/** The longest wait for an idle moment once the frame is drawn: a busy phone still gets its body. */
export const BODY_IDLE_TIMEOUT_MS = 2000;
/** Where the browser cannot say when it is idle (Safari): this long after the frame is drawn. */
export const BODY_FALLBACK_DELAY_MS = 300;

/**
 * The events React answers by hydrating the part of the page they target at once (and replaying them):
 * its "discrete" events, and focus. One of them inside the held body lets the body go first, so React's
 * attempt finds it ready instead of dropping the event.
 */
const BODY_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'click',
  'input',
  'change',
  'focusin',
  'submit',
  'contextmenu',
  'dragstart',
  'compositionstart',
  'paste',
  'cut',
  'copy',
] as const;

interface BodyHold {
  released: boolean;
  /** The frame has committed: a page frame rendered from now on is drawn in the browser, not hydrated. */
  frameDrawn: boolean;
  promise: Promise<void>;
  release: () => void;
  cancelIdle?: () => void;
}

let hold: BodyHold | undefined;

/**
 * Called before hydrating: the page's body is still the server's HTML until `markPageHydrated`. Not
 * called when the browser draws the page itself (nothing to wait for then).
 */
export function expectPageHydration(): void {
  settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  holdPageBody();
}

/** The page's body has hydrated (or failed and shows its fallback): start-up work may go on. */
export function markPageHydrated(): void {
  releasePageBody();
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

/** Whether `node` lies inside a Suspense boundary of the server's HTML (between its comment marks). */
function insideServerBoundary(node: Node | null): boolean {
  for (let n = node; n && n !== document.documentElement; n = n.parentNode) {
    let depth = 0;
    for (let s = n.previousSibling; s; s = s.previousSibling) {
      if (s.nodeType !== Node.COMMENT_NODE) continue;
      const data = (s as Comment).data;
      if (data === '/$') depth++;
      else if (data.startsWith('$')) {
        if (depth === 0) return true;
        depth--;
      }
    }
  }
  return false;
}

function onVisitorAction(event: Event) {
  if (event.target instanceof Node && insideServerBoundary(event.target)) releasePageBody();
}

function holdPageBody() {
  releasePageBody();
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const next: BodyHold = {
    released: false,
    frameDrawn: false,
    promise,
    release: () => {
      if (next.released) return;
      next.released = true;
      next.cancelIdle?.();
      for (const type of BODY_EVENTS) window.removeEventListener(type, onVisitorAction, true);
      // Marked settled at once, as React reads a promise it has seen: the attempt React makes for a
      // tap, in the same task, then finds the body ready instead of waiting for the promise's callbacks.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  hold = next;
  // Capture on the window runs before React's own listeners on the page's root.
  for (const type of BODY_EVENTS) window.addEventListener(type, onVisitorAction, { capture: true, passive: true });
}

/** Lets the held body hydrate now (idle, the visitor acted on it, the page changed or failed). */
export function releasePageBody(): void {
  hold?.release();
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: BODY_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, BODY_FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

/**
 * The frame has hydrated (the app's first commit): the held body may go once the browser is idle. From
 * now on a page frame that mounts is a page drawn in the browser, which never waits.
 */
export function pageFrameDrawn(): void {
  const current = hold;
  if (!current || current.frameDrawn) return;
  current.frameDrawn = true;
  if (!current.released) current.cancelIdle = whenIdle(current.release);
}

/** True while the server's body is held: asked by the page frame when it first renders, in hydration. */
export function pageBodyHeld(): boolean {
  return !!hold && !hold.released && !hold.frameDrawn;
}

/**
 * First in the page's Suspense boundary. For the page the server drew (`held`), it suspends until the
 * body is released: React then keeps the boundary's server HTML as it is (dehydrated) and hydrates it
 * when the promise settles. Renders nothing, on the server and in the browser alike.
 */
export function PageBodyHold({ held }: { held: boolean }): null {
  // Read on every render of the held page, released or not (React asks for the same `use` each time).
  if (held && hold) use(hold.promise);
  return null;
}
