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
import { deviceTokens } from './deviceTokens';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => 'auth/profile',
      providesTags: ['Profile'],
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      // This browser's device token for the account, if it logged in before: failed logins by others
      // then cannot slow it down. A new one comes back with every successful login.
      query: (body) => {
        const deviceToken = body.deviceToken ?? deviceTokens.get(body.email);
        return { url: 'auth/login', method: 'POST', body: deviceToken ? { ...body, deviceToken } : body };
      },
      async onQueryStarted({ email }, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.deviceToken) deviceTokens.set(email, data.deviceToken);
        } catch {
          /* a refused login leaves the stored device token as it was */
        }
      },
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
