import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectAuth, loggedOut } from './authSlice';
import { tokenStorage } from './tokenStorage';
import { authApi, useLogoutMutation } from './authApi';
import { baseApi } from '../api/baseApi';

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
  return useCallback(async () => {
    try {
      if (tokenStorage.get()) await logout().unwrap();
    } catch {
      /* the local session ends regardless */
    }
    tokenStorage.clear();
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/login');
  }, [dispatch, logout, navigate]);
}

export { authApi };
