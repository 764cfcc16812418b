import type { StatsResponse } from '@gsvmc/shared-types';
import { adminApi } from '../../lib/adminApi';

export const statsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<StatsResponse, void>({
      query: () => 'stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
