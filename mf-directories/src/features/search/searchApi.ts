// GET /search?q=[&lang=bn], the header's site-wide search. Each query is its own cache entry, so Back to an earlier search is
// instant. `lang=bn` asks for the Bengali page's order and titles: hits with Bengali text first, titled
// in Bengali where the record has it (an API without `lang` ignores it and answers in English).
import type { SearchResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export interface SearchArg {
  q: string;
  /** Sent only for Bengali: English is the API's default, and its cache entries stay as they were. */
  lang?: 'bn';
}

// `Alumni` is this remote's own tag (alumniApi adds it too; adding it twice is harmless).
export const searchApi = baseApi.enhanceEndpoints({ addTagTypes: ['Alumni'] }).injectEndpoints({
  endpoints: (build) => ({
    searchSite: build.query<SearchResponse, SearchArg>({
      query: ({ q, lang }) => ({ url: 'search', params: lang ? { q, lang } : { q } }),
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
