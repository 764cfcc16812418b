// An edit not yet saved is kept in this browser (localStorage) until the save succeeds, so a crash, a
// closed tab or a dead battery loses nothing: opening the editor again offers it back.
import { useCallback, useEffect } from 'react';

export interface LocalDraft<T> {
  /** The server version the edit started from. */
  version: number;
  content: T;
  savedAt: string;
}

const keyOf = (doc: string) => `gsvmc:content-draft:${doc}`;

/** This browser's storage, for an unsaved edit (not the session, which shared-kit alone keeps). */
// eslint-disable-next-line no-restricted-properties -- an editor's unsaved page, not the session token
const storage = () => window.localStorage;

export function readLocalDraft<T>(doc: string): LocalDraft<T> | null {
  try {
    const raw = storage().getItem(keyOf(doc));
    return raw ? (JSON.parse(raw) as LocalDraft<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Writes the edit while it differs from what is saved, and forgets it once they are the same again (a copy
 * left behind would later be offered back as "unsaved changes" over someone else's newer save); `clear`
 * once it is saved or discarded.
 */
export function useLocalDraft<T>(doc: string, edit: { content: T; version: number } | null, dirty: boolean) {
  useEffect(() => {
    if (!edit) return;
    try {
      if (!dirty) {
        storage().removeItem(keyOf(doc));
        return;
      }
      const draft: LocalDraft<T> = { ...edit, savedAt: new Date().toISOString() };
      storage().setItem(keyOf(doc), JSON.stringify(draft));
    } catch {
      // A full or disabled storage: the edit still lives in the page until it is saved.
    }
  }, [doc, edit, dirty]);
  return useCallback(() => storage().removeItem(keyOf(doc)), [doc]);
}
