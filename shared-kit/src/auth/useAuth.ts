import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectAuth, loggedOut } from './authSlice';
import { authApi, useLogoutMutation } from './authApi';
import { baseApi } from '../api/baseApi';
import { PATHS } from '@gsvmc/shared-types';

/** How long Logout waits for the server before ending the local session anyway. */
export const LOGOUT_WAIT_MS = 2000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useAuth() {
  return useAppSelector(selectAuth);
}

/**
 * Logs out as SPEC.md §4 says: token, user and cache cleared, then /login. The server is told so it
 * can revoke the token, but an unreachable API never keeps anyone logged in.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const hasToken = useAppSelector((state) => state.auth.token !== null);
  return useCallback(async () => {
    try {
      // No request timeout is set anywhere (SPEC.md §7), so a hanging API must not hold the user here.
      if (hasToken) await Promise.race([logout().unwrap(), delay(LOGOUT_WAIT_MS)]);
    } catch {
      /* the local session ends regardless */
    }
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    navigate(PATHS.login);
  }, [dispatch, hasToken, logout, navigate]);
}

export { authApi };
