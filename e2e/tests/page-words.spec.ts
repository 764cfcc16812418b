// Each page's code carries only its own language's words (mf.wordsFiles.mjs): an English page's scripts
// hold none of its catalogs' Bengali words, a Bengali page's none of their English; a visitor who
// switches language downloads again only the words files, each in the other language. The admin portal,
// whose language staff change in place, runs on the whole files, and the ways into it from a public
// page load it anew.
import { ADMIN, expect, scriptsOfVisit, signIn, test, type Page } from '../fixtures';

// The frame's "skip" link and the notice board's loading sentence, in each language.
const WORDS = {
  en: ['Skip to main content', 'Loading notices...'],
  bn: ['মূল বিষয়ে যান', 'নোটিশ লোড হচ্ছে...'],
} as const;

const allText = (scripts: Map<string, string>) => [...scripts.values()].join('\n');
const inLanguage = (file: string) => /\.(en|bn)\.js$/.exec(file)?.[1];

for (const [locale, path] of [
  ['en', '/notice'],
  ['bn', '/bn/notice'],
] as const) {
  test(`${path}: the page's scripts carry its own language's words and not the other's`, async ({ page }) => {
    const scripts = await scriptsOfVisit(page, () => page.goto(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'en' ? 'Notice Board' : 'নোটিশ বোর্ড');
    const text = allText(scripts);
    const other = locale === 'en' ? 'bn' : 'en';
    for (const word of WORDS[locale]) expect(text, `"${word}" in ${path}'s scripts`).toContain(word);
    for (const word of WORDS[other]) expect(text, `"${word}" in ${path}'s scripts`).not.toContain(word);
    // The words files it loaded are all in its language.
    const words = [...scripts.keys()].filter(inLanguage);
    expect(words.length).toBeGreaterThanOrEqual(2);
    for (const file of words) expect(inLanguage(file), file).toBe(locale);
  });
}

test('switching language loads the words files in the other language, and the other files stay the same', async ({
  page,
}) => {
  const english = await scriptsOfVisit(page, () => page.goto('/notice'));
  const bengali = await scriptsOfVisit(page, () => page.getByRole('link', { name: 'বাংলা' }).first().click());
  await expect(page).toHaveURL(/\/bn\/notice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'নোটিশ বোর্ড' })).toBeVisible();
  // The words files the Bengali page asked for anew are Bengali ones, among them the twin of the
  // English page's bootstrap (the same name, the same hash: one build).
  const fresh = [...bengali.keys()].filter((file) => !english.has(file));
  expect(fresh.filter((file) => inLanguage(file) === 'en')).toEqual([]);
  expect(fresh.filter((file) => inLanguage(file) === 'bn').length).toBeGreaterThanOrEqual(2);
  const bootstrap = [...english.keys()].find((file) => file.startsWith('bootstrap.') && inLanguage(file) === 'en');
  expect(bootstrap).toBeDefined();
  expect(fresh).toContain(bootstrap!.replace(/\.en\.js$/, '.bn.js'));
  // The runtime, the remote's entry and React are the very files the English page loaded. (A file the
  // English page would have asked for only later, when idle, may come new here: it has one name.)
  const same = [...bengali.keys()].filter((file) => english.has(file));
  expect(same).toContain('remoteEntry.js');
  expect(same.some((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
  expect(same.some((file) => file.startsWith('lib-react.'))).toBe(true);
});

/**
 * The script files the current page load asked for (the browser's resource timing: the runtime's
 * script elements and the server's preload hints alike), once the network is quiet.
 */
async function filesOfThisLoad(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.split('/').pop()!)
      .filter((file) => file.endsWith('.js')),
  );
}

test('staff who sign in from a Bengali page get the portal by a full load, on the whole files', async ({ page }) => {
  await page.goto('/bn/notice');
  await expect(page.getByRole('heading', { level: 1, name: 'নোটিশ বোর্ড' })).toBeVisible();
  expect((await filesOfThisLoad(page)).filter(inLanguage).length).toBeGreaterThanOrEqual(2);
  // The header's login link (inside the page), the form, then the portal as a page load of its own.
  await page.getByRole('link', { name: 'লগইন' }).first().click();
  await expect(page).toHaveURL(/\/bn\/login$/);
  await page.locator('input[type=email]').fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/admin$/);
  // The portal opens in its user's language (this browser's last choice, the account's, or the page's).
  const languages = page.getByRole('group', { name: /^(Language|ভাষা)$/ });
  await languages.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ডে স্বাগতম' })).toBeVisible();
  const files = await filesOfThisLoad(page);
  expect(files.some((file) => file.startsWith('bootstrap.'))).toBe(true);
  expect(files.filter(inLanguage)).toEqual([]);
  // English stays for the other journeys that sign in as this administrator.
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notice Upload' }).first()).toBeVisible();
});

test('staff on a public page get its language’s files, and the header’s link to the portal loads it anew', async ({
  page,
}) => {
  await signIn(page);
  expect((await filesOfThisLoad(page)).filter(inLanguage)).toEqual([]);
  await page.goto('/bn/notice');
  await expect(page.getByRole('heading', { level: 1, name: 'নোটিশ বোর্ড' })).toBeVisible();
  const publicFiles = await filesOfThisLoad(page);
  expect(publicFiles.filter(inLanguage).length).toBeGreaterThanOrEqual(2);
  for (const file of publicFiles.filter(inLanguage)) expect(inLanguage(file), file).toBe('bn');
  // The account menu's link into the portal: a page load of its own, on the whole files.
  await page.getByRole('button', { name: /অ্যাকাউন্ট মেনু/ }).click();
  await page.getByRole('link', { name: 'অ্যাডমিন ড্যাশবোর্ড' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const portalFiles = await filesOfThisLoad(page);
  expect(portalFiles.some((file) => file.startsWith('bootstrap.'))).toBe(true);
  expect(portalFiles.filter(inLanguage)).toEqual([]);
});
