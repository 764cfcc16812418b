// The session's one home. The token lives in the auth slice; this module
//  - restores it from storage when the store is made (makeStore's preloaded state),
//  - persists every change of it (one listener),
//  - follows other tabs (their `storage` events),
//  - confirms a restored or followed token with the profile call (SPEC.md §4).
//  - stores what the login endpoint returns (registering returns no token: the user then logs in).
// A 401 is judged in sessionEnd.ts.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { createAction, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  loggedOut,
  selectToken,
  sessionStarted,
  sessionUnconfirmed,
  tokenChangedElsewhere,
  userLoaded,
  type AuthState,
} from './authSlice';
import { authApi } from './authApi';
import { TOKEN_STORAGE_KEY, tokenStorage } from './tokenStorage';

type State = { auth: AuthState };

/** Asks for the profile of the stored token once, on load (shell and standalone bootstraps). */
export const sessionRestoreRequested = createAction('auth/sessionRestoreRequested');

/**
 * The session's listeners, one instance per store (a server rendering several pages at once makes a
 * store per page, and one store's restore must never cancel another's).
 */
export function createSessionListener() {
  const listener = createListenerMiddleware();

  listener.startListening({
    predicate: (_action, current, previous) => selectToken(current as State) !== selectToken(previous as State),
    effect: (_action, api) => {
      const token = selectToken(api.getState() as State);
      if (token === null) tokenStorage.clear();
      else tokenStorage.set(token);
    },
  });

  // Logging in stores what the login endpoint returns, whoever called it (shell, a standalone page).
  // Synchronous with the fulfilled action, so the caller's `unwrap()` already sees the session.
  listener.startListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    effect: (action, api) => {
      api.dispatch(sessionStarted(action.payload));
    },
  });

  listener.startListening({
    matcher: isAnyOf(sessionRestoreRequested, tokenChangedElsewhere),
    effect: async (_action, api) => {
      // A newer request (a second tab event, StrictMode's second effect) supersedes this one.
      api.cancelActiveListeners();
      const token = selectToken(api.getState() as State);
      if (token === null) {
        api.dispatch(loggedOut());
        return;
      }
      const call = api.dispatch(authApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
      try {
        const user = await api.pause(call.unwrap());
        // Only for the token it was asked with: a logout or a new login meanwhile wins.
        if (selectToken(api.getState() as State) === token) api.dispatch(userLoaded(user));
      } catch (error) {
        if ((error as { name?: string }).name === 'TaskAbortError') return;
        // A 401 has already ended the session (sessionEnd.ts); any other failure leaves it unconfirmed.
        if (selectToken(api.getState() as State) === token) api.dispatch(sessionUnconfirmed());
      } finally {
        call.unsubscribe();
      }
    },
  });
  return listener;
}

/** The auth state a new store starts with: the token a previous visit left, still to be confirmed. */
export function restoredAuthState(): Pick<AuthState, 'token'> {
  return { token: tokenStorage.get() };
}

/** Follows logins and logouts of other tabs of this site. Returns the function that stops it. */
export function followOtherTabs(dispatch: (action: ReturnType<typeof tokenChangedElsewhere>) => unknown): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) dispatch(tokenChangedElsewhere(tokenStorage.get()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Restores the session of a previous visit, once, when the app mounts (shell and standalone pages). */
export function useRestoreSession(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(sessionRestoreRequested());
  }, [dispatch]);
}
