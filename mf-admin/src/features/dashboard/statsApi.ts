import type { AttentionResponse, StatsResponse } from '@gsvmc/shared-types';
import { adminApi } from '../../lib/adminApi';

export const statsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<StatsResponse, void>({
      query: () => 'stats',
      providesTags: ['Stats'],
    }),
    // What needs attention changes with every edit anywhere in the portal (and in other browsers):
    // asked again each time the dashboard opens rather than tracked through every tag.
    getAttention: build.query<AttentionResponse, void>({
      query: () => 'admin/attention',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetStatsQuery, useGetAttentionQuery } = statsApi;
