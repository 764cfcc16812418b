// The one controllable window.matchMedia of every package's layout tests (jsdom has none): set a
// viewport width, and listeners of queries whose answer changes are told, as a real resize would.

type Listener = () => void;

function evaluate(query: string, width: number): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

export function installMatchMedia(initialWidth: number) {
  window.innerWidth = initialWidth;
  let width = initialWidth;
  const listeners = new Map<string, Set<Listener>>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return evaluate(query, width);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, fn: Listener) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(fn);
    },
    removeEventListener: (_: string, fn: Listener) => listeners.get(query)?.delete(fn),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      window.innerWidth = next;
      const before = new Map([...listeners.keys()].map((q) => [q, evaluate(q, width)]));
      width = next;
      for (const [query, fns] of listeners) if (before.get(query) !== evaluate(query, width)) fns.forEach((fn) => fn());
    },
  };
}

let installed: { matchMedia: typeof window.matchMedia; resize(next: number): void } | null = null;

/** Pretends the window is `width` px wide from now on (installing the stand-in on first use). */
export function setViewportWidth(width: number) {
  if (installed && window.matchMedia === installed.matchMedia) {
    installed.resize(width);
    return;
  }
  const viewport = installMatchMedia(width);
  installed = { matchMedia: window.matchMedia, resize: viewport.resize };
}
