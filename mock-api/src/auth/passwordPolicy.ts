// Password rules (ASVS 5 V6.2): length, the 10,000 most common passwords, and the account's own
// email and username. Every refusal is a sentence a person reads.
import { passwordProblem as sharedPasswordProblem } from '@gsvmc/shared-types';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths';

let common: Set<string> | undefined;

/**
 * SecLists' "10-million-password-list-top-10000" (MIT, Daniel Miessler; see common-passwords.LICENSE),
 * shipped as a file beside the bundle in dist/, or in src/auth/ when running from source.
 */
function commonPasswords(): Set<string> {
  if (common) return common;
  const candidates = [
    path.join(__dirname, 'common-passwords.txt'),
    path.join(packageRoot(), 'src', 'auth', 'common-passwords.txt'),
  ];
  const file = candidates.find((p) => existsSync(p));
  // Refusing to start is better than silently accepting "password".
  if (!file) throw new Error('common-passwords.txt not found beside the server');
  common = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Loads the list at start-up, so a missing file stops the server instead of the first registration. */
export function loadCommonPasswords(): number {
  return commonPasswords().size;
}

/** Null when the password is acceptable, else why not: shared-types' rules with the common-password list. */
export function passwordProblem(password: string, account: { email?: string; username?: string } = {}): string | null {
  return sharedPasswordProblem(password, account, isCommonPassword);
}
