// How the alumni page gets the staff's tools: fetched as a chunk of their own once the signed-in user
// is staff, never for a visitor (the server renders the page as a visitor too). One chunk feeds the
// panel, each row's Edit and Delete, the edit form and the consent mark; a fetch that failed (a
// dropped connection) can be tried again without reloading the page.
import { createContext, useEffect, useState } from 'react';
import type { StaffTools } from './staff';

export type { StaffTools };

let pending: Promise<StaffTools> | undefined;

/** The staff's chunk, fetched once; after a failure the next call fetches it anew. */
export function loadStaffTools(): Promise<StaffTools> {
  pending ??= import('./staff').then(
    (m) => m.staffTools,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export interface StaffToolsState {
  /** The tools, once fetched for a staff user; null for everyone else and while they come. */
  tools: StaffTools | null;
  /** The fetch failed: the page offers to try again. */
  failed: boolean;
  retry: () => void;
}

/** The staff's tools for a staff user (`isStaff`), fetched when first needed; `load` is for tests. */
export function useStaffTools(isStaff: boolean, load: () => Promise<StaffTools> = loadStaffTools): StaffToolsState {
  const [tools, setTools] = useState<StaffTools | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isStaff) return;
    let current = true;
    setFailed(false);
    load().then(
      (loaded) => current && setTools(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [isStaff, load, attempt]);
  return {
    // Signed out (or a session that ended): the tools go at once, with no fetch of their own.
    tools: isStaff ? tools : null,
    failed: isStaff && failed,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** The loaded tools for the parts of the page deep in the list (the consent mark beside a contact). */
export const StaffToolsContext = createContext<StaffTools | null>(null);
