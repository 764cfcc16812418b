// The one createApi of the page (ARCHITECTURE.md "State and data"). No endpoints here: each feature
// injects its own next to the code that uses it, and all share one cache, so an admin's new notice
// invalidates the public list. Tags that one remote alone uses are added by that remote
// (`enhanceEndpoints({ addTagTypes })`).
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { currentToken, endSessionIfRefused } from '../auth/sessionEnd';
import { apiUrl } from './apiUrl';
import type { StoreContext } from '../store/storeContext';

/** Tags of the resources more than one package reads. */
export const TAG_TYPES = ['Faculty', 'Notice', 'Photo', 'Profile'] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders(headers, api) {
    const token = currentToken(api);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // Server rendering: the visitor's address, for the API's per-address limits (makeStore's context).
    const forwardedFor = (api.extra as StoreContext | undefined)?.forwardedFor;
    if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor);
    return headers;
  },
});

const dynamicBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? apiUrl(args) : { ...args, url: apiUrl(args.url) };
  const sentToken = currentToken(api);
  const result = await rawBaseQuery(request, api, extraOptions);
  endSessionIfRefused(api, sentToken, result.error?.status);
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
