// The bench's comparison of public pages' JavaScript with the committed baseline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathInLocale, stripLocale } from '@gsvmc/shared-kit/localePath';
import {
  compareWithBaseline,
  englishOf,
  inBengali,
  PUBLIC_JS_BUDGET_BYTES,
  PUBLIC_JS_PAGES,
} from '../bench/publicJs.mjs';

// The bench runs as a plain Node script (Node 20 loads no TypeScript), so it keeps its own two-line
// copy of the address rule; this holds it to shared-kit's localePath.ts, the rule's one home.
describe("the bench's Bengali addresses", () => {
  it('are the ones shared-kit gives', () => {
    for (const page of ['/', ...PUBLIC_JS_PAGES.map((p) => p.split('?')[0]!)]) {
      expect(inBengali(page)).toBe(pathInLocale(page, 'bn'));
      expect(englishOf(inBengali(page))).toBe(stripLocale(pathInLocale(page, 'bn')));
      expect(englishOf(page)).toBe(stripLocale(page));
    }
  });
});

describe('compareWithBaseline', () => {
  it('gives each page its baseline, now, the difference and whether it is within 5 KB', () => {
    const { table, allWithin } = compareWithBaseline(
      { '/': 100_000, '/about': 100_000 },
      { '/': 100_000 + PUBLIC_JS_BUDGET_BYTES, '/about': 99_488, '/journal/publications': 90_000 },
    );
    expect(allWithin).toBe(true);
    expect(table.split('\n')).toEqual([
      '| page | baseline KB | now KB | difference KB | within 5 KB |',
      '|---|---|---|---|---|',
      '| `/` | 97.7 | 102.7 | +5.0 | yes |',
      '| `/about` | 97.7 | 97.2 | -0.5 | yes |',
      '| `/journal/publications` | new | 87.9 | n/a | n/a |',
    ]);
  });

  it('says NO, and not all within, for a page that grew by more than 5 KB', () => {
    const { table, allWithin } = compareWithBaseline({ '/': 100_000 }, { '/': 100_000 + PUBLIC_JS_BUDGET_BYTES + 1 });
    expect(allWithin).toBe(false);
    expect(table).toContain('| `/` | 97.7 | 102.7 | +5.0 | NO |');
  });
});

test('the committed baseline holds every public page, measured on the commit it names', () => {
  const baseline = JSON.parse(readFileSync(path.join(__dirname, '../bench/public-js-baseline.json'), 'utf8'));
  expect(baseline.commit).toBe('27afa87');
  expect(Object.keys(baseline.pages)).toEqual(PUBLIC_JS_PAGES);
  for (const bytes of Object.values(baseline.pages)) expect(bytes).toBeGreaterThan(100_000);
});
