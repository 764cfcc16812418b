import { useEffect, useRef } from 'react';
import { translate, useAppSelector, useLocale, useToast } from '@gsvmc/shared-kit';
import { appMessages } from '../../app/messages';

/**
 * A 401 anywhere ends the session (shared-kit's base api); guarded pages then send the user to /login.
 * Say why once, so being sent there is not a mystery. (useForgetEndedSession drops the cache.)
 */
export function useSessionExpiredNotice() {
  // Only this field: the app's root re-renders when it changes, not on every change of the session.
  const sessionExpiredAt = useAppSelector((state) => state.auth.sessionExpiredAt);
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
