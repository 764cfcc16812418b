// POST /auth/password, injected into the one api next to the form that uses it.
import type { ChangePasswordRequest, ChangePasswordResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = passwordApi;
