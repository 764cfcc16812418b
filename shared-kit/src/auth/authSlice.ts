// Auth state of SPEC.md §4: the session's token, the user, the logged-in and admin flags. The token
// lives here and nowhere else in memory; auth/session.ts persists it and follows other tabs.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isStaffRole, type User } from '@gsvmc/shared-types';

export interface AuthState {
  /** The bearer token of the session, or null. The base api sends it with every request. */
  token: string | null;
  user: User | null;
  isLoggedIn: boolean;
  /** Role admin: everything, including users and purging the trash. */
  isAdmin: boolean;
  /** Role admin or editor: the admin portal and every content task. */
  isStaff: boolean;
  /** 'checking' until the profile call made on load has answered. */
  status: 'checking' | 'ready';
  /** When a 401 last ended a session (ms since epoch); the shell tells the user once per change. */
  sessionExpiredAt?: number;
}

export const initialAuthState: AuthState = {
  token: null,
  user: null,
  isLoggedIn: false,
  isAdmin: false,
  isStaff: false,
  status: 'checking',
};

function signOut(state: AuthState) {
  state.user = null;
  state.isLoggedIn = false;
  state.isAdmin = false;
  state.isStaff = false;
  state.status = 'ready';
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A login answered: its token and user are the session from now on. */
    sessionStarted(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      authSlice.caseReducers.userLoaded(state, { type: '', payload: action.payload.user });
    },
    /** The profile call confirmed the stored token. */
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.isLoggedIn = true;
      state.isAdmin = action.payload.role === 'admin';
      state.isStaff = isStaffRole(action.payload.role);
      state.status = 'ready';
    },
    /** Logout, or no stored token: nothing of the session remains. */
    loggedOut(state) {
      state.token = null;
      signOut(state);
    },
    /**
     * The profile call on load failed for another reason than a refused token (the API is down): the
     * user is shown as logged out, but the token is kept, so a reload once the API is back restores it.
     */
    sessionUnconfirmed(state) {
      signOut(state);
    },
    /** A call made with the current token answered 401: the session is over. */
    sessionExpired: {
      reducer(state, action: PayloadAction<number>) {
        state.token = null;
        signOut(state);
        state.sessionExpiredAt = action.payload;
      },
      prepare: () => ({ payload: Date.now() }),
    },
    /** Another tab logged in or out: follow its token (auth/session.ts then checks it). */
    tokenChangedElsewhere(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      if (action.payload === null) signOut(state);
      else state.status = 'checking';
    },
  },
});

export const { sessionStarted, userLoaded, loggedOut, sessionUnconfirmed, sessionExpired, tokenChangedElsewhere } =
  authSlice.actions;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectToken = (state: { auth: AuthState }) => state.auth.token;
