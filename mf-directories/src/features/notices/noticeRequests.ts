// The notice pages' requests as plain functions: the endpoints (noticesApi.ts) ask with them, and the
// page heads (src/pageHeads.ts) name the same request for the site server's preload hint, so the hint
// and the browser's request stay one address (a hint that differs is fetched twice).
import type { NoticeCategory } from '@gsvmc/shared-types';
import { requestUrl } from '@gsvmc/shared-kit/pageHeads';

export const NOTICE_PAGE_SIZE = 20;

export interface NoticePagesArg {
  category?: NoticeCategory;
}

/** One page of the board: GET /notices?limit&offset[&category]. */
export const noticePagesRequest = (arg: NoticePagesArg, offset: number) => ({
  url: 'notices',
  params: {
    limit: NOTICE_PAGE_SIZE,
    offset,
    ...(arg.category ? { category: arg.category } : {}),
  },
});

/** The board's first page, as an address. */
export const firstNoticePageUrl = (): string => {
  const { url, params } = noticePagesRequest({}, 0);
  return requestUrl(url, params);
};

/** One notice with its text. */
export const noticeUrl = (id: string): string => `notices/${encodeURIComponent(id)}`;
