import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A filter field that keeps what the visitor chose: spread `ref` and `value`, call `choose` on change. */
export interface AdoptedChoice<E extends Control> {
  ref: RefObject<E | null>;
  /** What the field shows: the visitor's choice until the page's own value (the address) has caught up. */
  value: string;
  /** Shows `chosen` at once and hands it to the page (which puts it in the address). */
  choose: (chosen: string) => void;
}

/**
 * A visitor on a slow phone can pick a category or type words into the server's HTML before the page's
 * script has run. React keeps what the field shows when it hydrates, but its state still holds the
 * address's value, and the next render would put that back. On the first render in the browser this
 * hook reads the field as the visitor left it and, when it differs, hands it to `adopt` (which puts it
 * in the address and the state), so the choice is kept and applied instead of silently reset.
 *
 * The address catches up in a transition (the router's updates are), and any render before then (the
 * store answering, the page hydrating around the field) would draw the field with the old value: the
 * browser's own `change` for the visitor's pick, dispatched after, would then read "all" and undo it.
 * So the field shows the visitor's choice, remembered with the value it replaced, until that value
 * changes.
 */
export function useAdoptedChoice<E extends Control>(value: string, adopt: (chosen: string) => void): AdoptedChoice<E> {
  const ref = useRef<E>(null);
  const [pending, setPending] = useState<{ chosen: string; over: string } | null>(null);
  const first = useRef({ value, adopt });
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || field.value === first.current.value) return;
    setPending({ chosen: field.value, over: first.current.value });
    first.current.adopt(field.value);
  }, []);
  const choose = (chosen: string) => {
    setPending({ chosen, over: value });
    adopt(chosen);
  };
  return { ref, value: pending && pending.over === value ? pending.chosen : value, choose };
}
