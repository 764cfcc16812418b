// Auth calls of SPEC.md §7. They live in shared-kit because the shell (login, register, profile,
// guards) and mf-admin (the sidebar's Logout) both use them.
import type {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  ProfileResponse,
  RegisterRequest,
  RegisterResponse,
} from '@gsvmc/shared-types';
import { baseApi } from '../api/baseApi';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => 'auth/profile',
      providesTags: ['Profile'],
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetProfileQuery, useLazyGetProfileQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } =
  authApi;
