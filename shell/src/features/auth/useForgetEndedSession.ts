// Whatever ends a session here — Logout, a 401 (shared-kit's base api), or a logout or another login in
// another tab — the API cache goes with it, as Logout already does: what the ended session fetched (its
// profile, admin-only data) must never be shown to whoever logs in next in this tab.
import { useEffect, useRef } from 'react';
import { baseApi, useAppDispatch, useAppSelector } from '@gsvmc/shared-kit';

export function useForgetEndedSession() {
  // Only the user's id: the app's root re-renders when it changes, not on every change of the session.
  const userId = useAppSelector((state) => state.auth.user?._id ?? null);
  const dispatch = useAppDispatch();
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    // Only when a signed-in user's session ends or gives way to another user's, not on a first login.
    if (before !== null && before !== userId) dispatch(baseApi.util.resetApiState());
  }, [userId, dispatch]);
}
