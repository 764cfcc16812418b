// What the server renders and what it hands to the browser (the browser journeys in
// e2e/tests/ssr.spec.ts check the rendered pages themselves).
import type { RootState } from '@gsvmc/shared-kit';
import { planRoute } from './renderRoute';
import { dehydrate, pageStatus, serializeState, splitHoisted } from './renderState';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federationRuntime'));

it('renders the public remote pages and the 404 page, nothing per-user or admin', () => {
  expect(planRoute('/')).toEqual({ status: 200, page: 'mf_public/LandingPage' });
  expect(planRoute('/notice')).toEqual({ status: 200, page: 'mf_directories/NoticeBoardPage' });
  expect(planRoute('/facultyDetails/abc')).toEqual({ status: 200, page: 'mf_directories/FacultyDetailPage' });
  expect(planRoute('/no-such-page')).toEqual({ status: 404, page: null });
  for (const path of ['/profile', '/login', '/register', '/unauthorized', '/admin', '/admin/faculties']) {
    expect(planRoute(path)).toBeNull();
  }
});

it('hands over answered calls only, without subscriptions', () => {
  const state = {
    api: {
      queries: {
        'getNotices(undefined)': { status: 'fulfilled', data: [] },
        'getFaculty(undefined)': { status: 'pending' },
        'getPhotos(undefined)': { status: 'rejected', error: { status: 500 } },
      },
      mutations: { x: {} },
      provided: {},
      subscriptions: { 'getNotices(undefined)': { a: {} } },
      config: { middlewareRegistered: true, online: true },
    },
    auth: { user: null, isLoggedIn: false, isAdmin: false, status: 'checking' },
    toast: { toasts: [] },
  } as unknown as RootState;
  const out = dehydrate(state);
  expect(Object.keys(out.api!.queries)).toEqual(['getNotices(undefined)', 'getPhotos(undefined)']);
  expect(out.api!.subscriptions).toEqual({});
  expect(out.api!.mutations).toEqual({});
  expect(out.api!.config.middlewareRegistered).toBe(false);
  expect(out.auth).toEqual(state.auth);
});

it('writes state that cannot end its script element', () => {
  const text = serializeState({ title: '</script><script>alert(1)</script> & \u2028' });
  expect(text).not.toMatch(/<|>|&|\u2028/);
  expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> & \u2028' });
});

it("answers 404 when the API answered 404 to one of the page's calls", () => {
  const state = (status: string, error?: unknown) =>
    ({ api: { queries: { 'getFacultyMember("x")': { status, error } } } }) as unknown as Partial<RootState>;
  expect(pageStatus(200, state('rejected', { status: 404, data: { message: 'Faculty not found' } }))).toBe(404);
  expect(pageStatus(200, state('rejected', { status: 500 }))).toBe(200);
  expect(pageStatus(200, state('fulfilled'))).toBe(200);
  expect(pageStatus(404, {})).toBe(404);
});

it("moves the links and meta tags React hoists to the front of a page's markup into the head", () => {
  const feed =
    '<link rel="alternate" type="application/atom+xml" title="GSVMC notices &gt; all" href="/api/notices/feed"/>';
  const page = '<div class="page"><h1>Notice Board</h1><link rel="stylesheet" href="x.css"/></div>';
  expect(splitHoisted(`${feed}<meta name="robots" content="noindex"/>${page}`)).toEqual({
    hoisted: `${feed}<meta name="robots" content="noindex"/>`,
    body: page,
  });
  // Markup that starts with the page keeps everything in place, a link inside it included.
  expect(splitHoisted(page)).toEqual({ hoisted: '', body: page });
});
