// jsdom has no layout: scrolling is a no-op we can drive by hand, and the viewport starts desktop-wide.
import { setViewportWidth } from './viewport';

beforeEach(() => {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  setViewportWidth(1280);
  window.localStorage.clear();
});
