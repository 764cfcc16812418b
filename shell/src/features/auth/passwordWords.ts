// The password rules in the page's language. shared-types' passwordProblem decides (the API's own
// rules, the same words in English); on a Bengali page its answer is said in Bengali. The common-
// password list is the server's alone, so the forms never meet that refusal here.
import { PASSWORD_RULES, passwordProblem } from '@gsvmc/shared-types';
import { formatNumber, useLocale, useMessages } from '@gsvmc/shared-kit';
import { authMessages } from './messages';

export function usePasswordWords() {
  const locale = useLocale();
  const t = useMessages(authMessages);
  const number = (n: number) => formatNumber(n, locale);
  const min = number(PASSWORD_RULES.minLength);
  const max = number(PASSWORD_RULES.maxLength);
  return {
    /** The rules as the forms state them under a new-password field. */
    rules: t('passwordRules', { min, max, common: number(PASSWORD_RULES.commonListSize) }),
    /** Null when the password is acceptable, else why not, in a sentence. */
    problem(password: string, account: { email?: string; username?: string }): string | null {
      const problem = passwordProblem(password, account);
      if (!problem || locale === 'en') return problem;
      const length = [...password].length;
      if (length < PASSWORD_RULES.minLength) return t('passwordTooShort', { min });
      if (length > PASSWORD_RULES.maxLength) return t('passwordTooLong', { max });
      if (password.trim() === '') return t('passwordOnlySpaces');
      return t('passwordIsAccount');
    },
  };
}

/**
 * A refusal in the page's language: in English the server's sentence (or `fallback`), as before; in
 * Bengali the page's own sentence, followed by the server's English reason when it gave one (what to
 * change, e.g. an address already registered), which the API does not translate.
 */
export function refusal(locale: 'en' | 'bn', sentence: string, serverSentence: string | null): string {
  if (locale === 'en') return serverSentence ?? sentence;
  return serverSentence ? `${sentence} (${serverSentence})` : sentence;
}
