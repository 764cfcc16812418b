// matchMedia stand-in that answers min-width / max-width queries for a chosen viewport width, and
// notifies listeners when the width changes (useMediaQuery subscribes to them).
type Listener = () => void;
let width = 1280;
const listeners = new Set<Listener>();

function matches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

export function setViewportWidth(next: number) {
  width = next;
  window.innerWidth = next;
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    onchange: null,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
    addListener: (l: Listener) => listeners.add(l),
    removeListener: (l: Listener) => listeners.delete(l),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  listeners.forEach((l) => l());
}

/** Moves the page to `y` and fires the scroll event the header listens to. */
export function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
