// The journal's publications: read by mf-public (the journal page and its full list) and by mf-admin
// (the list it manages), so the read lives here; the admin's add, edit and delete live in mf-admin
// and invalidate the LIST tag.
import type { JournalPublicationPage } from '@gsvmc/shared-types';
import { baseApi } from './baseApi';
import { journalPublicationsUrl, type JournalPublicationsArg } from './requests';

export type { JournalPublicationsArg };

export const journalApi = baseApi.enhanceEndpoints({ addTagTypes: ['Publication'] }).injectEndpoints({
  endpoints: (build) => ({
    getJournalPublications: build.query<JournalPublicationPage, JournalPublicationsArg>({
      // The same function names the journal pages' first call (mf-public src/pageHeads.ts).
      query: journalPublicationsUrl,
      providesTags: (result) => [
        { type: 'Publication', id: 'LIST' },
        ...(result?.data ?? []).map((p) => ({ type: 'Publication' as const, id: p._id })),
      ],
    }),
  }),
});

export const { useGetJournalPublicationsQuery } = journalApi;
