// Shared helpers for the journeys: ports of this run, the seeded admin, logging in without the UI.
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { makePdf as seedPdf } from 'mock-api/testing/pdf';

const portBase = Number(process.env.E2E_PORT_BASE);

export const ports = {
  shell: portBase,
  mf_public: portBase + 1,
  mf_directories: portBase + 2,
  mf_admin: portBase + 3,
  api: portBase + 4,
};

/** Every page a visitor reaches without signing in, one of each kind (SPEC.md §2.1). */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/administration',
  '/academics',
  '/admission',
  '/departments',
  '/department-detail?name=Anatomy',
  '/dental',
  '/facilities',
  '/journal',
  '/journal/publications?category=Dentistry',
  '/notice',
  '/facultyTable',
  '/alumniTable',
  '/gallery',
  '/contact',
  '/search?q=anatomy',
] as const;

/**
 * A disclosure's toggle (the phone menu, its groups, the departments' groups): the <summary> of a native
 * <details>, which opens before any script runs. A summary has no button role for Playwright and carries
 * no aria-expanded (the browser exposes its details' open state; the HTML checker refuses the attribute
 * there), so it is found by its words: exactly `name`, then at most a decoration such as a chevron.
 */
export function disclosure(scope: Page | Locator, name: string): Locator {
  const words = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.locator('summary').filter({ hasText: new RegExp(`^\\s*${words}[\\s▾]*$`) });
}

/** The <details> a disclosure's toggle opens: assert `toHaveJSProperty('open', true)` on it. */
export const detailsOf = (toggle: Locator): Locator => toggle.locator('xpath=..');

/** Origin of a remote in this run, for request checks and interception. */
export const remoteOrigin = (name: 'mf_public' | 'mf_directories' | 'mf_admin') => `http://localhost:${ports[name]}`;

/**
 * True once a server-rendered page's root has been handed to React (`hydrateRoot` marks its container):
 * from then on a tap on a part not yet hydrated makes React hydrate it and replay the tap. Before, the
 * page's buttons are readable in the HTML but do nothing (the shell's code starts after the page's
 * first picture, shell/server/bootScript.ts). Pages drawn in the browser, and answers that are not a
 * page, are ready at once.
 */
const HYDRATION_STARTED = () => {
  if (!document.getElementById('__GSVMC_STATE__')) return true;
  const root = document.getElementById('root');
  return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
};

/** Waits until the page answers taps (see HYDRATION_STARTED); `page.goto` of these journeys does it. */
async function untilHydrated(page: Page) {
  await page.waitForFunction(HYDRATION_STARTED, null, { timeout: 15_000 });
}

export const ADMIN = { email: 'admin@gsvmc.local', password: 'ChangeMe-Admin-2026' } as const;

export interface Credentials {
  email: string;
  password: string;
  username?: string;
}

let counter = 0;
/** A unique, valid new account (not yet registered). */
export function newAccount(prefix = 'user'): Required<Credentials> {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${process.pid}${counter}`;
  return { username: id, email: `${id}@example.org`, password: 'Sample-Pass-2026' };
}

/** Registers an account through the API and returns its credentials. */
export async function registerUser(request: APIRequestContext, prefix = 'user'): Promise<Required<Credentials>> {
  const account = newAccount(prefix);
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.ok(), `register answered ${res.status()}`).toBeTruthy();
  return account;
}

/** Logs in through the API and returns the token. */
export async function apiToken(request: APIRequestContext, creds: Credentials = ADMIN): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: creds.email, password: creds.password } });
  expect(res.ok(), `login answered ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/** Puts a session's token in local storage before the page's scripts run (a logged-in visit). */
export async function loginAs(page: Page, request: APIRequestContext, creds: Credentials = ADMIN): Promise<string> {
  const token = await apiToken(request, creds);
  await page.addInitScript((t) => window.localStorage.setItem('gsvmc.token', t), token);
  return token;
}

/** Who a staff account is: the roles the seeded admin gives through `POST /api/users`. */
export type StaffRole = 'admin' | 'editor' | 'user';

/** The password the staff accounts made by `staffAccount` get through their one-time link. */
export const STAFF_PASSWORD = 'Staff-Journey-2026';

let staffCounter = 0;

/** A staff account the seeded admin makes, its password not yet set: its email, name, id and one-time link. */
export async function inviteStaff(request: APIRequestContext, { role, name }: { role: StaffRole; name: string }) {
  staffCounter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid}${staffCounter}`;
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}@example.org`;
  const username = `${name} ${stamp}`;
  const res = await request.post('/api/users', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { username, email, role },
  });
  expect(res.status(), `making the ${role} account answered`).toBe(201);
  const { user, resetLink } = (await res.json()) as { user: { _id: string }; resetLink: { url: string } };
  return { email, username, role, id: user._id, link: resetLink.url };
}

/** The account's owner sets its password through its one-time link (the API's side of the reset page). */
export async function setPasswordThroughLink(request: APIRequestContext, link: string, password = STAFF_PASSWORD) {
  const token = new URL(link, 'http://x').searchParams.get('token');
  const res = await request.post('/api/auth/reset', { data: { token, password } });
  expect(res.ok(), `the reset link answered ${res.status()}`).toBeTruthy();
}

