// jsdom has no layout: scrolling is a no-op we can drive by hand, and the viewport starts desktop-wide.
import { setViewportWidth } from './viewport';

// React 19 reports a lazy remote page resolving between act() scopes; with a stand-in runtime that is
// every remote page, and Testing Library's findBy* already waits for the result.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('A suspended resource finished loading inside a test')) return;
  consoleError(...args);
};

beforeEach(() => {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  // Scroll handling is batched per animation frame; run frames at once.
  window.requestAnimationFrame = ((cb: FrameRequestCallback) => {
    cb(0);
    return 0;
  }) as typeof window.requestAnimationFrame;
  setViewportWidth(1280);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  window.localStorage.clear();
});
