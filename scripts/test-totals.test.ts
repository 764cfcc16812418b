import { totalsLine, totalsOfStages } from './test-totals.mjs';

const results: Record<string, unknown> = {
  'stages/jest.json': { passed: 800, failed: 2, skipped: 7, suites: 90 },
  'stages/jest-clean.json': { passed: 120, failed: 0, skipped: 0, suites: 20 },
  'stages/e2e.json': { stats: { expected: 85, flaky: 2, unexpected: 1, skipped: 0 }, errors: [] },
  'stages/e2e-broken.json': { stats: { expected: 0, unexpected: 0, skipped: 0 }, errors: [{ message: 'webServer' }] },
};
const read = (file: string) => results[file] ?? null;

describe('the totals line of .ci/run', () => {
  it('counts a stage without results as one test, and a runner stage by its tests', () => {
    const { rows, total } = totalsOfStages(
      [
        'format\t0\t-',
        'lint\t1\t-',
        'type-check\t0\t-',
        'jest\t1\tstages/jest.json',
        'journeys\t1\tstages/e2e.json',
        '',
      ],
      read,
    );
    expect(rows.map((r) => [r.name, r.passed, r.failed])).toEqual([
      ['format', 1, 0],
      ['lint', 0, 1],
      ['type-check', 1, 0],
      ['jest', 800, 2],
      ['journeys', 87, 1],
    ]);
    expect(totalsLine(total)).toBe('889 passed, 4 failed, 7 skipped');
  });

  it('a runner that failed outside its tests, or left no results, adds one failure', () => {
    const { rows, total } = totalsOfStages(
      [
        'API suite (Node 24)\t1\tstages/jest-clean.json',
        'journeys (Node 24)\t1\tstages/missing.json',
        'journeys (Node 20)\t1\tstages/e2e-broken.json',
        'npm ci\t1\t-',
      ],
      read,
    );
    expect(rows.map((r) => [r.name, r.passed, r.failed, r.note])).toEqual([
      ['API suite (Node 24)', 120, 1, 'failed outside its tests'],
      ['journeys (Node 24)', 0, 1, 'left no results'],
      ['journeys (Node 20)', 0, 1, ''],
      ['npm ci', 0, 1, ''],
    ]);
    expect(totalsLine(total)).toBe('120 passed, 4 failed');
  });

  it('everything passing gives no failure and no skipped part', () => {
    const { total } = totalsOfStages(['format\t0\t-', 'jest\t0\tstages/jest-clean.json'], read);
    expect(totalsLine(total)).toBe('121 passed, 0 failed');
  });
});
