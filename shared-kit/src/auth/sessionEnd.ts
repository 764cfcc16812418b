// The one place that decides that a refused request ends the session (SPEC.md §8: "A 401 anywhere").
// Every request path calls it: the base api's fetch and the upload transport.
import { sessionExpired, selectToken, type AuthState } from './authSlice';

interface StoreApi {
  dispatch: (action: ReturnType<typeof sessionExpired>) => unknown;
  getState: () => unknown;
}

/** The token a request is about to be sent with. */
export function currentToken(api: Pick<StoreApi, 'getState'>): string | null {
  return selectToken(api.getState() as { auth: AuthState });
}

/**
 * A 401 to a request sent with the session's CURRENT token ends the session. A late 401 to a request
 * sent with an older token (before a new login) or with none is no news about the current session.
 */
export function endSessionIfRefused(api: StoreApi, sentToken: string | null, status: unknown): void {
  if (status === 401 && sentToken !== null && currentToken(api) === sentToken) api.dispatch(sessionExpired());
}
