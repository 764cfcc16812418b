// The page heads this remote deploys (page-heads.json): one for each public page it exposes, in both
// languages, and each first call exactly the request the page's endpoint then makes (same address,
// same credentials mode), or the site server's preload hint would be downloaded for nothing.
import { JOURNAL_FEATURED_COUNT, JOURNAL_PAGE_SIZE } from '@gsvmc/shared-types';
import { contentApi, journalApi, makeStore } from '@gsvmc/shared-kit';
import { fillFirstCall, isPageHeads, type PageHead } from '@gsvmc/shared-kit/pageHeads';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import exposes from '../exposes.json';
import { PAGE_HEADS } from './pageHeads';

const HEADS: Record<string, PageHead> = PAGE_HEADS;

/** The one request an endpoint makes, as `path?query` under /api, and its credentials mode. */
async function requestOf(start: (store: ReturnType<typeof makeStore>) => { unwrap(): Promise<unknown> }) {
  const api = mockFetch({
    'GET /notices': () => json([]),
    'GET /publications': () => json({ data: [], total: 0, offset: 0, limit: 3, categories: [] }),
  });
  await start(makeStore())
    .unwrap()
    .catch(() => undefined);
  expect(api.calls).toHaveLength(1);
  const { request } = api.calls[0]!;
  const url = new URL(request.url);
  return { url: url.pathname.replace(/^\/api\//, '') + url.search, credentials: request.credentials };
}

const hinted = (page: string) => {
  const call = HEADS[page]!.firstCall!;
  return { url: fillFirstCall(call.url, {}), credentials: call.credentials ?? 'same-origin' };
};

describe("mf-public's page heads", () => {
  it('heads every public page it exposes, in English and Bengali', () => {
    expect(isPageHeads(PAGE_HEADS)).toBe(true);
    // The editor's preview is framed by the admin portal, never a page of the site's table.
    const pages = Object.keys(exposes)
      .map((k) => k.slice(2))
      .filter((name) => name !== 'PagePreviewPage');
    expect(Object.keys(PAGE_HEADS).sort()).toEqual(pages.sort());
    for (const head of Object.values(HEADS)) {
      expect(head.title.bn).toMatch(/[\u0980-\u09FF]/);
      expect(head.description.bn).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it("names each page's first call as its endpoint makes it", async () => {
    // The landing page's notices carry the visitor's cookie: the hint asks with credentials too.
    expect(await requestOf((s) => s.dispatch(contentApi.endpoints.getNotices.initiate()))).toEqual(
      hinted('LandingPage'),
    );
    expect(hinted('LandingPage').credentials).toBe('include');
    const journal = journalApi.endpoints.getJournalPublications;
    expect(await requestOf((s) => s.dispatch(journal.initiate({ limit: JOURNAL_FEATURED_COUNT, offset: 0 })))).toEqual(
      hinted('JournalPage'),
    );
    expect(await requestOf((s) => s.dispatch(journal.initiate({ limit: JOURNAL_PAGE_SIZE, offset: 0 })))).toEqual(
      hinted('JournalPublicationsPage'),
    );
  });
});
