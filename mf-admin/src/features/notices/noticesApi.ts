// Notice endpoints of the admin page: the full list with statuses, the upload, edits and
// deletes. The public list is shared-kit's getNotices. The upload is a mutation whose queryFn
// (shared-kit's uploadQueryFn) reports its progress for the progress bar.
import type {
  AdminNotice,
  DeleteResponse,
  Notice,
  NoticeDetail,
  UpdateNoticeRequest,
  UploadNoticeRequest,
} from '@gsvmc/shared-types';
import { uploadQueryFn } from '@gsvmc/shared-kit/staff';
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
    /** Every notice, scheduled, live or expired. */
    getAdminNotices: build.query<AdminNotice[], void>({
      query: () => 'notices/admin',
      providesTags: (result) => [
        { type: 'Notice', id: 'LIST' },
        ...(result ?? []).map((n) => ({ type: 'Notice' as const, id: n._id })),
      ],
    }),
    uploadNotice: build.mutation<NoticeDetail, UploadNoticeRequest & NoticeBengali>({
      queryFn: uploadQueryFn(
        ({
          pdf,
          pages,
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
          if (pdf) body.append('pdf', pdf, pdf instanceof File ? pdf.name : 'notice.pdf');
          // Each page its own `pages` part, in the order the clerk put them.
          pages?.forEach((page, i) => body.append('pages', page, `page-${i + 1}.jpg`));
          // With photos the title may be left empty: the API then reads it from the text.
          if (title) body.append('title', title);
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
    /**
     * One notice with its text, as staff see it (a scheduled one too: the API answers a staff token
     * for any notice). Never the cached public answer: a clerk checking a text needs the newest.
     */
    getStaffNotice: build.query<NoticeDetail, string>({
      query: (id) => ({ url: `notices/${encodeURIComponent(id)}`, cache: 'no-store' }),
      providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
    }),
    /** The text as staff corrected it (`textSource` becomes 'staff'), or a confirmed title. */
    updateNoticeText: build.mutation<NoticeDetail, { id: string; text?: string; title?: string }>({
      query: ({ id, ...changes }) => ({ url: `notices/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Notice', id },
        { type: 'Notice', id: 'LIST' },
      ],
    }),
    /** Read a notice again (after a failure): the answer is the notice with `textStatus` 'pending'. */
    retryNoticeText: build.mutation<NoticeDetail, string>({
      query: (id) => ({ url: `notices/${encodeURIComponent(id)}/text/retry`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notice', id }],
    }),
    deleteNotice: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `notices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notice', id }, { type: 'Notice', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const {
  useGetAdminNoticesQuery,
  useUploadNoticeMutation,
  useUpdateNoticeMutation,
  useDeleteNoticeMutation,
  useGetStaffNoticeQuery,
  useUpdateNoticeTextMutation,
  useRetryNoticeTextMutation,
} = noticesApi;
