// Shell journeys: a visitor's first page and navigation without a byte of mf-admin; login
// failure and success; register; the admin guard for visitor, user and admin; a remote that cannot be
// reached shows the fallback with a working Retry while the rest of the site keeps working.
import type { Page } from '@playwright/test';
import {
  ADMIN,
  detailsOf,
  disclosure,
  expect,
  loginAs,
  newAccount,
  registerUser,
  remoteOrigin,
  test,
  viewports,
} from '../fixtures';

const UNAVAILABLE = 'This section is temporarily unavailable';

/** Every URL the page asks for, from the first request on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  return urls;
}

const fromOrigin = (urls: string[], origin: string) => urls.filter((u) => u.startsWith(`${origin}/`));

test.describe('visitor', () => {
  test('first page and navigation load the shell and the public remotes, never mf-admin', async ({ page }) => {
    const urls = recordRequests(page);
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await expect(page.getByText(/this website is under development/i)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Landing Page · GSVMC');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await nav.getByRole('link', { name: 'NoticeBoard' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About GSVMC' })).toBeVisible();

    await nav.getByRole('link', { name: 'Faculties' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty Directory' })).toBeVisible();

    // A visitor knocking on /admin is sent to login, still without mf-admin.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    expect(fromOrigin(urls, remoteOrigin('mf_public')).length).toBeGreaterThan(0);
    expect(fromOrigin(urls, remoteOrigin('mf_directories')).length).toBeGreaterThan(0);
    expect(fromOrigin(urls, remoteOrigin('mf_admin'))).toEqual([]);
  });

  test('the first page downloads mf-directories only when one of its pages is shown', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About GSVMC' })).toBeVisible();
    // The landing page itself may use directories data but never its code; /about needs neither.
    expect(fromOrigin(urls, remoteOrigin('mf_directories'))).toEqual([]);
    expect(fromOrigin(urls, remoteOrigin('mf_admin'))).toEqual([]);
  });

  test('an unknown path shows the not-found page inside the frame', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('on a phone the menu opens groups and leads to a page', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/about');
    const toggle = disclosure(page, 'Menu');
    await expect(detailsOf(toggle)).toHaveJSProperty('open', false);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    const directories = disclosure(menu, 'Directories');
    await expect(detailsOf(directories)).toHaveJSProperty('open', false);
    await directories.click();
    await expect(detailsOf(directories)).toHaveJSProperty('open', true);
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the fixed bar hides on scrolling down and returns on scrolling up', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About GSVMC' })).toBeVisible();
    // The page arrives server-rendered: the bar follows scrolling once the page is live (the session
    // check's Login link appears only then).
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    const header = page.getByRole('banner');
    // Make sure there is room to scroll whatever the page's length.
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute('data-state', 'hidden');
    await page.mouse.wheel(0, -300);
    await expect(header).toHaveAttribute('data-state', 'shown');
  });
});

test.describe('login and register', () => {
  test('a wrong password is refused with a toast; the right one leads to the profile', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter both email and password')).toBeVisible();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email or password is wrong.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
    // Staff land on the portal's dashboard; their profile links back to it.
    await expect(page).toHaveURL(/\/admin$/);
    // The toast closes by itself after 3000 ms.
    await expect(page.getByText('Login successful! Redirecting...')).toBeHidden({ timeout: 5000 });
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(ADMIN.email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the staff portal' })).toBeVisible();

    // The session survives a reload (token in local storage, profile fetched on load).
    await page.reload();
    await expect(page.getByRole('main').getByText(ADMIN.email)).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('gsvmc.token'))).toBeNull();
  });

  test('a new visitor registers, then logs in with the new account', async ({ page }) => {
    const account = newAccount('reg');
    await page.goto('/register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successful! Please login.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText(account.username, { exact: true })).toBeVisible();
  });

  test('registering an e-mail address twice shows the server message', async ({ page, request }) => {
    const existing = await registerUser(request, 'dup');
    await page.goto('/register');
    await page.getByLabel('Username').fill(`${existing.username}x`);
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill(existing.password);
    await page.getByRole('button', { name: 'Register' }).click();
    // The server's own words (mock-api: 409 "An account with this email already exists").
    await expect(page.getByRole('alert').filter({ hasText: /already exists/i })).toBeVisible();
    await expect(page.getByText('Registration successful! Please login.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a dead token ends the session cleanly', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('gsvmc.token', 'not-a-valid-token'));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('gsvmc.token'))).toBeNull();
  });
});

test.describe('admin guard', () => {
  test('a signed-in user who is not an admin goes to /unauthorized without loading mf-admin', async ({
    page,
    request,
  }) => {
    const urls = recordRequests(page);
    const user = await registerUser(request, 'plain');
    await loginAs(page, request, user);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    expect(fromOrigin(urls, remoteOrigin('mf_admin'))).toEqual([]);
  });

  test('an admin reaches the dashboard, and only then is mf-admin downloaded', async ({ page, request }) => {
    const urls = recordRequests(page);
    await loginAs(page, request, ADMIN);
    await page.goto('/');
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(fromOrigin(urls, remoteOrigin('mf_admin'))).toEqual([]);

    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Admin Dashboard' })).toBeVisible();
    expect(fromOrigin(urls, remoteOrigin('mf_admin')).length).toBeGreaterThan(0);
    // mf-directories' alumni page inside the admin layout.
    await page.goto('/admin/alumniUpload');
    await expect(page.getByRole('heading', { level: 1, name: 'Alumni Directory' })).toBeVisible();
  });
});

test.describe('a remote that cannot be reached', () => {
  test('shows the fallback with Retry inside the frame while the rest works, and Retry recovers', async ({ page }) => {
    const origin = remoteOrigin('mf_directories');
    await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/notice');
    const alert = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote's pages keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About GSVMC' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 20_000 });

    // The remote comes back: Retry really asks again.
    await page.unroute(`${origin}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  });
});
