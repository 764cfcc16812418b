// The fixed search query set (mock-api/bench/search-queries.json: Banglish, Bengali, digits, English)
// through the site's own search page, as a visitor types each query: `/search?q=…` for an English
// query, `/bn/search?q=…` for a Bengali one, read from the server's HTML (JavaScript off). A query
// counts when its intended item is among the first three results of its kind on the page, as the API
// suite counts it (mock-api/test/search-queries.test.ts); the goal is the same: every query that
// names a page finds it, and 91 of the other 95 find theirs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../fixtures';

interface Query {
  q: string;
  lang: 'en' | 'bn';
  style: string;
  kind: 'page' | 'notice' | 'faculty' | 'alumni' | 'department';
  expect: string;
}

const GOAL = 91 + 8;
const TOP = 3;
const queries: Query[] = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../mock-api/bench/search-queries.json'), 'utf8'),
).queries;

/** What the page may show for each intended item: its title in either language, or its page's address. */
async function expectations(request: APIRequestContext) {
  const notices = (await (await request.get('/api/notices')).json()) as Array<{
    title: string;
    titleBn?: string | null;
  }>;
  const faculty = (await (await request.get('/api/faculty')).json()) as Array<{ _id: string; name: string }>;
  return (query: Query) => (text: string, href: string) => {
    if (query.kind === 'notice') {
      const notice = notices.find((n) => n.title === query.expect);
      return text.includes(query.expect) || Boolean(notice?.titleBn && text.includes(notice.titleBn));
    }
    if (query.kind === 'department')
      return new URL(href, 'http://site.invalid').searchParams.get('name') === query.expect;
    // A page hit leads to a section of its page, in the page's language: /bn/facilities#… is /facilities.
    if (query.kind === 'page') {
      const { pathname } = new URL(href, 'http://site.invalid');
      return (pathname.replace(/^\/bn(?=\/|$)/, '') || '/') === query.expect;
    }
    if (query.kind === 'faculty') {
      const id = faculty.find((f) => f.name === query.expect)?._id;
      return Boolean(id) && href.endsWith(`/facultyDetails/${id}`);
    }
    return text.includes(query.expect);
  };
}

test.describe('the search query set through the search page', () => {
  test.use({ javaScriptEnabled: false });

  test(`at least ${GOAL} of the set find their item in the first ${TOP} results on the page`, async ({
    page,
    request,
  }) => {
    // A bound against a hang: over a hundred server renders took past 180 s on a busy machine.
    test.setTimeout(600_000);
    const matcher = await expectations(request);
    const missed: string[] = [];
    for (const query of queries) {
      const address = `${query.lang === 'bn' ? '/bn' : ''}/search?q=${encodeURIComponent(query.q)}`;
      // The first render of a page right after the start may go out with its error state (the render's
      // deadline); a page with every call answered carries no failed call in its state.
      await expect
        .poll(async () => (await (await request.get(address)).text()).includes('"status":"rejected"'), {
          timeout: 30_000,
        })
        .toBe(false);
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', query.lang);
      // Each kind's group: its heading's id ends with the kind (SearchPage.tsx), its list follows.
      const items = page.locator(`h2[id$="-${query.kind}"] + ul > li, h2[id$="-${query.kind}"] + ol > li`);
      const first = await items.evaluateAll(
        (lis, top) =>
          lis.slice(0, top).map((li) => ({
            text: li.textContent ?? '',
            href: li.querySelector('a')?.getAttribute('href') ?? '',
          })),
        TOP,
      );
      const matches = matcher(query);
      if (!first.some(({ text, href }) => matches(text, href)))
        missed.push(
          `"${query.q}" (${query.lang}): ${query.kind} "${query.expect}"; first: ${first.map((f) => f.text).join(' | ')}`,
        );
    }
    const found = queries.length - missed.length;
    console.log(`search query set through the search page: ${found} of ${queries.length} in the first ${TOP}`);
    for (const line of missed) console.log(`  missed: ${line}`);
    expect(queries.length).toBeGreaterThanOrEqual(103);
    expect(found).toBeGreaterThanOrEqual(GOAL);
    expect(missed.filter((line) => line.includes(': page "'))).toEqual([]);
  });

  test('"vorti", "ভর্তি" and "admission" each show the seeded admission notices, on both editions', async ({
    page,
    request,
  }) => {
    const notices = (await (await request.get('/api/notices')).json()) as Array<{
      category: string;
      title: string;
      titleBn?: string | null;
    }>;
    const admission = notices.filter((n) => n.category === 'admission' && n.title.includes('(sample)'));
    expect(admission.length).toBeGreaterThanOrEqual(2);
    for (const q of ['vorti', 'ভর্তি', 'admission'])
      for (const prefix of ['', '/bn']) {
        const address = `${prefix}/search?q=${encodeURIComponent(q)}`;
        await expect
          .poll(async () => (await (await request.get(address)).text()).includes('"status":"rejected"'), {
            timeout: 30_000,
          })
          .toBe(false);
        await page.goto(address);
        const list = page.locator('h2[id$="-notice"] + ul, h2[id$="-notice"] + ol');
        for (const notice of admission)
          await expect(list, `${address}: ${notice.title}`).toContainText(
            prefix === '/bn' && notice.titleBn ? notice.titleBn : notice.title,
          );
      }
  });
});
