// Prints the totals of every suite that ran: `N passed, N failed` (and skipped when any).
import { readFileSync, existsSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const jest = read('test-results/jest.json');
if (jest) {
  passed += jest.passed;
  failed += jest.failed;
  skipped += jest.skipped;
}

const e2e = read('test-results/e2e.json');
if (e2e?.stats) {
  // "expected" = passed (flaky ones passed on retry and count as passed too, reported apart).
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  if (e2e.errors?.length) failed += e2e.errors.length;
}

const missing = [!jest && 'unit', !e2e && 'browser'].filter(Boolean);
if (missing.length) console.log(`(no results from: ${missing.join(', ')})`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
