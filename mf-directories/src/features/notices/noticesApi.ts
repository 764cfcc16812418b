// The notice board's paged list (with categories): pages of
// GET /notices?limit&offset[&category], pinned first then newest, as the server orders them.
import type { NoticeCategory, NoticeDetail, NoticePageResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const NOTICE_PAGE_SIZE = 20;

export interface NoticePagesArg {
  category?: NoticeCategory;
}

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
      query: ({ queryArg, pageParam }) => ({
        url: 'notices',
        params: {
          limit: NOTICE_PAGE_SIZE,
          offset: pageParam,
          ...(queryArg.category ? { category: queryArg.category } : {}),
        },
      }),
      // An admin's upload, edit or delete invalidates the notice LIST everywhere (ARCHITECTURE.md).
      providesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
    /**
     * One notice with its text (its own page, /notice/:id). Asked for exactly as the site server's
     * preload hint asks (shell/src/routes/pageTable.mjs: `notices/:id`, no credentials).
     */
    getNotice: build.query<NoticeDetail, string>({
      query: (id) => `notices/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
    }),
  }),
});

export const { useGetNoticePagesInfiniteQuery, useGetNoticeQuery } = noticesApi;
