// The bearer token lives in local storage (SPEC.md §4). Storage can throw (private mode, quota),
// so every access is guarded: a broken storage means "logged out", never a crash.
const KEY = 'gsvmc.token';

/** The local-storage key of the token (the shell follows it across tabs through `storage` events). */
export const TOKEN_STORAGE_KEY = KEY;

export const tokenStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(KEY, token);
    } catch {
      /* the session then lasts for this page only */
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(KEY);
    } catch {
      /* nothing to clear */
    }
  },
};