/**
 * A staff account ready to sign in: made by the seeded admin, its password set through its link, and,
 * when `language` is given, that portal language kept on the account (as its owner would choose it).
 */
export async function staffAccount(
  request: APIRequestContext,
  { role, name, language }: { role: StaffRole; name: string; language?: 'en' | 'bn' },
): Promise<Required<Credentials> & { role: StaffRole }> {
  const { email, username, link } = await inviteStaff(request, { role, name });
  await setPasswordThroughLink(request, link);
  const creds = { email, password: STAFF_PASSWORD, username, role };
  if (language) {
    const chose = await request.patch('/api/auth/me', {
      headers: { authorization: `Bearer ${await apiToken(request, creds)}` },
      data: { language },
    });
    expect(chose.ok(), `choosing the portal language answered ${chose.status()}`).toBeTruthy();
  }
  return creds;
}

/**
 * Signs in through the login form, as a person would, and waits for the landing: staff (the seeded
 * admin, or an account with a staff role) land on the portal's dashboard, other accounts on their profile.
 */
export async function signIn(
  page: Page,
  creds: Credentials & { role?: StaffRole } = ADMIN,
  landing: 'admin' | 'profile' = creds.email === ADMIN.email || (creds.role && creds.role !== 'user')
    ? 'admin'
    : 'profile',
) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(creds.email);
  await page.getByLabel(/password/i).fill(creds.password);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).toHaveURL(landing === 'admin' ? /\/admin$/ : /\/profile$/);
}

/**
 * Every script a page load brings (`go` navigates or clicks), once `ready` holds and the network has
 * gone quiet (a chunk asked for after the first picture counts as much as one in the page's HTML):
 * file name -> text. A revalidated file (304) has no body here: '', it is the file already cached.
 */
export async function scriptsOfVisit(
  page: Page,
  go: () => Promise<unknown>,
  ready: () => Promise<void> = async () => {},
): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const reading: Array<Promise<void>> = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    const file = new URL(res.url()).pathname.split('/').pop()!;
    reading.push(
      res.text().then(
        (text) => void scripts.set(file, text),
        () => void scripts.set(file, ''),
      ),
    );
  };
  page.on('response', onResponse);
  await go();
  await ready();
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  page.off('response', onResponse);
  return scripts;
}

/** A rectangle on screen, as `boundingBox()` gives it. */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two rectangles on screen share any area (one would cover part of the other). */
export const boxesOverlap = (a: ScreenBox, b: ScreenBox): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How far the page reaches past the window's right edge, in CSS pixels (0 or less: it fits). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Nothing on the page reaches past the window's right edge (no sideways scrolling); `where` names the page. */
export async function expectNoSideways(page: Page, where?: string) {
  expect(
    await sidewaysOverflow(page),
    where ? `${where} scrolls sideways` : 'the page scrolls sideways',
  ).toBeLessThanOrEqual(0);
}

/**
 * Puts a page (or the site settings) back as seeded after a journey published it: its first revision,
 * restored through the API. `doc` is its API address (`/api/pages/admission`, `/api/site`). Every journey
 * reads the seeded texts, so one that publishes puts them back.
 */
export async function putBackSeed(request: APIRequestContext, doc: string): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const revisions = (await (await request.get(`${doc}/revisions`, { headers })).json()) as { id: number }[];
  if (revisions.length < 2) return;
  const res = await request.post(`${doc}/revisions/${revisions.at(-1)!.id}/restore`, { headers });
  expect(res.status()).toBe(201);
}

/**
 * A public page after a change made in the portal. The site's server renders changed content again and,
 * while that render runs on a busy machine, answers with the page it has; the next visit has the change.
 * So the visit is repeated until `check` holds. The bound is against a hang, not a measurement.
 */
export async function untilPublicPageShows(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 180_000, intervals: [1_000, 2_000, 5_000] });
}

/**
 * The site server's first renders of a remote's page after it starts also load that remote's server
 * bundle; on a busy machine they outlast the render's deadline (SSR_DEADLINE_MS, 600 ms), and the page
 * is then sent with its error state, as designed, its failed calls marked "rejected" in the state
 * handed to the browser. Journeys that read a page's content wait until the server renders the page
 * with every call answered. The bound is against a hang, not a measurement.
 */
export async function warm(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('"status":"rejected"'), { timeout: 30_000 })
    .toBe(false);
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** A one-page PDF titled `title`, from the API seed's own generator: it passes the server's byte check. */
/** A real PNG of w×h pixels in one colour, built here so the journeys need no fixture file. */
export function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const makePdf = (title: string): Buffer => seedPdf(title, ['Uploaded by a browser journey.']);

/**
 * Makes `page.goto` return once the page answers taps, as a visitor sees it when they start tapping
 * (untilHydrated). The journeys' own `page` has it; a page a journey opens in a browser of its own
 * (a second visitor, another session) gets it here. Not for a context with JavaScript off.
 */
export function answeringTaps(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  return page;
}

/**
 * Playwright's test, whose `page.goto` returns once the page answers taps (answeringTaps); with
 * JavaScript off it returns as Playwright's does.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : answeringTaps(page));
  },
});
export { expect };
export type { Page, APIRequestContext } from '@playwright/test';
