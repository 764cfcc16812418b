import type { StatsResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<StatsResponse, void>({
      query: () => 'stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
