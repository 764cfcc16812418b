// Notice mutations (the list query is shared-kit's getNotices). The upload itself goes through
// XMLHttpRequest for its progress bar (lib/xhrUpload.ts), then invalidates the same tags.
import type { DeleteResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteNotice: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `notices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notice', id }, { type: 'Notice', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useDeleteNoticeMutation } = noticesApi;

/** What a finished upload makes stale: the notice lists everywhere and the dashboard counts. */
export const noticeUploaded = () => baseApi.util.invalidateTags([{ type: 'Notice', id: 'LIST' }, 'Stats']);
