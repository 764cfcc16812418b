// POST /auth/password and the reset link's calls, injected into the one api next to the forms that use them.
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ResetLinkInfo,
  ResetPasswordRequest,
} from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/password', method: 'POST', body }),
    }),
    getResetLink: build.query<ResetLinkInfo, string>({
      query: (token) => ({ url: 'auth/reset', params: { token } }),
    }),
    resetPassword: build.mutation<{ message: string }, ResetPasswordRequest>({
      query: (body) => ({ url: 'auth/reset', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation, useGetResetLinkQuery, useResetPasswordMutation } = passwordApi;
