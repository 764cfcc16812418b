// Notice endpoints of the admin page: the full list with statuses (issue 14), the upload, edits and
// deletes. The public list is shared-kit's getNotices. The upload is a mutation whose queryFn
// (shared-kit's uploadQueryFn) reports its progress for the progress bar.
import type {
  AdminNotice,
  DeleteResponse,
  Notice,
  UpdateNoticeRequest,
  UploadNoticeRequest,
} from '@gsvmc/shared-types';
import { uploadQueryFn } from '@gsvmc/shared-kit';
import { adminApi } from '../../lib/adminApi';

/**
 * A notice's Bengali title and description (`titleBn`, `descriptionBn` beside `title` and `description`),
 * sent only when written: an API without these fields then still takes a notice in English alone.
 */
export interface NoticeBengali {
  titleBn?: string;
  descriptionBn?: string;
}

export function bengaliOf(draft: { titleBn: string; descriptionBn: string }): NoticeBengali {
  const titleBn = draft.titleBn.trim();
  const descriptionBn = draft.descriptionBn.trim();
  return { ...(titleBn && { titleBn }), ...(descriptionBn && { descriptionBn }) };
}

export const noticesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every notice, scheduled, live or expired (issue 14). */
    getAdminNotices: build.query<AdminNotice[], void>({
      query: () => 'notices/admin',
      providesTags: (result) => [
        { type: 'Notice', id: 'LIST' },
        ...(result ?? []).map((n) => ({ type: 'Notice' as const, id: n._id })),
      ],
    }),
    uploadNotice: build.mutation<Notice, UploadNoticeRequest & NoticeBengali>({
      queryFn: uploadQueryFn(
        ({
          pdf,
          title,
          titleBn,
          description,
          descriptionBn,
          category,
          pinned,
          publishAt,
          expiresAt,
        }: UploadNoticeRequest & NoticeBengali) => {
          const body = new FormData();
          body.append('pdf', pdf, pdf instanceof File ? pdf.name : 'notice.pdf');
          body.append('title', title);
          if (titleBn) body.append('titleBn', titleBn);
          if (description) body.append('description', description);
          if (descriptionBn) body.append('descriptionBn', descriptionBn);
          if (category) body.append('category', category);
          if (pinned !== undefined) body.append('pinned', String(pinned));
          if (publishAt) body.append('publishAt', publishAt);
          if (expiresAt) body.append('expiresAt', expiresAt);
          return { url: 'notices/upload', body };
        },
      ),
      // The notice lists everywhere and the dashboard counts.
      invalidatesTags: [{ type: 'Notice', id: 'LIST' }, 'Stats'],
    }),
    /** JSON for the fields; FormData (with `pdf`) when the PDF is replaced. */
    updateNotice: build.mutation<
      Notice,
      {
        id: string;
        changes: UpdateNoticeRequest | FormData;
      }
    >({
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

export const { useGetAdminNoticesQuery, useUploadNoticeMutation, useUpdateNoticeMutation, useDeleteNoticeMutation } =
  noticesApi;
