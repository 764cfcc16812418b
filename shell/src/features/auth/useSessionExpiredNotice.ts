import { useEffect, useRef } from 'react';
import { translate, useAuth, useLocale, useToast } from '@gsvmc/shared-kit';
import { appMessages } from '../../app/messages';

export const SESSION_ENDED_MESSAGE = translate(appMessages, 'en', 'sessionEnded');

/**
 * A 401 anywhere ends the session (shared-kit's base api); guarded pages then send the user to /login.
 * Say why once, so being sent there is not a mystery. (useForgetEndedSession drops the cache.)
 */
export function useSessionExpiredNotice() {
  const { sessionExpiredAt } = useAuth();
  const toast = useToast();
  const locale = useLocale();
  const shown = useRef(sessionExpiredAt);
  useEffect(() => {
    if (sessionExpiredAt && sessionExpiredAt !== shown.current) {
      shown.current = sessionExpiredAt;
      toast.info(translate(appMessages, locale, 'sessionEnded'));
    }
  }, [sessionExpiredAt, toast, locale]);
}
