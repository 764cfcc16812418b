import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Sets (or, for '', removes) each named filter in the address; see useAddressFilters. */
export type UpdateAddress = (changes: Readonly<Record<string, string>>) => void;

/**
 * A directory's filters kept in the address (`?q=…&department=…`), each change replacing the entry
 * (typing does not fill the history). The router hands every call the address it last drew: two
 * changes in one turn (words and a department both adopted when the page hydrates, see
 * useAdoptedChoice) would each start from it, and the second would undo the first. So a change made
 * before the router has drawn the last one builds on what was last asked for.
 */
export function useAddressFilters(): [URLSearchParams, UpdateAddress] {
  const [params, setParams] = useSearchParams();
  // The address last asked for, and the one it was built on.
  const asked = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const update: UpdateAddress = (changes) => {
    const next = new URLSearchParams(asked.current?.from === params ? asked.current.next : params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    asked.current = { from: params, next };
    setParams(next, { replace: true });
  };
  return [params, update];
}
