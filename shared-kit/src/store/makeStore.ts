// The one store of the page. The shell creates it; remotes' standalone pages and tests build the
// same store through this function, so what they test is what runs.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { uploadsSlice } from '../api/uploadsSlice';
import { authSlice, initialAuthState, type AuthState } from '../auth/authSlice';
import { createSessionListener, followOtherTabs, restoredAuthState } from '../auth/session';
import { toastSlice } from '../toast/toastSlice';
import type { StoreContext } from './storeContext';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authSlice.reducer,
  uploads: uploadsSlice.reducer,
  toast: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What a test or a standalone page may start the store with; auth fields left out keep their defaults. */
export type PreloadedState = Partial<Omit<RootState, 'auth'>> & { auth?: Partial<AuthState> };

export function makeStore(preloadedState?: PreloadedState, context: StoreContext = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...preloadedState,
      // The session a previous visit left (its token, to be confirmed by the profile call). A state
      // rendered on a server never knows this browser's token, so its `token: null` does not hide it.
      auth: {
        ...initialAuthState,
        ...preloadedState?.auth,
        token: preloadedState?.auth?.token ?? restoredAuthState().token ?? null,
      },
    } as RootState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: context },
        // An upload's File rides in the mutation's argument; it is read once and never rendered from the store.
        serializableCheck: { ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs/] },
      })
        .prepend(createSessionListener().middleware)
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  followOtherTabs(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
