// One jest run over every package, so the totals cover all suites.
// The API suite runs twice: on SQLite + disk (mock-api) and on PostgreSQL + S3 (mock-api/jest.pg.config.cjs),
// the second only where PostgreSQL is installed. CI (CI or GSVMC_REQUIRE_PG set, as .ci/run does)
// never skips it: its globalSetup then fails with the reason.
const { postgresAvailability } = require('./mock-api/test/pg/cluster.cjs');

const pg = postgresAvailability();
const required = Boolean(process.env.CI || process.env.GSVMC_REQUIRE_PG);
if (!pg.ok && !required) {
  process.stderr.write(`\nSkipping the API suite on PostgreSQL + S3: ${pg.reason}\n\n`);
}

module.exports = {
  projects: [
    '<rootDir>/shared-types',
    '<rootDir>/shared-kit',
    '<rootDir>/mock-api',
    ...(pg.ok || required ? ['<rootDir>/mock-api/jest.pg.config.cjs'] : []),
    '<rootDir>/shell',
    '<rootDir>/shell/server',
    '<rootDir>/shell/server/ssr',
    '<rootDir>/mf-public',
    '<rootDir>/mf-directories',
    '<rootDir>/mf-admin',
    '<rootDir>/scripts',
    '<rootDir>/lint',
    '<rootDir>/config',
  ],
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
  // A bound against a hang, not a measurement (jest reads it from this root config only): the 5 s
  // default cut off a shell test that signs in, loads a lazy page and signs out on a machine under
  // load (two cores, load average 15), as CI's can be. The waits inside tests: jest.setup-dom.cjs.
  testTimeout: 60_000,
  // One worker per core, where jest's default leaves one core for itself: most suites wait on SQLite,
  // PostgreSQL or a file more than they compute, so on a 2-core machine two workers finish every suite
  // in about two thirds of the time one takes (measured: 452 s against 674 s).
  maxWorkers: '100%',
};
