import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

// A matchMedia whose answer the test sets, counting how often anyone subscribes to it.
function installMatchMedia() {
  const listeners = new Set<() => void>();
  const state = { matches: false, subscriptions: 0 };
  window.matchMedia = ((media: string) => ({
    media,
    get matches() {
      return state.matches;
    },
    addEventListener: (_: string, l: () => void) => {
      state.subscriptions += 1;
      listeners.add(l);
    },
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  const change = (matches: boolean) => {
    state.matches = matches;
    listeners.forEach((l) => l());
  };
  return { state, listeners, change };
}

function Probe({ query, label }: { query: string; label: string }) {
  return <p>{`${label}: ${useMediaQuery(query) ? 'yes' : 'no'}`}</p>;
}

describe('useMediaQuery', () => {
  it('follows the query and subscribes once, not again on every render', () => {
    const media = installMatchMedia();
    const { rerender, unmount } = render(<Probe query="(max-width: 767.98px)" label="r0" />);
    expect(screen.getByText('r0: no')).toBeInTheDocument();
    for (let i = 1; i <= 5; i += 1) rerender(<Probe query="(max-width: 767.98px)" label={`r${i}`} />);
    expect(media.state.subscriptions).toBe(1);

    act(() => media.change(true));
    expect(screen.getByText('r5: yes')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('subscribes again when the query itself changes', () => {
    const media = installMatchMedia();
    const { rerender } = render(<Probe query="(max-width: 767.98px)" label="a" />);
    rerender(<Probe query="(min-width: 768px)" label="b" />);
    expect(media.state.subscriptions).toBe(2);
    expect(media.listeners.size).toBe(1);
  });
});
