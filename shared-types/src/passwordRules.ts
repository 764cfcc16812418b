// The password rules (ASVS 5 V6.2) as one function, used by the API (which adds the common-password
// list, kept on the server) and by the forms before anyone submits, so both refuse in the same words.
import { PASSWORD_RULES } from './constants';

/**
 * Null when the password is acceptable, else why not, in a sentence. `isCommon` is the server's
 * common-password check; it is asked after the length rules and before the account's own words.
 */
export function passwordProblem(
  password: string,
  account: { email?: string; username?: string } = {},
  isCommon: (password: string) => boolean = () => false,
): string | null {
  // Length in characters as a person counts them (a Bengali letter is one, not three bytes).
  const length = [...password].length;
  if (length < PASSWORD_RULES.minLength)
    return `Your password must be at least ${PASSWORD_RULES.minLength} characters long.`;
  if (length > PASSWORD_RULES.maxLength)
    return `Your password must be at most ${PASSWORD_RULES.maxLength} characters long.`;
  if (password.trim() === '') return 'Your password cannot be only spaces.';
  if (isCommon(password))
    return 'This password is one of the 10,000 most common passwords, which attackers try first. Please choose another.';
  const lower = password.trim().toLowerCase();
  const email = account.email?.trim().toLowerCase();
  const username = account.username?.trim().toLowerCase();
  if ((email && (lower === email || lower === email.split('@')[0])) || (username && lower === username))
    return 'Your password must not be your email address or your username.';
  return null;
}
