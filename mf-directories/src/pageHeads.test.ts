// The page heads this remote deploys (page-heads.json): one for each page it exposes, in both
// languages, and each first call exactly the request the page's endpoint then makes (same address,
// same credentials mode), or the site server's preload hint would be downloaded for nothing.
import { contentApi, makeStore } from '@gsvmc/shared-kit';
import { fillFirstCall, isPageHeads, type PageHead } from '@gsvmc/shared-kit/pageHeads';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import exposes from '../exposes.json';
import { noticesApi } from './features/notices/noticesApi';
import { PAGE_HEADS } from './pageHeads';

const HEADS: Record<string, PageHead> = PAGE_HEADS;

/** The one request an endpoint makes, as `path?query` under /api, and its credentials mode. */
async function requestOf(start: (store: ReturnType<typeof makeStore>) => { unwrap(): Promise<unknown> }) {
  const api = mockFetch({
    'GET /notices': () => json({ data: [], total: 0, offset: 0, limit: 20 }),
    'GET /notices/:id': () => json({ _id: 'x', title: 'x' }),
    'GET /faculty': () => json([]),
    'GET /faculty/:id': () => json({ _id: 'x', name: 'x' }),
    'GET /photo': () => json([]),
  });
  await start(makeStore())
    .unwrap()
    .catch(() => undefined);
  expect(api.calls).toHaveLength(1);
  const { request } = api.calls[0]!;
  const url = new URL(request.url);
  return { url: url.pathname.replace(/^\/api\//, '') + url.search, credentials: request.credentials };
}

/** What the server's hint asks for on a page with these path parameters. */
const hinted = (page: string, params: Record<string, string> = {}) => {
  const call = HEADS[page]!.firstCall!;
  return { url: fillFirstCall(call.url, params), credentials: call.credentials ?? 'same-origin' };
};

describe("mf-directories' page heads", () => {
  it('heads every exposed page, in English and Bengali', () => {
    expect(isPageHeads(PAGE_HEADS)).toBe(true);
    expect(Object.keys(PAGE_HEADS).sort()).toEqual(
      Object.keys(exposes)
        .map((k) => k.slice(2))
        .sort(),
    );
    for (const head of Object.values(HEADS)) {
      expect(head.title.bn).toMatch(/[\u0980-\u09FF]/);
      expect(head.description.bn).toMatch(/[\u0980-\u09FF]/);
      expect(head.description.en.length).toBeGreaterThan(20);
    }
  });

  it("names each page's first call as its endpoint makes it", async () => {
    expect(await requestOf((s) => s.dispatch(noticesApi.endpoints.getNoticePages.initiate({})))).toEqual(
      hinted('NoticeBoardPage'),
    );
    // A parameter that needs encoding is encoded as the endpoint encodes it.
    expect(await requestOf((s) => s.dispatch(noticesApi.endpoints.getNotice.initiate('n/7 b')))).toEqual(
      hinted('NoticePage', { id: 'n/7 b' }),
    );
    expect(await requestOf((s) => s.dispatch(contentApi.endpoints.getFaculty.initiate()))).toEqual(
      hinted('FacultyDirectoryPage'),
    );
    expect(await requestOf((s) => s.dispatch(contentApi.endpoints.getFacultyMember.initiate('f%1')))).toEqual(
      hinted('FacultyDetailPage', { id: 'f%1' }),
    );
    expect(await requestOf((s) => s.dispatch(contentApi.endpoints.getPhotos.initiate()))).toEqual(
      hinted('GalleryPage'),
    );
    expect(hinted('NoticeBoardPage').url).toBe('notices?limit=20&offset=0');
    expect(hinted('FacultyDetailPage', { id: 'a/b' }).url).toBe('faculty/a%2Fb');
  });
});
