// The one createApi of the page (ARCHITECTURE.md "State and data"). No endpoints here: each feature
// injects its own next to the code that uses it, and all share one cache, so an admin's new notice
// invalidates the public list.
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { tokenStorage } from '../auth/tokenStorage';
import { sessionExpired } from '../auth/authSlice';

export const TAG_TYPES = ['Faculty', 'Notice', 'Photo', 'Alumni', 'Profile', 'Stats'] as const;

const rawBaseQuery = fetchBaseQuery({
  // Resolved per request, because config.json is read after this module loads.
  baseUrl: '/',
  prepareHeaders(headers) {
    const token = tokenStorage.get();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const dynamicBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  // Absolute, so that the same code runs under Node's fetch in tests. On the server (no window) the
  // site's server sets an absolute apiBaseUrl (shell/server/ssr).
  const page = typeof window === 'undefined' ? undefined : window.location.href;
  const base = new URL(getRuntimeConfig().apiBaseUrl, page).href.replace(/\/$/, '');
  const join = (url: string) => `${base}/${url.replace(/^\//, '')}`;
  const request = typeof args === 'string' ? join(args) : { ...args, url: join(args.url) };
  const sentToken = tokenStorage.get();
  const result = await rawBaseQuery(request, api, extraOptions);
  // A 401 on any call made with a token ends the session cleanly (issue 3): the token is dead. Only
  // if it is still the stored one: a late answer to a call sent before a new login must not end it.
  if (result.error?.status === 401 && sentToken !== null && tokenStorage.get() === sentToken) {
    tokenStorage.clear();
    api.dispatch(sessionExpired());
  }
  return result;
};

// On the server, hooks subscribe while rendering (effects never run there): the server renders a page
// once to learn which calls it makes, waits for them, then renders it with the data (shell/server/ssr).
// In the browser they subscribe in effects, as RTK Query always does.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: dynamicBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
