// The password rules the browser can check before submitting (the API checks them again, plus the
// 10,000 most common passwords, which are not shipped to browsers). Messages match the API's.
import { PASSWORD_RULES } from '@gsvmc/shared-types';

export function newPasswordProblem(
  password: string,
  account: { email?: string; username?: string } = {},
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_RULES.minLength)
    return `Your password must be at least ${PASSWORD_RULES.minLength} characters long.`;
  if (length > PASSWORD_RULES.maxLength)
    return `Your password must be at most ${PASSWORD_RULES.maxLength} characters long.`;
  if (password.trim() === '') return 'Your password cannot be only spaces.';
  const lower = password.trim().toLowerCase();
  const email = account.email?.trim().toLowerCase();
  const username = account.username?.trim().toLowerCase();
  if ((email && (lower === email || lower === email.split('@')[0])) || (username && lower === username))
    return 'Your password must not be your email address or your username.';
  return null;
}
