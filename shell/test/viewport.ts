// Viewport helpers of the shell's tests: the width comes from shared-kit's matchMedia stand-in.
export { setViewportWidth } from '@gsvmc/shared-kit/test/matchMedia';

/** Moves the page to `y` and fires the scroll event the header listens to. */
export function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
