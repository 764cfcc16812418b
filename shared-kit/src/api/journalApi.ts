// The journal's publications: read by mf-public (the journal page and its full list) and by mf-admin
// (the list it manages), so the read lives here; the admin's add, edit and delete live in mf-admin
// and invalidate the LIST tag.
import type { JournalPublicationPage } from '@gsvmc/shared-types';
import { baseApi } from './baseApi';

export interface JournalPublicationsArg {
  limit: number;
  offset: number;
  category?: string;
}

export const journalApi = baseApi.enhanceEndpoints({ addTagTypes: ['Publication'] }).injectEndpoints({
  endpoints: (build) => ({
    getJournalPublications: build.query<JournalPublicationPage, JournalPublicationsArg>({
      // Spelt as the route table's preload hint spells it (`publications?limit=3&offset=0`).
      query: ({ limit, offset, category }) =>
        `publications?limit=${limit}&offset=${offset}${category ? `&category=${encodeURIComponent(category)}` : ''}`,
      providesTags: (result) => [
        { type: 'Publication', id: 'LIST' },
        ...(result?.data ?? []).map((p) => ({ type: 'Publication' as const, id: p._id })),
      ],
    }),
  }),
});

export const { useGetJournalPublicationsQuery } = journalApi;
