import { useEffect, useRef } from 'react';
import { baseApi, useAppDispatch, useAuth, useToast } from '@gsvmc/shared-kit';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * A 401 anywhere ends the session (shared-kit's base api); guarded pages then send the user to /login.
 * Say why once, so being sent there is not a mystery, and drop the cache as a logout does: what the
 * ended session fetched (its profile, admin-only data) must not be shown to whoever logs in next.
 */
export function useSessionExpiredNotice() {
  const { sessionExpiredAt } = useAuth();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const shown = useRef(sessionExpiredAt);
  useEffect(() => {
    if (sessionExpiredAt && sessionExpiredAt !== shown.current) {
      shown.current = sessionExpiredAt;
      dispatch(baseApi.util.resetApiState());
      toast.info(SESSION_ENDED_MESSAGE);
    }
  }, [sessionExpiredAt, toast, dispatch]);
}
