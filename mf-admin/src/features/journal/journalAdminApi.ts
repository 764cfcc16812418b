// The admin's writes of the journal's publications; the list is shared-kit's getJournalPublications.
// A body is a FormData (text fields and an optional `pdf`), so one call adds or edits with or without
// a file; every write refreshes the lists on the public pages too (the Publication LIST tag).
import type { DeleteResponse, JournalPublication } from '@gsvmc/shared-types';
import { adminApi } from '../../lib/adminApi';

export const journalAdminApi = adminApi.enhanceEndpoints({ addTagTypes: ['Publication', 'Trash'] }).injectEndpoints({
  endpoints: (build) => ({
    addJournalPublication: build.mutation<JournalPublication, FormData>({
      query: (body) => ({ url: 'publications', method: 'POST', body }),
      invalidatesTags: [{ type: 'Publication', id: 'LIST' }],
    }),
    updateJournalPublication: build.mutation<JournalPublication, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `publications/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Publication', id },
        { type: 'Publication', id: 'LIST' },
      ],
    }),
    deleteJournalPublication: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `publications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Publication', id }, { type: 'Publication', id: 'LIST' }, 'Trash'],
    }),
  }),
});

export const {
  useAddJournalPublicationMutation,
  useUpdateJournalPublicationMutation,
  useDeleteJournalPublicationMutation,
} = journalAdminApi;
