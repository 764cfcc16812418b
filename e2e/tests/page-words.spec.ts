// Each page's code carries only its own language's words: the public site is built once per language
// (mf.words.mjs). An English page's scripts hold none of its catalogs' Bengali words, a Bengali page's
// none of their English, and a visitor who switches language downloads again only the files that hold
// words: the libraries are the same files, already in the browser's cache.
import { expect, test, type Page } from '../fixtures';

// The frame's "skip" link and the notice board's loading sentence, in each language.
const WORDS = {
  en: ['Skip to main content', 'Loading notices...'],
  bn: ['মূল বিষয়ে যান', 'নোটিশ লোড হচ্ছে...'],
} as const;

/** Opens `path` and gives every script it loaded: URL -> text. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const reading: Array<Promise<void>> = [];
  const onResponse = (res: import('@playwright/test').Response) => {
    if (res.request().resourceType() !== 'script') return;
    reading.push(res.text().then((text) => void scripts.set(res.url(), text)));
  };
  page.on('response', onResponse);
  await page.goto(path);
  // The page's body and its code come after the frame answers taps: wait until nothing is loading.
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  page.off('response', onResponse);
  return scripts;
}

const allText = (scripts: Map<string, string>) => [...scripts.values()].join('\n');
const fileName = (url: string) => new URL(url).pathname.split('/').pop()!;

for (const [locale, path] of [
  ['en', '/notice'],
  ['bn', '/bn/notice'],
] as const) {
  test(`${path}: the page's scripts carry its own language's words and not the other's`, async ({ page }) => {
    const text = allText(await scriptsOf(page, path));
    const other = locale === 'en' ? 'bn' : 'en';
    for (const word of WORDS[locale]) expect(text, `"${word}" in ${path}'s scripts`).toContain(word);
    for (const word of WORDS[other]) expect(text, `"${word}" in ${path}'s scripts`).not.toContain(word);
  });
}

test('switching language loads the other language’s entries, and the libraries stay the same files', async ({
  page,
}) => {
  const english = await scriptsOf(page, '/notice');
  const englishFiles = new Set([...english.keys()].map(fileName));
  expect(englishFiles).toContain('remoteEntry.js');

  const bengali = new Map<string, string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bengali.set(res.url(), '');
  });
  await page.getByRole('link', { name: 'বাংলা' }).first().click();
  await expect(page).toHaveURL(/\/bn\/notice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'নোটিশ বোর্ড' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bengaliFiles = [...bengali.keys()].map(fileName);
  expect(bengaliFiles).toContain('remoteEntry.bn.js');
  expect(bengaliFiles).not.toContain('remoteEntry.js');
  // React's file holds no words: the Bengali page uses the very file the English page loaded.
  const react = [...englishFiles].find((file) => file.startsWith('lib-react.'));
  expect(react).toBeDefined();
  expect(bengaliFiles).toContain(react);
});
