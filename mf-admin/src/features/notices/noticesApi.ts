// Notice endpoints of the admin page: the full list with statuses, edits and deletes. The public list
// is shared-kit's getNotices; the upload itself goes through XMLHttpRequest for its progress bar
// (lib/xhrUpload.ts), then invalidates the same tags.
import type { AdminNotice, DeleteResponse, Notice, UpdateNoticeRequest } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every notice, scheduled, live or expired (issue 14). */
    getAdminNotices: build.query<AdminNotice[], void>({
      query: () => 'notices/admin',
      providesTags: (result) => [
        { type: 'Notice', id: 'LIST' },
        ...(result ?? []).map((n) => ({ type: 'Notice' as const, id: n._id })),
      ],
    }),
    /** JSON for the fields; FormData (with `pdf`) when the PDF is replaced. */
    updateNotice: build.mutation<Notice, { id: string; changes: UpdateNoticeRequest | FormData }>({
      query: ({ id, changes }) => ({ url: `notices/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Notice', id },
        { type: 'Notice', id: 'LIST' },
      ],
    }),
    deleteNotice: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `notices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notice', id }, { type: 'Notice', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useGetAdminNoticesQuery, useUpdateNoticeMutation, useDeleteNoticeMutation } = noticesApi;

/** What a finished upload makes stale: the notice lists everywhere and the dashboard counts. */
export const noticeUploaded = () => baseApi.util.invalidateTags([{ type: 'Notice', id: 'LIST' }, 'Stats']);
