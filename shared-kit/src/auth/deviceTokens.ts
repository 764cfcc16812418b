// Device tokens (OWASP "device cookies"): a successful login returns one for that account,
// and the next login to the same account sends it back, so failed logins by other people cannot
// lock this browser out. Kept per email (a shared family computer has several accounts), at most
// five, and NOT cleared on logout: keeping it across sessions is the whole point. It grants nothing
// by itself: it is no session and is worthless without the password.
const KEY = 'gsvmc.deviceTokens';
const MAX_ACCOUNTS = 5;

type Stored = Array<[email: string, token: string]>;

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export const deviceTokens = {
  get(email: string): string | undefined {
    const key = email.trim().toLowerCase();
    return read().find(([e]) => e === key)?.[1];
  },
  set(email: string, token: string): void {
    const key = email.trim().toLowerCase();
    const mine: [string, string] = [key, token];
    const next: Stored = [mine, ...read().filter(([e]) => e !== key)].slice(0, MAX_ACCOUNTS);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      /* without storage the browser is simply not remembered */
    }
  },
};
