// GET /search?q= (issue 14). Each query is its own cache entry, so Back to an earlier search is instant.
import type { SearchResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

// `Alumni` is this remote's own tag (alumniApi adds it too; adding it twice is harmless).
export const searchApi = baseApi.enhanceEndpoints({ addTagTypes: ['Alumni'] }).injectEndpoints({
  endpoints: (build) => ({
    searchSite: build.query<SearchResponse, string>({
      query: (q) => ({ url: 'search', params: { q } }),
      // Hits come from notices, faculty and alumni: any change to those lists may change them.
      providesTags: [
        { type: 'Notice', id: 'LIST' },
        { type: 'Faculty', id: 'LIST' },
        { type: 'Alumni', id: 'LIST' },
      ],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchSiteQuery } = searchApi;
