// The staff guide's pictures (docs/images/staff/*.png): the portal's screens as a clerk meets them, on a
// 360 px phone and a 1366 px laptop, taken from the production build.
//
//   npm run build                               # once: the pictures show what the build serves
//   node scripts/staff-guide-screens.mjs        # starts the site on ports 6650-6654 with a data folder
//                                               # of its own (deleted after), takes every picture, stops
//
// SHOTS_PORT_BASE moves the ports (shell on the base, API on base + 4); SHOTS_SITE=http://localhost:N
// uses a site already running instead (its data gets the accounts and edits below); CHROMIUM_PATH
// names another Chromium. Each picture is made small (a palette PNG, a laptop's at 1000 px wide), so
// the set stays under about 1.5 MB in the repository.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { startSite as startBuiltSite } from './lib/startSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'docs', 'images', 'staff');
const BASE = Number(process.env.SHOTS_PORT_BASE ?? 6650);
const SITE = process.env.SHOTS_SITE ?? `http://localhost:${BASE}`;
const ADMIN = { email: 'admin@gsvmc.local', password: 'ChangeMe-Admin-2026' };
const PASSWORD = 'Office-Guide-2026';
const CLERK = { name: 'Rina Akter', email: 'rina.akter@gsvmc.local' };
const BENGALI_CLERK = { name: 'Shirin Sultana', email: 'shirin.sultana@gsvmc.local' };
const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1366, height: 860 };
/** A laptop's picture is scaled to this width: the words stay readable, the file a third smaller. */
const LAPTOP_PICTURE_WIDTH = 1000;
const WAIT = 30_000;

// ---------------------------------------------------------------------------------------------------
// The site

async function startSite() {
  if (process.env.SHOTS_SITE) return { stop: async () => {} };
  return startBuiltSite({
    base: BASE,
    name: 'guide',
    // The pictures show pages, not render speed: a loaded machine's renders get time to finish.
    env: { SSR_DEADLINE_MS: '4000', SSR_TIMEOUT_MS: '8000' },
  });
}

