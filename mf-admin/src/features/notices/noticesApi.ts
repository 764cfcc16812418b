// Notice mutations (the list query is shared-kit's getNotices). The upload is a mutation whose
// queryFn (shared-kit's uploadQueryFn) reports its progress for the progress bar.
import type { DeleteResponse, Notice, UploadNoticeRequest } from '@gsvmc/shared-types';
import { uploadQueryFn } from '@gsvmc/shared-kit';
import { adminApi } from '../../lib/adminApi';

export const noticesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadNotice: build.mutation<Notice, UploadNoticeRequest>({
      queryFn: uploadQueryFn(({ pdf, title, description }: UploadNoticeRequest) => {
        const body = new FormData();
        body.append('pdf', pdf, pdf instanceof File ? pdf.name : 'notice.pdf');
        body.append('title', title);
        if (description) body.append('description', description);
        return { url: 'notices/upload', body };
      }),
      // The notice lists everywhere and the dashboard counts.
      invalidatesTags: [{ type: 'Notice', id: 'LIST' }, 'Stats'],
    }),
    deleteNotice: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `notices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notice', id }, { type: 'Notice', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useUploadNoticeMutation, useDeleteNoticeMutation } = noticesApi;
