import { useEffect, useRef } from 'react';
import { useAuth, useToast } from '@gsvmc/shared-kit';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * A 401 anywhere ends the session (shared-kit's base api); guarded pages then send the user to /login.
 * Say why once, so being sent there is not a mystery. (useForgetEndedSession drops the cache.)
 */
export function useSessionExpiredNotice() {
  const { sessionExpiredAt } = useAuth();
  const toast = useToast();
  const shown = useRef(sessionExpiredAt);
  useEffect(() => {
    if (sessionExpiredAt && sessionExpiredAt !== shown.current) {
      shown.current = sessionExpiredAt;
      toast.info(SESSION_ENDED_MESSAGE);
    }
  }, [sessionExpiredAt, toast]);
}