async function api(method, url, { token, body } = {}) {
  const res = await fetch(`${SITE}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

const login = async ({ email, password }) => (await api('POST', '/auth/login', { body: { email, password } })).token;

/** A staff account as the office makes one: created by the admin, its password set through its link. */
async function account(adminToken, { name, email }, role, language) {
  const users = await api('GET', '/users', { token: adminToken });
  if (!users.some((u) => u.email === email)) {
    const { resetLink } = await api('POST', '/users', { token: adminToken, body: { username: name, email, role } });
    const token = new URL(resetLink.url, SITE).searchParams.get('token');
    await api('POST', '/auth/reset', { body: { token, password: PASSWORD } });
  }
  const token = await login({ email, password: PASSWORD });
  await api('PATCH', '/auth/me', { token, body: { language } });
  return { email, password: PASSWORD, token };
}

/** What the dashboard has to show: a draft not published, something in the trash. */
async function prepare(adminToken, clerk) {
  const draft = await api('GET', '/pages/department-anatomy/draft', { token: clerk.token });
  const paragraph = draft.content.blocks.find((b) => b.type === 'paragraph');
  if (paragraph) {
    const runs = paragraph.text.en[0].children;
    runs[runs.length - 1].text += ' Dissection classes start at 8:00 on weekdays.';
    await api('PUT', '/pages/department-anatomy/draft', {
      token: clerk.token,
      body: { content: draft.content, version: draft.version },
    });
  }
  const faculty = await api('GET', '/faculty?limit=1', { token: adminToken });
  const first = (faculty.data ?? faculty)[0];
  if (first) await api('DELETE', `/faculty/${first._id}`, { token: clerk.token });
}

// ---------------------------------------------------------------------------------------------------
// Pictures

const written = [];

async function save(page, name, viewport) {
  const png = await page.screenshot();
  let picture = sharp(png);
  if (viewport.width > LAPTOP_PICTURE_WIDTH) picture = picture.resize({ width: LAPTOP_PICTURE_WIDTH });
  const file = path.join(OUT, `${name}-${viewport.width}.png`);
  writeFileSync(file, await picture.png({ palette: true, quality: 85, effort: 10, compressionLevel: 9 }).toBuffer());
  written.push(file);
}

async function signIn(page, { email, password }) {
  await page.goto(`${SITE}/login`);
  await page.getByLabel(/email|ইমেইল/i).fill(email);
  await page.getByLabel(/password|পাসওয়ার্ড/i).fill(password);
  await page.getByRole('button', { name: /log ?in|লগ ?ইন/i }).click();
  await page.waitForURL(/\/admin$/, { timeout: WAIT });
}

/** Where the editor's sticky bar of buttons ends: on a phone it sits under the portal's header. */
const stickyBottom = (viewport) => (viewport.width < 600 ? 130 : 70);

/** The element in view below the portal's header (and, on a phone, above the editor's sticky bar). */
async function showNear(page, locator, offset = 90) {
  await locator.evaluate((el, top) => {
    const y = el.getBoundingClientRect().top + window.scrollY - top;
    window.scrollTo(0, Math.max(0, y));
  }, offset);
}

async function dashboard(page, viewport) {
  await page.goto(`${SITE}/admin`);
  await page.getByRole('region', { name: 'Needs attention' }).waitFor({ timeout: WAIT });
  await page.getByRole('region', { name: 'Needs attention' }).getByText('Anatomy').first().waitFor();
  await save(page, 'dashboard', viewport);
}

/** The editor: an English text changed (its Bengali marked older), saved (who saved it), the toolbar. */
async function editor(page, viewport) {
  await page.goto(`${SITE}/admin/pages/admission`);
  await page.getByRole('heading', { level: 1, name: 'Edit: Admission' }).waitFor({ timeout: WAIT });
  await page.getByRole('checkbox', { name: 'Show Bengali fields' }).check();
  const text = page.getByRole('textbox', { name: 'Text (English)' }).first();
  const before = await text.inputValue();
  // A word of the seeded text changed (another word at each width, so each save is a change).
  const word = viewport.width < 600 ? 'posted' : 'announced';
  await text.fill(before.replace(/ are (published|posted|announced) on the /, ` are ${word} on the `));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page
    .getByText(/Draft saved by you on/)
    .first()
    .waitFor({ timeout: WAIT });
  // The toast has said its piece; the picture shows the line that stays.
  const toast = page.getByRole('status').filter({ hasText: 'Draft saved.' });
  await toast.getByRole('button').click();
  await toast.waitFor({ state: 'hidden' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, 'editor', viewport);

  // The changed text: its Bengali marked older, the formatting toolbar above each language.
  await page.getByText('Bengali older than English').first().waitFor();
  // The caret at the start, so the field shows its first lines.
  await text.evaluate((el) => {
    el.focus();
    el.setSelectionRange(0, 0);
    el.scrollTop = 0;
  });
  await showNear(page, page.locator('section h3').first(), stickyBottom(viewport));
  await save(page, 'translation', viewport);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Publish these changes?' });
  await summary.waitFor();
  await save(page, 'publish-summary', viewport);
  await summary.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('heading', { name: 'Preview of the saved draft' }).waitFor({ timeout: WAIT });
  await page.getByRole('tab', { name: 'Bengali (বাংলা)' }).click();
  const frame = page.frameLocator('iframe[title="Preview at phone width (বাংলা)"]');
  await frame.locator('main h1, main h2').first().waitFor({ timeout: WAIT });
  await showNear(page, page.getByRole('heading', { name: 'Preview of the saved draft' }), stickyBottom(viewport));
  await save(page, 'preview-bengali', viewport);

  const first = await page.locator('section h3').first().textContent();
  await page
    .getByRole('button', { name: `Remove ${first}` })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Remove this block?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await page.getByRole('status').filter({ hasText: 'removed.' }).waitFor();
  await save(page, 'undo-toast', viewport);
  await page.getByRole('button', { name: 'Undo' }).click();
}

/** The history: the clerk's change found by its page and a word, as a difference. */
async function history(page, viewport) {
  await page.goto(`${SITE}/admin/audit`);
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor({ timeout: WAIT });
  await page.getByLabel('Kind').selectOption({ label: 'Page' });
  await page.getByLabel('Search', { exact: true }).fill('admission');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const change = page.locator('li').filter({ hasText: 'Admission · Text block 1 · English' }).first();
  await change.waitFor({ timeout: WAIT });
  // A laptop shows the filter and the change together; a phone, the change.
  if (viewport.width < 600) await showNear(page, change, 70);
  else await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, 'history', viewport);
}

/** A refusal in the Bengali portal: an alumni list with two rows it cannot take, each reason in Bengali. */
async function bengaliRefusal(page, viewport) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Alumni');
  sheet.addRow(['Alumni ID', 'Full Name', 'Graduation Year', 'Degree', 'Major', 'Email']);
  sheet.addRow(['', '', 2015, 'MBBS', 'Medicine', '']);
  sheet.addRow(['', 'Nadia Islam', 2016, 'MBBS', 'Medicine', 'not-an-email']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await page.goto(`${SITE}/admin/alumniUpload`);
  await page
    .getByLabel('এক্সেল ফাইল (.xlsx বা .xls)')
    .setInputFiles({ name: 'alumni-2016.xlsx', mimeType: 'application/octet-stream', buffer });
  await page.getByRole('button', { name: 'আপলোড করুন' }).click();
  const rows = page.getByRole('region', { name: '২টি সারি বাদ পড়বে' });
  await rows.waitFor({ timeout: WAIT });
  // The file chosen and the rows refused, together: the panel from its heading.
  await showNear(page, page.getByRole('heading', { level: 1 }), viewport.width < 600 ? 70 : 20);
  if (viewport.width < 600) await showNear(page, rows, 420);
  await save(page, 'refusal-bengali', viewport);
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  mkdirSync(OUT, { recursive: true });
  const site = await startSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const adminToken = await login(ADMIN);
    const clerk = await account(adminToken, CLERK, 'editor', 'en');
    const bengaliClerk = await account(adminToken, BENGALI_CLERK, 'editor', 'bn');
    await prepare(adminToken, clerk);
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Asia/Dhaka' });
      context.setDefaultTimeout(WAIT);
      const page = await context.newPage();
      await signIn(page, clerk);
      await dashboard(page, viewport);
      await editor(page, viewport);
      await context.clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, ADMIN);
      await history(page, viewport);
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, bengaliClerk);
      await bengaliRefusal(page, viewport);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  let total = 0;
  for (const file of written) {
    const size = statSync(file).size;
    total += size;
    console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(0)} KB`);
  }
  console.log(`${written.length} pictures, ${(total / 1024).toFixed(0)} KB in all`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
