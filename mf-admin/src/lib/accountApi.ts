// The signed-in account's own settings: PATCH /auth/me { language }, so the portal opens in the chosen
// language on any browser the user signs in from (the shell reads user.language at login).
import type { Locale } from '@gsvmc/shared-kit';
import { baseApi } from '@gsvmc/shared-kit';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<unknown, Locale>({
      query: (language) => ({ url: 'auth/me', method: 'PATCH', body: { language } }),
    }),
  }),
});

export const { useSaveLanguageMutation } = accountApi;
