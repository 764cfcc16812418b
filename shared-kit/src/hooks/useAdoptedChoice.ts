import { useLayoutEffect, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A visitor on a slow phone can pick a category or type words into the server's HTML before the page's
 * script has run. React keeps what the field shows when it hydrates, but its state still holds the
 * address's value, and the next render would put that back. On the first render in the browser this
 * hook reads the field as the visitor left it and, when it differs, hands it to `adopt` (which puts it
 * in the address and the state), so the choice is kept and applied instead of silently reset.
 */
export function useAdoptedChoice<E extends Control>(
  value: string,
  adopt: (chosen: string) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const first = useRef({ value, adopt });
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && field.value !== first.current.value) first.current.adopt(field.value);
  }, []);
  return ref;
}
