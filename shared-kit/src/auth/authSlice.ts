// Auth state of SPEC.md §4: user, logged-in flag, admin flag.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@gsvmc/shared-types';

export interface AuthState {
  user: User | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** 'checking' until the profile call made on load has answered. */
  status: 'checking' | 'ready';
  /** When a 401 last ended a session (ms since epoch); the shell tells the user once per change. */
  sessionExpiredAt?: number;
}

const initialState: AuthState = { user: null, isLoggedIn: false, isAdmin: false, status: 'checking' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.isLoggedIn = true;
      state.isAdmin = action.payload.role === 'admin';
      state.status = 'ready';
    },
    loggedOut(state) {
      state.user = null;
      state.isLoggedIn = false;
      state.isAdmin = false;
      state.status = 'ready';
    },
    /** A call with a token answered 401: the session is over. */
    sessionExpired: {
      reducer(state, action: PayloadAction<number>) {
        state.user = null;
        state.isLoggedIn = false;
        state.isAdmin = false;
        state.status = 'ready';
        state.sessionExpiredAt = action.payload;
      },
      prepare: () => ({ payload: Date.now() }),
    },
  },
});

export const { userLoaded, loggedOut, sessionExpired } = authSlice.actions;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
