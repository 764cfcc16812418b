// The notice board's paged list (with categories): pages of
// GET /notices?limit&offset[&category], pinned first then newest, as the server orders them.
import type { NoticeDetail, NoticePageResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';
import { noticePagesRequest, noticeUrl, type NoticePagesArg } from './noticeRequests';

export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNoticePages: build.infiniteQuery<NoticePageResponse, NoticePagesArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => {
          const next = lastPage.offset + lastPage.data.length;
          return lastPage.data.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => noticePagesRequest(queryArg, pageParam),
      // An admin's upload, edit or delete invalidates the notice LIST everywhere (ARCHITECTURE.md).
      providesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
    /** One notice with its text (its own page, /notice/:id; the page head's first call is the same). */
    getNotice: build.query<NoticeDetail, string>({
      query: noticeUrl,
      providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
    }),
  }),
});

export const { useGetNoticePagesInfiniteQuery, useGetNoticeQuery } = noticesApi;
