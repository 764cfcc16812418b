// Each text's translation state as the saved draft leaves it (GET <doc>/translation); refetched after
// every save and publish, since both invalidate the draft.
import type { TextStamp } from '@gsvmc/shared-types';
import { pagesAdminApi, type DocPath } from './pagesAdminApi';

const api = pagesAdminApi.injectEndpoints({
  endpoints: (build) => ({
    getTranslationStamps: build.query<Record<string, TextStamp>, DocPath>({
      query: (doc) => `${doc}/translation`,
      providesTags: (_r, _e, doc) => [{ type: 'Draft', id: doc }],
    }),
  }),
});

export const { useGetTranslationStampsQuery } = api;
