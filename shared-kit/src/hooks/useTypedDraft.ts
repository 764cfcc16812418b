import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** A search box's words: spread `ref` and `value` on the input, call `setDraft` on change. */
export interface TypedDraft {
  ref: RefObject<HTMLInputElement | null>;
  value: string;
  setDraft: (draft: string) => void;
}

/**
 * The words in a search box whose query lives in the address: they follow the address when it changes
 * (a search made elsewhere), and start from what the visitor typed into the server's HTML before the
 * page's script ran, if anything. React keeps what the box shows when it hydrates, but a state started
 * from the address would put the address's words back on the next render. Unlike useAdoptedChoice,
 * nothing is searched: the words stay a draft until the visitor sends them.
 */
export function useTypedDraft(fromAddress: string): TypedDraft {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setDraft] = useState(fromAddress);
  // The address's words the draft last took: the first render's, then each change's.
  const taken = useRef(fromAddress);
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== taken.current) setDraft(typed);
  }, []);
  useEffect(() => {
    if (taken.current === fromAddress) return;
    taken.current = fromAddress;
    setDraft(fromAddress);
  }, [fromAddress]);
  return { ref, value, setDraft };
}
