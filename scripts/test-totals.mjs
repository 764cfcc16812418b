// Prints the totals of a test run; the last line is `N passed, N failed` (and skipped when any), and
// the exit code is 1 when anything failed.
//
// `node scripts/test-totals.mjs test-results/stages.tsv` (what .ci/run does): one line per stage,
// `name<TAB>exit status<TAB>results file or -`, the results file relative to test-results/. A stage
// without a results file (format, lint, type-check, an install step) counts as one test; a stage with
// one (jest's summary, Playwright's JSON report) counts its tests, plus one failure when it failed
// outside them (its runner exited non-zero with no failed test, or left no results).
//
// Without an argument it adds up test-results/jest.json and test-results/e2e.json, as after `npm test`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const resultsDir = 'test-results';

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** { passed, failed, skipped } of a jest summary (scripts/jest-summary-reporter.cjs) or a Playwright report. */
export function countsOf(results) {
  if (!results) return null;
  if (results.stats) {
    // Playwright: "expected" passed; flaky ones passed on their retry and count as passed too.
    const { expected = 0, flaky = 0, unexpected = 0, skipped = 0 } = results.stats;
    return { passed: expected + flaky, failed: unexpected + (results.errors?.length ?? 0), skipped };
  }
  if (typeof results.passed === 'number') {
    return { passed: results.passed, failed: results.failed ?? 0, skipped: results.skipped ?? 0 };
  }
  return null;
}

/** Adds up the stages of stages.tsv; `read` returns a results file's parsed JSON (or null). */
export function totalsOfStages(lines, read) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const rows = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const [name, statusText, resultsFile = '-'] = line.split('\t');
    const status = Number(statusText);
    let row;
    if (resultsFile === '-') {
      row = { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0, note: '' };
    } else {
      const counts = countsOf(read(resultsFile));
      if (!counts) row = { passed: 0, failed: 1, skipped: 0, note: 'left no results' };
      else if (status !== 0 && counts.failed === 0) row = { ...counts, failed: 1, note: 'failed outside its tests' };
      else row = { ...counts, note: '' };
    }
    rows.push({ name, ...row });
    total.passed += row.passed;
    total.failed += row.failed;
    total.skipped += row.skipped;
  }
  return { rows, total };
}

export function totalsLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

function main() {
  const stagesFile = process.argv[2];
  let total;
  if (stagesFile) {
    const lines = existsSync(stagesFile) ? readFileSync(stagesFile, 'utf8').split('\n') : [];
    const result = totalsOfStages(lines, (file) => readJson(path.join(resultsDir, file)));
    total = result.total;
    if (result.rows.length === 0) total.failed += 1;
    const width = Math.max(0, ...result.rows.map((r) => r.name.length));
    for (const r of result.rows) {
      const note = r.note ? ` (${r.note})` : '';
      console.log(`  ${r.name.padEnd(width)}  ${totalsLine(r)}${note}`);
    }
    if (result.rows.length === 0) console.log(`(no stage recorded in ${stagesFile})`);
  } else {
    const jest = countsOf(readJson(path.join(resultsDir, 'jest.json')));
    const e2e = countsOf(readJson(path.join(resultsDir, 'e2e.json')));
    total = { passed: 0, failed: 0, skipped: 0 };
    for (const c of [jest, e2e].filter(Boolean)) {
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
    const missing = [!jest && 'unit', !e2e && 'browser'].filter(Boolean);
    if (missing.length) console.log(`(no results from: ${missing.join(', ')})`);
  }
  console.log(totalsLine(total));
  process.exitCode = total.failed > 0 ? 1 : 0;
}

// Run as a script (not when a test imports it).
if (/test-totals\.mjs$/.test(process.argv[1] ?? '')) main();
